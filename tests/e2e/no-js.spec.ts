import { isPageHref } from '../support/crawl.ts';
import { anyWidth, expect, splashSelector, test } from './fixtures.ts';
import { fixtureRoutes } from './routes.ts';

test.use({ javaScriptEnabled: false });

const allRoutes = fixtureRoutes;

test.describe('with JavaScript turned off', { tag: anyWidth }, () => {
  for (const route of allRoutes) {
    test(`${route} shows its content and images, and nothing covers it`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      const images = page.getByRole('main').getByRole('img');
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), route)
          .toBeGreaterThan(0);
      }
      // Nothing covers the page: the element at the centre of the viewport belongs to the page.
      const covered = await page.evaluate((overlays) => {
        const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        return Boolean(element?.closest(overlays));
      }, `${splashSelector}, dialog[open], dialog:popover-open`);
      expect(covered, `${route} is covered by an overlay`).toBe(false);
    });
  }

  test('every page can be reached by clicking from Home', async ({ page }) => {
    // A click and a page load for each page the walk finds.
    test.setTimeout(20_000 + 8_000 * allRoutes.length);
    const reached = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length) {
      const from = queue.shift()!;
      await page.goto(from);
      const targets = await page
        .locator('a[href^="/"]:visible')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
      for (const target of targets.filter((href) => !reached.has(href) && isPageHref(href))) {
        if (new URL(page.url()).pathname !== from) await page.goBack();
        await page.locator(`a[href="${target}"]:visible`).first().click();
        await expect(page).toHaveURL(new RegExp(`${target === '/' ? '/$' : `${target}$`}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        reached.add(target);
        queue.push(target);
      }
    }
    expect([...reached].sort()).toEqual([...allRoutes].sort());
  });

  // The screenshots' own widths (the fixture's projects/*/screens).
  for (const { path, count, width } of [
    { path: '/work/haletale', count: 5, width: 750 },
    { path: '/work/quote-kong', count: 3, width: 1440 },
  ]) {
    test(`each screenshot on ${path} is a link to its full-size image`, async ({ page, request }) => {
      // Each screenshot's image is opened, then the page again.
      test.setTimeout(15_000 + 6_000 * count);
      await page.goto(path);
      const section = page.getByRole('region', { name: /^Images of/ });
      const links = section.getByRole('link');
      await expect(links).toHaveCount(count);
      for (const link of await links.all()) {
        const target = await link.getAttribute('href');
        const response = await request.get(target!);
        expect(response.ok(), target!).toBe(true);
        expect(response.headers()['content-type'], target!).toMatch(/^image\//);
        // Full size: the image the link opens is the screenshot at its own width.
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.]/g, '\\.')}$`));
        const fullWidth = await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
        expect(fullWidth, target!).toBe(width);
        await page.goBack();
      }
    });
  }

  test('the menu opens from its button, closes on Escape and its close button, and its links lead on', async ({
    page,
  }) => {
    await page.goto('/');
    const control = page.getByRole('button', { name: 'Open navigation' });
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await control.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(control).toBeFocused();
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Close navigation' }).click();
    await expect(menu).toBeHidden();
    await control.click();
    await menu.getByRole('link', { name: '3. About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
