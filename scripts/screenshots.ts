/**
 * Screenshots of every page at 375px and 1440px in both colour modes, for looking at.
 * Usage: node scripts/screenshots.ts [baseUrl] [outDir]   (serve the build first: npm run preview)
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../tests/support/browser.ts';

const baseUrl = process.argv[2] ?? 'http://localhost:4321';
const outDir = process.argv[3] ?? 'screenshots';
const routes = ['/', '/work', '/about', '/contact', '/work/quote-kong', '/work/lyman-rentals', '/work/haletale', '/nope'];
const widths = [375, 1440];
const modes = ['dark', 'light'] as const;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const mode of modes) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript((chosen) => {
      localStorage.setItem('colour-mode', chosen);
      sessionStorage.setItem('splash-seen', '1');
    }, mode);
    // Nothing leaves the machine: embeds and other outside requests are answered empty.
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route.slice(1), `${baseUrl}/`).href, { waitUntil: 'networkidle' });
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}-${mode}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
