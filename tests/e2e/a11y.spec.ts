import type { Locator, Page } from '@playwright/test';
import { axeInBothModes } from '../support/axe.ts';
import { expect, menuControl, openViewerAt, pausePageClock, test, workEntries } from './fixtures.ts';

// Every page, as it loads, is held to axe in both modes by every-page.build.spec.ts; here, what a
// visitor opens on them.

/** Waits until an element and everything in it have finished coming in: judged at rest, not mid-entrance. */
const entranceFinished = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

/** axe over what is open now, in both colour modes; `include` narrows it to one element. */
const bothModes = (page: Page, include?: string) => axeInBothModes(page, { include });

test.describe('axe, in both colour modes', () => {
  test('the open menu has no violations', async ({ page }) => {
    await page.goto('/about');
    await menuControl(page).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // Its entries slide in one after another.
    await entranceFinished(menu);
    expect(await bothModes(page, 'dialog')).toEqual([]);
  });

  test('the open screenshot viewer has no violations', async ({ page }) => {
    await page.goto('/work/haletale');
    await openViewerAt(page, 'Haletale sign-up screen on a phone');
    const viewer = page.getByRole('dialog', { name: 'Images of Haletale Sign In/Sign Up Page' });
    await expect(viewer.getByText('2 of 5')).toBeVisible();
    await entranceFinished(viewer);
    expect(await bothModes(page)).toEqual([]);
  });

  test('the work preview has no violations', async ({ page }) => {
    await page.goto('/work');
    await workEntries(page).first().hover();
    await expect(page.locator('[data-preview-panel] img')).toBeVisible();
    expect(await bothModes(page)).toEqual([]);
  });

  test('a toast has no violations', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The toast's five seconds run on a clock the test can hold.
    await page.clock.install();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Copy e-mail address' }).click();
    const toast = page.getByRole('status').first();
    await expect(toast).toBeVisible();
    // Held still until the pointer rests on the toast, which keeps it up (axe needs the clock to run).
    await pausePageClock(page);
    await toast.hover();
    await page.clock.resume();
    await entranceFinished(toast);
    expect(await bothModes(page)).toEqual([]);
    await expect(toast).toBeVisible();
  });
});
