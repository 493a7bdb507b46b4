import type { Locator } from '@playwright/test';
import { axe, describeViolations } from '../support/axe.ts';
import { expect, menuControl, test, workEntries } from './fixtures.ts';

// Every page, as it loads, is held to axe in both modes by every-page.build.spec.ts; here, what a
// visitor opens on them.

/** Waits until an element and everything in it have finished coming in: judged at rest, not mid-entrance. */
const entranceFinished = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

for (const colourMode of ['dark', 'light'] as const) {
  test.describe(`axe, ${colourMode} mode`, () => {
    test.use({ colourMode });

    test('the open menu has no violations', async ({ page }) => {
      await page.goto('/about');
      await menuControl(page).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      // Its entries slide in one after another.
      await entranceFinished(menu);
      const results = await axe(page).include('dialog').analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });

    test('the open screenshot viewer has no violations', async ({ page }) => {
      await page.goto('/work/haletale');
      await page.getByRole('img', { name: 'Haletale sign-up screen on a phone' }).click();
      const viewer = page.getByRole('dialog', { name: 'Images of Haletale Sign In/Sign Up Page' });
      await expect(viewer.getByText('2 of 5')).toBeVisible();
      await entranceFinished(viewer);
      const results = await axe(page).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });

    test('the work preview and a toast have no violations', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/work');
      await workEntries(page).first().hover();
      await expect(page.locator('[data-preview-panel] img')).toBeVisible();
      let results = await axe(page).analyze();
      expect(describeViolations(results.violations)).toEqual([]);

      await page.goto('/contact');
      await page.getByRole('button', { name: 'Copy e-mail address' }).click();
      const toast = page.getByRole('status').first();
      await expect(toast).toBeVisible();
      await entranceFinished(toast);
      results = await axe(page).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });
  });
}
