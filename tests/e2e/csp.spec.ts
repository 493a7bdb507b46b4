import { anyWidth, expect, menuControl, test, workEntries } from './fixtures.ts';

// Every page of every build carries a policy that nothing on it breaks: every-page.build.spec.ts.
test.describe('Content-Security-Policy', { tag: anyWidth }, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(
          `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`,
        );
      });
    });
  });

  const violations = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  test('the islands work under the policy: theme, menu, preview, toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/work');
    // The first click is answered by the <head> script, the later ones by the island once awake.
    await page.getByRole('button', { name: 'Change theme color' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await workEntries(page).first().hover();
    await expect(page.locator('[data-preview-panel] img')).toBeVisible();
    await menuControl(page).click();
    await page.getByRole('dialog').getByRole('link', { name: '4. Contact' }).click();
    await page.getByRole('button', { name: 'Copy e-mail address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail address copied' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a project page may frame its own embed and nothing else', async ({ page }) => {
    await page.goto('/work/lyman-rentals');
    const policy = (await page
      .locator('meta[http-equiv="content-security-policy"]')
      .getAttribute('content'))!;
    expect(policy).toContain('frame-src https://www.lymanrentals.ca');
    // The frame comes when the visitor asks for it, and the policy lets it load.
    await page.getByRole('button', { name: 'Load Lyman Rentals Website' }).click();
    await expect(page.locator('iframe[src="https://www.lymanrentals.ca/"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A frame from anywhere else is refused.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://elsewhere.example/';
      document.body.append(frame);
    });
    await expect
      .poll(() => violations(page))
      .toContainEqual(expect.stringContaining('frame-src blocked https://elsewhere.example'));
  });
});
