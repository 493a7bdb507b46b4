/**
 * Screenshots of every page, and of the interactive states (menu open, splash, work preview,
 * toast), at 375px and 1440px in both colour modes, for looking at.
 * Usage: node scripts/screenshots.ts [baseUrl] [outDir]   (serve the build first: npm run preview)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { routesFromContent } from './lib/site-content.ts';

const baseUrl = process.argv[2] ?? 'http://localhost:4321';
const outDir = process.argv[3] ?? 'screenshots';
const routes = [...routesFromContent(), '/nope'];
const widths = [375, 1440];
const modes = ['dark', 'light'] as const;

mkdirSync(outDir, { recursive: true });
/** The states only a visitor's actions reveal. */
async function captureStates(context: BrowserContext, suffix: string) {
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(outDir, `${name}-${suffix}.png`) });
  const at = (route: string) => new URL(route.slice(1), `${baseUrl}/`).href;

  await page.goto(at('/'));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').waitFor();
  await shot('state-menu-open');

  await page.goto(at('/work'));
  await page.getByRole('list', { name: 'Projects' }).getByRole('link').nth(3).hover();
  await page.locator('[data-preview-panel] img').waitFor();
  await page.waitForTimeout(400);
  await shot('state-work-preview');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(at('/contact'));
  await page.getByRole('button', { name: 'Copy e-mail address' }).click();
  await page.getByRole('status').first().waitFor();
  await page.waitForTimeout(300);
  await shot('state-toast');

  await page.evaluate(() => sessionStorage.removeItem('splash-seen'));
  await page.goto(at('/?splash'));
  await page.waitForTimeout(800);
  await shot('state-splash');
  await page.close();
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const mode of modes) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript((chosen) => {
      localStorage.setItem('colour-mode', chosen);
      // The splash covers every first page of a session; only its own shot (?splash) wants it.
      if (!location.search.includes('splash')) sessionStorage.setItem('splash-seen', '1');
    }, mode);
    // Nothing leaves the machine: embeds and other outside requests are answered empty.
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route.slice(1), `${baseUrl}/`).href, { waitUntil: 'networkidle' });
      // Bring lazy images in before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}-${mode}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(name);
    }
    await captureStates(context, `${width}-${mode}`);
    await context.close();
  }
}
await browser.close();
