/**
 * Screenshots of every page, and of the interactive states (menu open, splash, work preview, toast,
 * viewer, embed), at 375px and 1440px in both colour modes, for looking at.
 * Usage: node scripts/screenshots.ts [baseUrl] [outDir]   (serve the build first: npm run preview)
 *
 * With --readme: the README's small set instead (Home, /work with a preview, a project page, the
 * open menu; phone and desktop; dark and light) as compact WebP files in docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { contentDir } from '../src/lib/content-location.ts';
import { colourModeKey, splashSeenKey } from '../src/lib/preferences.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { readProjects, routesFromContent } from './lib/site-content.ts';

const readme = process.argv.includes('--readme');
const [baseUrl = 'http://localhost:4321', outDir = readme ? 'docs/screenshots' : 'screenshots'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
// The pages of the content the served build was made from: the owner's, unless CONTENT_DIR says.
const routes = [...routesFromContent(readProjects(contentDir())), '/nope'];
const at = (route: string) => new URL(route.slice(1), `${baseUrl}/`).href;
mkdirSync(outDir, { recursive: true });

/** Hovers an entry of /work until its image shows in the preview. */
async function showPreview(page: Page) {
  await page.goto(at('/work'));
  await page.getByRole('main').getByRole('list').getByRole('link').nth(3).hover();
  await page.locator('[data-preview-panel] img').waitFor();
  await page.waitForTimeout(400);
}

/** Opens the menu; its control is a link until the island wakes, and the click is replayed. */
async function openMenu(page: Page) {
  const name = 'Open navigation';
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
}

/** The states only a visitor's actions reveal. */
async function captureStates(context: BrowserContext, suffix: string) {
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(outDir, `${name}-${suffix}.png`) });
  await page.goto(at('/'));
  await openMenu(page);
  await shot('state-menu-open');
  await showPreview(page);
  await shot('state-work-preview');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(at('/contact'));
  await page.getByRole('button', { name: 'Copy e-mail address' }).click();
  await page.getByRole('status').first().waitFor();
  await page.waitForTimeout(300);
  await shot('state-toast');
  // A project page's own states: a screenshot opened in the viewer, and the embed's preview.
  await page.goto(at('/work/haletale'));
  await page.locator('[aria-labelledby="screenshots-heading"] a').nth(1).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await shot('state-viewer-open');
  await page.goto(at('/work/lyman-rentals'));
  await page.evaluate(() => document.getElementById('embed-heading')?.scrollIntoView());
  await page.waitForLoadState('networkidle');
  await shot('state-embed-preview');
  await page.evaluate((key) => sessionStorage.removeItem(key), splashSeenKey);
  await page.goto(at('/?splash'));
  await page.waitForTimeout(800);
  await shot('state-splash');
  await page.close();
}

/** The README's set: one viewport each, as WebP, the desktop at 960 px wide (phones as they are). */
async function captureReadme(context: BrowserContext, suffix: string, width: number) {
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${name}-${suffix}.webp`);
    const image = sharp(await page.screenshot()).resize(Math.min(width, 960));
    await image.webp({ quality: 72, effort: 6 }).toFile(file);
    console.log(file);
  };
  await page.goto(at('/'));
  await shot('home');
  await showPreview(page);
  await shot('work');
  // A project with facts and links, its title near the top.
  await page.goto(at('/work/lyman-rentals'));
  await page.evaluate(() =>
    scrollTo(
      0,
      scrollY + (document.querySelector('main h1')?.getBoundingClientRect().top ?? 0) - innerHeight * 0.2,
    ),
  );
  await shot('project');
  await openMenu(page);
  await shot('menu');
  await page.close();
}

/** Every page, full length, its lazy images brought in first. */
async function capturePages(context: BrowserContext, suffix: string) {
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(at(route), { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${suffix}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(name);
  }
  await page.close();
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const mode of ['dark', 'light']) {
  for (const width of [375, 1440]) {
    // A visitor who chose `mode` and has seen the splash (only its own shot, ?splash, wants it).
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ({ chosen, keys }) => {
        localStorage.setItem(keys.colour, chosen);
        if (!location.search.includes('splash')) sessionStorage.setItem(keys.splash, '1');
      },
      { chosen: mode, keys: { colour: colourModeKey, splash: splashSeenKey } },
    );
    // Embeds and other outside requests are answered empty.
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.fulfill({ status: 204 }));
    if (readme) await captureReadme(context, `${width < 768 ? 'phone' : 'desktop'}-${mode}`, width);
    else {
      await capturePages(context, `${width}-${mode}`);
      await captureStates(context, `${width}-${mode}`);
    }
    await context.close();
  }
}
await browser.close();
