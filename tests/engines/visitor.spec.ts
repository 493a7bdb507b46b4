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
import { fixtureRoutes } from '../e2e/routes.ts';
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import { isPageHref } from '../support/crawl.ts';
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
  previewShown,
  workEntry,
  islandsAwake,
  breakIslands,
} from './visitor.ts';
import { colourModeSwitching, recordTransitions, transitionsStarted } from '../support/colour-switch.ts';

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

test('menu: opens on top of the page from the header button; Escape closes it and returns focus; a link navigates and closes it', async ({
  site,
}) => {
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
});

test(
  'menu by keyboard alone: open, stay inside, close, choose a page',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/');
    await pressUntilFocused(site, 'Open navigation');
    await site.press('Enter');
    await until(() => menuOnTop(site), 'Enter opens the menu');
    // Focus moves into the menu, and never to the page behind it; once its island has woken (focus on
    // its button woke it), it goes round inside, never past the last link to the browser's controls.
    await until(async () => (await islandsAwake(site)) > 0, "the menu's island wakes");
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
    await pressUntilFocused(site, '3. About');
    await site.press('Enter');
    await site.waitForPath('/about');
    expect(await menuOnTop(site)).toBe(false);
  },
);

test(
  'theme toggle: switches the colours, is remembered across a reload and a navigation, and shows its tooltip on hover and focus',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/about', { colourMode: 'dark' });
    const dark = await background(site);
    await pressUntilFocused(site, 'Change theme color');
    // The tooltip follows the engine's own sign of keyboard focus (:focus-visible). WebKitGTK under
    // automation gives none for Tab in windows narrower than about 800 px; everywhere else it must.
    const keyboardFocus = await site.evaluate(
      () => document.activeElement?.matches(':focus-visible') === true,
    );
    expect(
      keyboardFocus || (site.engine === 'webkit' && site.viewport.width < 800),
      'Tab focus is keyboard focus',
    ).toBe(true);
    if (keyboardFocus)
      await until(() => textShown(site, 'Change theme color'), 'the tooltip shows on keyboard focus');
    else expect(await textShown(site, 'Change theme color')).toBe(false);
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

test('/work: hovering or focusing an entry shows its image; leaving shows none', async ({ site }) => {
  await arrive(site, '/work');
  expect(await previewShown(site), 'no image before any entry is active').toBe(null);
  await site.hover(workEntry(0));
  await until(
    async () => (await previewShown(site))?.includes(specProjects[0].listTitle) ?? false,
    'hovering the first entry shows its image',
  );
  await site.hover(workEntry(1));
  await until(
    async () => (await previewShown(site))?.includes(specProjects[1].title) ?? false,
    'hovering the second entry shows its image',
  );
  await site.hover({ role: 'heading', name: 'My Work' });
  await until(async () => (await previewShown(site)) === null, 'leaving the list shows none');

  await pressUntilFocused(site, `${specProjects[2].listTitle}${specProjects[2].listCategory}`);
  await until(
    async () => (await previewShown(site))?.includes(specProjects[2].title) ?? false,
    'focusing an entry shows its image',
  );
  await pressUntilFocused(site, `${specProjects[1].listTitle}${specProjects[1].listCategory}`, 'Shift+Tab');
  await pressUntilFocused(site, 'Change theme color', 'Shift+Tab');
  await until(async () => (await previewShown(site)) === null, 'focus leaving the list shows none');
});

test('with JavaScript off, every page is reachable by visible links from Home', async ({ openPage }) => {
  // A browser of its own (Firefox), then a page load for each page the walk finds.
  test.setTimeout(30_000 + 6_000 * fixtureRoutes.length);
  const { page } = await openPage({ javaScript: false });
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length) {
    const from = queue.shift()!;
    await page.goto(from);
    const targets: string[] = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="/"]')]
        .filter((link) => getComputedStyle(link).visibility === 'visible' && link.getClientRects().length > 0)
        .map((link) => link.getAttribute('href')!),
    );
    for (const target of new Set(targets.filter(isPageHref))) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  expect([...reached].sort()).toEqual([...fixtureRoutes].sort());
  // The menu needs no script: its button opens it, Escape closes it, and its links lead on.
  await page.goto('/');
  expect(await menuControlState(page)).toEqual({ tag: 'button', popup: 'dialog' });
  await page.click(openMenu);
  await until(() => menuOnTop(page), 'the menu opens without JavaScript');
  expect(await focusedName(page)).toBe('Close navigation');
  await page.press('Escape');
  await until(async () => !(await menuOnTop(page)), 'Escape closes it');
  expect(await focusedName(page)).toBe('Open navigation');
  await page.click(openMenu);
  await page.click({ role: 'link', name: '3. About', within: menu });
  await page.waitForPath('/about');
  // And a click on one of those links really navigates without any script.
  await page.goto('/');
  await page.click({ role: 'link', name: 'Check out my work' });
  await page.waitForPath('/work');
  expect(await page.errors()).toEqual([]);
});

test(
  'island code is fetched once the page is idle, and none of it runs before the visitor reaches for an island',
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
