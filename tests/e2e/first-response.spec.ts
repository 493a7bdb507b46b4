import type { Page } from '@playwright/test';
import { copyStateAttribute } from '../../src/lib/browser/copy.ts';
import { colourModeSwitching, recordTransitions, transitionsStarted } from '../support/colour-switch.ts';
import { anyWidth, expect, menuControl, pausePageClock, test, workEntries } from './fixtures.ts';

/**
 * The first tap on each control, before its island has woken: the platform answers it (the menu's
 * popover, a thumbnail's link, a project's link) or the page's <head> script does (the theme, the
 * copy buttons), with the same module the island runs. The island scripts are held back until the
 * test lets them through, so that each tap meets a sleeping island however fast the machine is.
 */
async function holdIslandScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Whether the page behind holds still (a full-screen dialog is open over it). */
const pageHeld = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

/** The focused element's accessible name, and whether it is inside the open menu. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
    inMenu: Boolean(document.activeElement?.closest('dialog:popover-open')),
  }));

test(
  'every tap on the theme toggle flips the mode once, before, while and after its island wakes, in one frame',
  { tag: anyWidth },
  async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Change theme color' });
    await recordTransitions(page, 'Change theme color');
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('colour-mode'))).toBe('light');
    await expect.poll(() => colourModeSwitching(page), 'the switch ends').toBe(false);
    expect(await transitionsStarted(page), 'no transition starts: one frame').toEqual([]);
    // The island wakes (it was reached for), and answers the taps itself once it has: each one flips
    // the mode once, whoever answers it.
    release();
    for (const mode of ['dark', 'light', 'dark', 'light', 'dark']) {
      await toggle.click();
      expect(await theme(page)).toBe(mode);
    }
    await expect.poll(() => colourModeSwitching(page)).toBe(false);
    expect(await transitionsStarted(page)).toEqual([]);
  },
);

test('the menu opens and closes through the platform while its island sleeps: focus, Escape, the page behind', async ({
  page,
}) => {
  await holdIslandScripts(page);
  await page.goto('/');
  const control = menuControl(page);
  const menu = page.getByRole('dialog', { name: 'Site navigation' });
  const close = menu.getByRole('button', { name: 'Close navigation' });

  await control.click();
  await expect(menu).toBeVisible();
  await expect(close).toBeFocused();
  expect(await pageHeld(page), 'the page behind holds still').toBe(true);
  // What the menu covers is hidden once it has faded in: no focus, no screen reader lands there.
  await expect(page.getByRole('main')).toBeHidden();
  // Every stop after the close button (the logo comes before it).
  const stops = (await menu.locator('a[href], button').count()) - 2;
  for (let step = 1; step <= stops; step++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMenu, `Tab ${step} stays in the menu`).toBe(true);
  }
  await close.click();
  await expect(menu).toBeHidden();
  await expect(control).toBeFocused();
  expect(await pageHeld(page)).toBe(false);
  await expect(page.getByRole('main')).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(control).toBeFocused();

  await control.click();
  await menu.getByRole('link', { name: '3. About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeHidden();
});

test(
  'assistive technology meets a collapsed menu button before the island wakes, and, open, the menu alone',
  { tag: anyWidth },
  async ({ page }) => {
    await holdIslandScripts(page);
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    // What Chromium's accessibility tree holds that is not ignored: role and name, and the button's state.
    const tree = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const shown = nodes.filter((node) => !node.ignored);
      const named = (role: string, name: string) =>
        shown.find((node) => node.role?.value === role && node.name?.value === name);
      const button = named('button', 'Open navigation');
      return {
        button: button && button.properties?.find((property) => property.name === 'expanded')?.value.value,
        menu: Boolean(named('dialog', 'Site navigation')),
        main: shown.some((node) => node.role?.value === 'main'),
      };
    };
    expect(await tree()).toEqual({ button: false, menu: false, main: true });
    await menuControl(page).click();
    // The page it covers, its button included, is out of reach: focus is in the menu.
    await expect.poll(tree).toEqual({ button: undefined, menu: true, main: false });
    await page.keyboard.press('Escape');
    await expect.poll(tree).toEqual({ button: false, menu: false, main: true });
  },
);

test('once its island has woken, Tab and Shift+Tab go round inside the open menu', async ({ page }) => {
  await page.goto('/');
  await menuControl(page).hover();
  await menuControl(page).click();
  const menu = page.getByRole('dialog', { name: 'Site navigation' });
  const stops = menu.locator('a[href], button');
  const atEnd = (end: 'first' | 'last') =>
    stops.evaluateAll(
      (elements, which) => document.activeElement === elements.at(which === 'first' ? 0 : -1),
      end,
    );
  // Past the last stop to the first, and back: the island's, once it has woken (tried until it has).
  await expect
    .poll(async () => {
      await stops.last().focus();
      await page.keyboard.press('Tab');
      return atEnd('first');
    })
    .toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await atEnd('last')).toBe(true);
});

/** Haletale's sign-up screenshot, a link to its full-size image, and the page address of that image. */
async function signUpThumbnail(page: Page) {
  const thumbnail = page.getByRole('link').filter({ has: page.getByRole('img', { name: /sign-up screen/ }) });
  const target = (await thumbnail.getAttribute('href'))!;
  return { thumbnail, atTheImage: new RegExp(`${target.replaceAll('.', '\\.')}$`) };
}

test(
  'a screenshot tapped before its viewer has woken is its link: the full-size image',
  { tag: anyWidth },
  async ({ page }) => {
    await holdIslandScripts(page);
    await page.goto('/work/haletale');
    const { thumbnail, atTheImage } = await signUpThumbnail(page);
    await thumbnail.click();
    await expect(page).toHaveURL(atTheImage);
  },
);

test(
  'a screenshot tapped once the visitor has scrolled to the gallery opens the viewer on it',
  { tag: anyWidth },
  async ({ page }) => {
    await page.goto('/work/haletale');
    const { thumbnail } = await signUpThumbnail(page);
    // Scrolled to, as a thumb does, the pointer nowhere near: the viewer wakes while the visitor looks,
    // and its thumbnails then tell assistive technology that they open a dialog.
    await page.evaluate(() => document.querySelector('#screenshots-heading')?.scrollIntoView());
    await expect(thumbnail).toHaveAttribute('aria-haspopup', 'dialog');
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Images of Haletale Sign In/Sign Up Page' });
    await expect(viewer.getByText('2 of 5')).toBeVisible();
    await expect(page).toHaveURL(/\/work\/haletale$/);
  },
);

test(
  'an embed tapped before its island has woken loads once the island has: the tap is not lost',
  { tag: anyWidth },
  async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/work/lyman-rentals');
    await page.getByRole('button', { name: 'Load Lyman Rentals Website' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    release();
    await expect(page.locator('iframe[title="Lyman Rentals Website"]')).toBeVisible();
  },
);

test(
  'copying says so at the first tap, with no island; the toast follows once the toast island wakes',
  { tag: anyWidth },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The button's two seconds of "Copied" run on the page's clock, held still while the test looks.
    await page.clock.install();
    const release = await holdIslandScripts(page);
    await page.goto('/contact');
    await pausePageClock(page);
    const address = (await page.getByRole('main').getByRole('link', { name: /@/ }).textContent())!.trim();
    const copy = page.getByRole('button', { name: 'Copy e-mail address' });
    await copy.click();
    await expect(copy).toHaveAttribute(copyStateAttribute, 'copied');
    await expect(copy.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail address copied' })).toBeVisible();
  },
);

test(
  'a project clicked before the work list has woken leads to its page at once',
  { tag: anyWidth },
  async ({ page }) => {
    await holdIslandScripts(page);
    await page.goto('/work');
    await workEntries(page).first().click();
    await expect(page).toHaveURL(/\/work\/quote-kong$/);
  },
);

test.describe('when an island script fails', { tag: anyWidth }, () => {
  test('a screenshot tapped is its link: the full-size image, as without JavaScript', async ({ page }) => {
    await page.route(/\/_astro\/ScreenshotViewer\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work/haletale');
    const { thumbnail, atTheImage } = await signUpThumbnail(page);
    // The pointer coming over the gallery wakes its island, whose script fails (after Astro's retry).
    await thumbnail.hover();
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { __islandFailed?: boolean }).__islandFailed)))
      .toBe(true);
    await thumbnail.click();
    await expect(page).toHaveURL(atTheImage);
  });

  test('an embed tapped asks nothing of the embedded site, and its link to the site stays', async ({
    page,
  }) => {
    await page.route(/\/_astro\/EmbedLoader\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work/lyman-rentals');
    const load = page.getByRole('button', { name: 'Load Lyman Rentals Website' });
    await load.click();
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { __islandFailed?: boolean }).__islandFailed)))
      .toBe(true);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(load).not.toHaveAttribute('aria-busy', /./);
    await expect(page.getByRole('link', { name: 'View this content on its original website' })).toBeVisible();
  });
});
