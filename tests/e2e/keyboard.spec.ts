import type { Page } from '@playwright/test';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { anyWidth, expect, menuControl, pausePageClock, test } from './fixtures.ts';

/** The fixture's featured projects, on Home under the two buttons. */
const featured = readProjects(fixtureContent).filter((project) => project.featured);

/** What has focus: its accessible-ish name, and whether a focus ring is drawn around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '(body)', ring: false };
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    // Its text as a screen reader gets it: aria-label, else the text outside aria-hidden parts.
    const visible = element.cloneNode(true) as HTMLElement;
    visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const name = (element.getAttribute('aria-label') ?? visible.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return { name, ring };
  });

/** Presses Tab until `name` has focus (at most `limit` times); returns the names passed on the way. */
async function tabTo(page: Page, name: string | RegExp, limit = 30) {
  const passed: string[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.ring, `focus ring on "${now.name}"`).toBe(true);
    passed.push(now.name);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return passed;
  }
  throw new Error(`Never reached ${String(name)} by Tab; passed ${passed.join(' → ')}`);
}

test.describe('keyboard only', () => {
  test('the skip link comes first and jumps to the content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues from the content, not from the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('Home: every control in reading order, each with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    const order = await tabTo(page, 'Facebook (opens in a new tab)');
    expect(order).toEqual([
      'Skip to content',
      'Your Name',
      'Change theme color',
      'Open navigation',
      'Check out my work',
      'More about me',
      ...featured.map((project) => project.title),
      'Home',
      'Work',
      'About',
      'Contact',
      'E-mail (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
  });

  test('the menu: open, move through it, choose a page; focus and title follow to the new page', async ({
    page,
  }) => {
    await page.goto('/');
    await tabTo(page, 'Open navigation');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await tabTo(page, '2. Work', 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/work$/);
    await expect(page).toHaveTitle(/^My Work · /);
    // The new page starts with focus at its top: the first Tab is its skip link. (A key pressed
    // before the page has been read meets a document with nothing to focus yet.)
    await page.waitForLoadState();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('the menu closes on Escape and gives focus back', { tag: anyWidth }, async ({ page }) => {
    await page.goto('/contact');
    await tabTo(page, 'Open navigation');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuControl(page)).toBeFocused();
  });

  test(
    'a toast can be raised, reached and dismissed from the keyboard',
    { tag: anyWidth },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The page's timers run on a clock the test can run ahead.
      await page.clock.install();
      await page.goto('/contact');
      await tabTo(page, 'Copy e-mail address');
      await page.keyboard.press('Enter');
      const toast = page.getByRole('status').filter({ hasText: 'E-mail address copied' });
      await expect(toast).toBeVisible();
      // Its 5 s run only as the test runs the clock: tabbing to it may take a slow machine longer.
      await pausePageClock(page);
      await tabTo(page, 'Dismiss notification');
      // Focus pauses the timer: it is still there well past its 5 s.
      await page.clock.runFor(6000);
      await expect(toast).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(toast).toBeHidden();
    },
  );

  test('Work: the list entries are reachable and focus shows the preview', async ({ page }) => {
    await page.goto('/work');
    await tabTo(page, /^Quote Kong/);
    await expect(page.locator('[data-preview-panel] img')).toHaveAttribute('alt', 'Quote Kong title card');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Kong' })).toBeVisible();
  });
});
