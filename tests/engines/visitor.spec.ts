/**
 * The visitor's behaviours, written once and run in Chromium, Firefox and WebKit at a phone and a
 * desktop viewport (see playwright.config.ts for the projects, fixtures.ts for the adapters).
 * Elements are found by role and accessible name; state is read in the page.
 */
import { anyWidth, specProjects } from '../e2e/fixtures.ts';
import {
  expectPulseIfInTime,
  expectSplashLife,
  readSplashLife,
  splashLifeArgs,
} from '../support/splash-watch.ts';
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import { menuDialogId } from '../../src/lib/markup/element-ids.ts';
import { axeInBothModes } from '../support/axe.ts';
import type { EnginePage } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import {
  openMenu,
  menu,
  themeToggle,
  menuLinks,
  arrive,
  textShown,
  shown,
  focusedName,
  pressUntilFocused,
  background,
  menuOnTop,
  menuControlState,
  focusNotBehindMenu,
  pageScrolls,
  until,
  workEntry,
  islandsAwake,
  breakIslands,
  islandFailed,
  toastsShown,
  entranceFinished,
  islandAwake,
  holdAnimations,
  animationsHeld,
} from './visitor.ts';
import { colourModeSwitching, recordTransitions, transitionsStarted } from '../support/colour-switch.ts';
import { colourModeToggleAttribute } from '../../src/lib/browser/colour-mode.ts';
import { proves } from '../support/evidence-reporter.ts';

test(
  'splash: the first page of a visit is covered for 3 s with "Loading...", over a complete page, and never again',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/', { firstVisit: true });
    const life = await site.evaluate(readSplashLife, splashLifeArgs);
    expectSplashLife(life, { motion: true });
    expectPulseIfInTime(life!, { motion: true });

    await site.click({ role: 'link', name: 'Check out my work' });
    await site.waitForPath('/work');
    expect(await textShown(site, 'Loading...'), 'no splash on in-site navigation').toBe(false);
  },
);

test(
  'menu: opens on top of the page from the header button; Escape closes it and returns focus; a link navigates and closes it',
  { tag: proves('axe') },
  async ({ site }) => {
    await arrive(site, '/');
    // A button from the served HTML on, that opens a dialog: the platform opens it (a popover).
    expect(await menuControlState(site)).toEqual({ tag: 'button', popup: 'dialog' });
    await site.hover(openMenu);
    await until(() => textShown(site, 'Open navigation'), 'the tooltip shows on hover');
    await site.click(openMenu);
    await until(() => menuOnTop(site), 'the menu covers the page');
    expect(await focusedName(site), 'focus moves into the menu').toBe('Close navigation');
    expect(await pageScrolls(site), 'the page behind the menu holds still').toBe(false);
    for (const name of menuLinks) {
      expect(await shown(site, { role: 'link', name, within: menu }), name).toBe(true);
    }
    await site.hover({ role: 'button', name: 'Close navigation', within: menu });
    await until(() => textShown(site, 'Close navigation'), "the close button's tooltip shows on hover");
    // Its entries slide in one after another: axe reads the open menu at rest, in both colour modes.
    await site.evaluate(entranceFinished, 'dialog:popover-open');
    expect(await axeInBothModes(site, { include: 'dialog:popover-open' })).toEqual([]);
    const socialLinks = await site.evaluate(() => {
      const dialog = document.querySelector('dialog:popover-open');
      return [...(dialog?.querySelectorAll('a[target="_blank"]') ?? [])]
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => link.getAttribute('aria-label'));
    });
    expect(socialLinks).toEqual([
      'E-mail (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);

    await site.press('Escape');
    await until(async () => !(await menuOnTop(site)), 'Escape closes the menu');
    expect(await focusedName(site), 'focus returns to the menu button').toBe('Open navigation');
    expect(await pageScrolls(site), 'the page scrolls again').toBe(true);

    await site.click(openMenu);
    await until(() => menuOnTop(site), 'the menu opens again');
    await site.click({ role: 'link', name: '2. Work', within: menu });
    await site.waitForPath('/work');
    expect(await menuOnTop(site), 'the menu is closed on the new page').toBe(false);
    expect(await shown(site, { role: 'heading', name: 'My Work' })).toBe(true);
  },
);

test(
  'menu by keyboard alone: open, stay inside, close, choose a page',
  { tag: [anyWidth, proves('keyboard')] },
  async ({ site }) => {
    await arrive(site, '/');
    await pressUntilFocused(site, 'Open navigation');
    await site.press('Enter');
    await until(() => menuOnTop(site), 'Enter opens the menu');
    // Focus moves into the menu, and never to the page behind it; once its island has woken (focus on
    // its button woke it), it goes round inside, never past the last link to the browser's controls.
    // The menu's own island: Tab on the way to its button may have woken the theme toggle's first.
    await until(() => islandAwake(site, `#${menuDialogId}`), "the menu's island wakes");
    for (let step = 0; step < 10; step++) {
      await site.press('Tab');
      const inside = await site.evaluate(() =>
        Boolean(document.activeElement?.closest('dialog, [role="dialog"]')),
      );
      expect(inside, `Tab ${step + 1} stays inside the menu`).toBe(true);
    }
    await site.press('Escape');
    await until(async () => !(await menuOnTop(site)), 'Escape closes the menu');
    expect(await focusedName(site)).toBe('Open navigation');

    await site.press('Enter');
    await until(() => menuOnTop(site), 'Enter opens the menu again');
    // Shift+Tab from its first stop goes round to its last, never to the page behind.
    expect(await focusedName(site)).toBe('Close navigation');
    await site.press('Shift+Tab');
    expect(await focusNotBehindMenu(site), 'Shift+Tab stays in the menu').toBe(true);
    await pressUntilFocused(site, '3. About');
    await site.press('Enter');
    await site.waitForPath('/about');
    expect(await menuOnTop(site)).toBe(false);
    expect(await site.evaluate(() => document.title)).toMatch(/^About/);
    // The new page starts with focus at its top: the first Tab is its skip link.
    await site.press('Tab');
    expect(await focusedName(site)).toBe('Skip to content');
  },
);

test(
  'theme toggle: switches the colours, is remembered across a reload and a navigation, and shows its tooltip on hover and focus',
  { tag: [anyWidth, proves('contrast-frames')] },
  async ({ site }) => {
    await arrive(site, '/about', { colourMode: 'dark' });
    const dark = await background(site);
    await pressUntilFocused(site, 'Change theme color');
    // The tooltip follows the engine's own sign of keyboard focus (:focus-visible).
    expect(
      await site.evaluate(() => document.activeElement?.matches(':focus-visible') === true),
      'Tab focus is keyboard focus',
    ).toBe(true);
    await until(() => textShown(site, 'Change theme color'), 'the tooltip shows on keyboard focus');
    await site.press('Shift+Tab');
    await until(async () => !(await textShown(site, 'Change theme color')), 'the tooltip hides on blur');
    await site.hover(themeToggle);
    await until(() => textShown(site, 'Change theme color'), 'the tooltip shows on hover');

    await recordTransitions(site, 'Change theme color');
    await site.click(themeToggle);
    await until(async () => (await background(site)) !== dark, 'the colours change');
    await expectOneFrameSwitch(site);
    const light = await background(site);
    await site.reload();
    expect(await background(site), 'remembered across a reload').toBe(light);
    await site.click({ role: 'link', name: 'Work', within: { role: 'navigation', name: 'Footer' } });
    await site.waitForPath('/work');
    expect(await background(site), 'kept across a navigation').toBe(light);
    await site.click(themeToggle);
    await until(async () => (await background(site)) === dark, 'and back');

    // Tapped again while its icon still turns in, the toggle answers each tap, and the new turn
    // takes over without a refused style write (the fixture fails the test on any console error,
    // a CSP report among them). Each turn is held at its first frame: however slow the machine,
    // the tap lands while the turn before it runs.
    const toggle = `[${colourModeToggleAttribute}]`;
    await until(() => islandAwake(site, toggle), 'the island wakes');
    await holdAnimations(site, toggle);
    // Astro marks an island awake before React has run its effects: a tap just then is answered
    // (by the page's own script) with no turn. Tap until one turns the icon in.
    for (let taps = 0; (await animationsHeld(site)) === 0; taps++) {
      if (taps === 5) throw new Error('five taps turned no icon in');
      await site.click(themeToggle);
    }
    const turned = await background(site);
    await site.click(themeToggle);
    await site.click(themeToggle);
    await until(async () => (await background(site)) === turned, 'each tap answers');
    expect(await animationsHeld(site), 'each tap turns an icon in').toBe(3);
  },
);

/**
 * The page takes its new colours in one frame: no control fades to them on its own (a transition
 * started on every link and button the toggle did not touch). Once the switch is over, a control's
 * own transition runs again: hovering the menu's button starts one.
 */
async function expectOneFrameSwitch(site: EnginePage) {
  await until(async () => !(await colourModeSwitching(site)), 'the switch is over');
  expect(await transitionsStarted(site), 'transitions started by the switch').toEqual([]);
  await site.hover(openMenu);
  await until(
    async () => (await transitionsStarted(site)).some((started) => started.startsWith('<button')),
    "hovering the menu's button starts its transition",
  );
}

test(
  'island code is fetched once the page has loaded and is idle, and none of it runs before the visitor reaches for an island',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/work');
    const listed = await site.evaluate(
      (id) =>
        (JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[]).map(
          (url) => new URL(url, location.href).href,
        ),
      islandCodeId,
    );
    expect(listed.length, 'the island code the page lists').toBeGreaterThan(5);
    await until(
      () =>
        site.evaluate((wanted) => {
          const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
          return wanted.every((url) => fetched.has(url));
        }, listed),
      "every module of the page's islands is fetched",
    );
    expect(await islandsAwake(site), 'islands woken before any interaction').toBe(0);
    // And only once the page had loaded: never competing with its first paint.
    const startedBeforeLoad = await site.evaluate((wanted) => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => wanted.includes(entry.name) && entry.startTime < loaded)
        .map((entry) => entry.name);
    }, listed);
    expect(startedBeforeLoad).toEqual([]);
  },
);

test(
  'with the island scripts failing, the first responses still answer: the theme flips, the menu opens, closes and leads on, focus never behind it',
  { tag: anyWidth },
  async ({ openPage }) => {
    // Not the `site` fixture: the failed loads are expected in the console here.
    const { page } = await openPage({ javaScript: true });
    await arrive(page, '/');
    await breakIslands(page);
    const dark = await background(page);
    await recordTransitions(page, 'Change theme color');
    await page.click(themeToggle);
    await until(async () => (await background(page)) !== dark, 'the theme flips');
    await expectOneFrameSwitch(page);

    await page.click(openMenu);
    await until(() => menuOnTop(page), 'the menu opens');
    expect(await focusedName(page), 'focus moves into the menu').toBe('Close navigation');
    expect(await pageScrolls(page), 'the page behind holds still').toBe(false);
    await page.press('Escape');
    await until(async () => !(await menuOnTop(page)), 'Escape closes it');
    expect(await focusedName(page), 'focus returns to its control').toBe('Open navigation');
    expect(await pageScrolls(page), 'the page scrolls again').toBe(true);

    await page.click(openMenu);
    await until(() => menuOnTop(page), 'the menu opens again');
    for (const name of ['1. Home', '2. Work', '3. About', '4. Contact']) {
      await page.press('Tab');
      expect(await focusedName(page), 'Tab moves through the menu').toBe(name);
    }
    for (let step = 0; step < 6; step++) {
      await page.press('Tab');
      expect(await focusNotBehindMenu(page), `Tab ${step + 5}: never on the page the menu covers`).toBe(true);
    }
    await page.click({ role: 'button', name: 'Close navigation', within: menu });
    await until(async () => !(await menuOnTop(page)), 'its close button closes it');
    expect(await focusedName(page)).toBe('Open navigation');

    await page.click(openMenu);
    await until(() => menuOnTop(page), 'and opens once more');
    expect(await islandsAwake(page), 'all of it without any island').toBe(0);
    await page.click({ role: 'link', name: '2. Work', within: menu });
    await page.waitForPath('/work');
    expect(await shown(page, { role: 'heading', name: 'My Work' })).toBe(true);
  },
);

test(
  'an island whose script fails raises a warning toast that says the page still works, and the page does',
  { tag: anyWidth },
  async ({ openPage }) => {
    // Not the `site` fixture: the failed loads are expected in the console here.
    const { page } = await openPage({ javaScript: true });
    await arrive(page, '/work');
    await breakIslands(page, 'WorkList');
    // Reaching for the list asks for its island's script, which fails (after Astro's one retry).
    await page.hover(workEntry(0));
    await until(() => islandFailed(page), "the work list's island fails to load");
    await until(
      async () =>
        (await toastsShown(page, 'alert')).some(
          (text) =>
            text.includes('Part of this page did not load') &&
            text.includes('Reloading the page may bring back the rest'),
        ),
      'a warning toast says so',
    );
    await page.click(workEntry(0));
    await page.waitForPath(`/work/${specProjects[0].slug}`);
  },
);
