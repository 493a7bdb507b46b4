import type { Page } from '@playwright/test';
import {
  copiedForMs,
  copyStateAttribute,
  islandWakeDeadlineMs,
  modalFocusable,
} from '../../src/lib/first-response.ts';
import { colourModeSwitching, recordTransitions, transitionsStarted } from '../support/colour-switch.ts';
import { fireHeldTimers, holdTimers } from '../support/held-timers.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { anyWidth, expect, menuControl, pausePageClock, test, workEntries } from './fixtures.ts';

/**
 * The first tap on a control, answered before its island wakes (src/lib/first-response.ts), and the
 * island taking over from what it finds. The island scripts are held back until the test lets
 * them through, so each tap meets a sleeping island however fast the machine is.
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

/** The island of a component (by its file name) in the page. */
const island = (page: Page, component: string) =>
  page.locator(`astro-island[component-url*="/${component}."]`);
const asleep = (page: Page, component: string) => expect(island(page, component)).toHaveAttribute('ssr', '');
const awake = (page: Page, component: string) =>
  expect(island(page, component)).not.toHaveAttribute('ssr', '', { timeout: 15_000 });

/** Whether the page behind a modal dialog holds still. */
const pageHeld = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), rootAttributes.dialogOpen);

test(
  'the theme flips at the first tap while its island sleeps, and back through the island once awake, in one frame each way',
  { tag: anyWidth },
  async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Change theme color' });
    // In one frame, both ways: no transition starts (the menu's button would fade on its own).
    const switchesInOneFrame = async () => {
      await expect.poll(() => colourModeSwitching(page), 'the switch ends').toBe(false);
      expect(await transitionsStarted(page)).toEqual([]);
    };
    await recordTransitions(page, 'Change theme color');
    await toggle.click();
    await asleep(page, 'ThemeToggle');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.evaluate((key) => localStorage.getItem(key), 'colour-mode')).toBe('light');
    await switchesInOneFrame();
    release();
    await awake(page, 'ThemeToggle');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await switchesInOneFrame();
    await menuControl(page).hover();
    await expect
      .poll(
        async () => (await transitionsStarted(page)).length,
        'once it has ended, hovering a control starts its transition',
      )
      .toBeGreaterThan(0);
  },
);

test('the menu opens at the first tap while its island sleeps, closes by its button and Escape, and the island takes it over open', async ({
  page,
}) => {
  const release = await holdIslandScripts(page);
  await page.goto('/');
  const control = menuControl(page);
  const menu = page.getByRole('dialog', { name: 'Site navigation' });
  const close = menu.getByRole('button', { name: 'Close navigation' });

  await control.click();
  await asleep(page, 'SiteMenu');
  await expect(menu).toBeVisible();
  await expect(close).toBeFocused();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  expect(await pageHeld(page)).toBe(true);
  await close.click();
  await expect(menu).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  expect(await pageHeld(page)).toBe(false);

  await control.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(control).toBeFocused();
  expect(await pageHeld(page)).toBe(false);

  // Opened again, then the island wakes: it finds the menu open and closes it as its own.
  await control.click();
  await expect(menu).toBeVisible();
  release();
  await awake(page, 'SiteMenu');
  await expect(menu).toBeVisible();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(menu).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  expect(await pageHeld(page)).toBe(false);
});

test('while its island sleeps, Tab and Shift+Tab go round inside the open menu and never leave it', async ({
  page,
}) => {
  await holdIslandScripts(page);
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Site navigation' });
  await menuControl(page).click();
  await expect(menu.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  const stops = await menu.locator(modalFocusable).count();
  const focused = () =>
    page.evaluate(() =>
      document.activeElement?.closest('dialog[open]') ? document.activeElement.outerHTML : null,
    );
  const start = await focused();
  // Once round each way, and one more: past the last stop, and back past the first.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 1; step <= stops + 1; step++) {
      await page.keyboard.press(key);
      expect(await focused(), `${key} ${step} stays inside the menu`).not.toBeNull();
      if (step === stops) expect(await focused(), `${key} ${step} has come round`).toBe(start);
    }
    await page.keyboard.press(key === 'Tab' ? 'Shift+Tab' : 'Tab');
  }
  await asleep(page, 'SiteMenu');
});

test(
  'the screenshot viewer opens at the first tap while its island sleeps, and shows the screenshot chosen once awake',
  { tag: anyWidth },
  async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/work/haletale');
    const chosen = 'Haletale forgotten-password screen on a phone';
    await page.getByRole('img', { name: chosen }).click();
    const viewer = page.locator('dialog[open]');
    await expect(viewer).toBeVisible();
    await asleep(page, 'ScreenshotViewer');
    // Empty, with its ring turning, until the island fills it; the page did not leave for the image.
    expect(await viewer.evaluate((dialog) => dialog.childElementCount)).toBe(0);
    expect(await viewer.evaluate((dialog) => getComputedStyle(dialog, '::after').content)).not.toBe('none');
    await expect(page).toHaveURL(/\/work\/haletale$/);
    expect(await pageHeld(page)).toBe(true);
    release();
    await awake(page, 'ScreenshotViewer');
    const named = page.getByRole('dialog', { name: 'Images of Haletale Sign In/Sign Up Page' });
    await expect(named.getByText('3 of 5')).toBeVisible();
    await expect(named.getByRole('img')).toHaveAttribute('alt', chosen);
    await expect(named.getByRole('button', { name: 'Close screenshots' })).toBeFocused();
  },
);

test(
  'copying says so at the first tap while the island sleeps; the toast follows once it wakes',
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
    await asleep(page, 'CopyEmail');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail address copied' })).toBeVisible({
      timeout: 15_000,
    });
  },
);

test(
  'a copy made while the island sleeps still gets its toast when the island wakes after the button has stopped saying so',
  { tag: anyWidth },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's timers run on a clock the test holds still, then runs past the button's two seconds.
    await page.clock.install();
    const release = await holdIslandScripts(page);
    await page.goto('/contact');
    await pausePageClock(page);
    const copy = page.getByRole('button', { name: 'Copy e-mail address' });
    await copy.click();
    await expect(copy).toHaveAttribute(copyStateAttribute, 'copied');
    await page.clock.runFor(copiedForMs + 100);
    await expect(copy).not.toHaveAttribute(copyStateAttribute, /./);
    await asleep(page, 'CopyEmail');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail address copied' })).toBeVisible({
      timeout: 15_000,
    });
    // The toast, not the button, says so now: its two seconds were over.
    await expect(copy).not.toHaveAttribute(copyStateAttribute, /./);
  },
);

test(
  'an embed shows itself busy at the first tap while its island sleeps; the frame comes once it wakes',
  { tag: anyWidth },
  async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/work/lyman-rentals');
    const load = page.getByRole('button', { name: 'Load Lyman Rentals Website' });
    await load.click();
    await expect(load).toHaveAttribute('aria-busy', 'true');
    await asleep(page, 'EmbedLoader');
    await expect(page.locator('iframe')).toHaveCount(0);
    release();
    await expect(page.locator('iframe[title="Lyman Rentals Website"]')).toBeVisible({ timeout: 15_000 });
  },
);

/** Haletale's sign-up screenshot, a link to its full-size image, and the page address of that image. */
async function signUpThumbnail(page: Page) {
  const thumbnail = page.getByRole('link').filter({ has: page.getByRole('img', { name: /sign-up screen/ }) });
  const target = (await thumbnail.getAttribute('href'))!;
  return { thumbnail, atTheImage: new RegExp(`${target.replaceAll('.', '\\.')}$`) };
}

test.describe('when an island script fails', { tag: anyWidth }, () => {
  test('a screenshot tapped while the viewer cannot wake gives way to the full-size image, as without JavaScript', async ({
    page,
  }) => {
    await page.route(/\/_astro\/ScreenshotViewer\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work/haletale');
    const { thumbnail, atTheImage } = await signUpThumbnail(page);
    await thumbnail.click();
    await expect(page).toHaveURL(atTheImage, { timeout: 15_000 });
  });

  test('a screenshot tapped after the viewer has failed to wake is its link at once: no viewer opens to wait', async ({
    page,
  }) => {
    await page.route(/\/_astro\/ScreenshotViewer\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work/haletale');
    // The wait for the viewer is held: only the thumbnail's own link can lead on.
    await page.evaluate(holdTimers, islandWakeDeadlineMs);
    const { thumbnail, atTheImage } = await signUpThumbnail(page);
    // The pointer coming over the gallery wakes its island, whose script fails (after Astro's retry).
    await thumbnail.hover();
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { __islandFailed?: boolean }).__islandFailed)))
      .toBe(true);
    await thumbnail.click();
    // Were a viewer to open, it would wait for the held timer, and the page would stay.
    await expect(page).toHaveURL(atTheImage);
  });

  test('an embed tapped while its island cannot wake is busy no longer; its link to the site stays', async ({
    page,
  }) => {
    await page.route(/\/_astro\/EmbedLoader\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work/lyman-rentals');
    const load = page.getByRole('button', { name: 'Load Lyman Rentals Website' });
    await load.click();
    await expect(load).toHaveAttribute('aria-busy', 'true');
    await expect(load).not.toHaveAttribute('aria-busy', /./, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'View this content on its original website' })).toBeVisible();
  });
});

test.describe('when an island never wakes (its script never answers)', { tag: anyWidth }, () => {
  test('a screenshot tapped gives way to the full-size image once the wait for the viewer is over', async ({
    page,
  }) => {
    await holdIslandScripts(page);
    await page.goto('/work/haletale');
    // The wait runs on a controlled clock: held until the test fires it.
    await page.evaluate(holdTimers, islandWakeDeadlineMs);
    const { thumbnail, atTheImage } = await signUpThumbnail(page);
    await thumbnail.click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await asleep(page, 'ScreenshotViewer');
    await expect(page).toHaveURL(/\/work\/haletale$/);
    expect(await page.evaluate(fireHeldTimers)).toBe(1);
    await expect(page).toHaveURL(atTheImage);
  });

  test('an embed tapped is busy until the wait is over, then busy no longer, with its link to the site', async ({
    page,
  }) => {
    await holdIslandScripts(page);
    await page.goto('/work/lyman-rentals');
    await page.evaluate(holdTimers, islandWakeDeadlineMs);
    const load = page.getByRole('button', { name: 'Load Lyman Rentals Website' });
    await load.click();
    await expect(load).toHaveAttribute('aria-busy', 'true');
    await asleep(page, 'EmbedLoader');
    // Two waits end: the first response's, and that of the click held for the island to replay.
    expect(await page.evaluate(fireHeldTimers)).toBe(2);
    await expect(load).not.toHaveAttribute('aria-busy', /./);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View this content on its original website' })).toBeVisible();
  });

  test('a project clicked while the work list wakes still leads to its page once the wait is over', async ({
    page,
  }) => {
    await holdIslandScripts(page);
    await page.goto('/work');
    await page.evaluate(holdTimers, islandWakeDeadlineMs);
    const entry = workEntries(page).first();
    // The pointer coming over the list wakes its island; the click lands while it loads, and is held.
    await entry.hover();
    await entry.click();
    await asleep(page, 'WorkList');
    await expect(page).toHaveURL(/\/work$/);
    expect(await page.evaluate(fireHeldTimers)).toBe(1);
    await expect(page).toHaveURL(/\/work\/quote-kong$/);
  });
});
