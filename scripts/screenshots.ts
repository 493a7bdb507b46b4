/**
 * Screenshots of every page, and of the interactive states (menu open, splash, work preview, toast,
 * viewer, embed), at 375px and 1440px in both colour modes, for looking at.
 * Usage: node scripts/screenshots.ts [baseUrl] [outDir]   (serve the build first: npm run preview)
 *
 * With --readme: the README's small set instead (Home, /work with a preview, a project page, the
 * open menu; phone and desktop; dark and light) as compact WebP files in docs/screenshots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { contentDir } from '../src/lib/content/content-location.ts';
import { embedHeadingId, screenshotsHeadingId } from '../src/lib/markup/element-ids.ts';
import { workListSelector } from '../src/lib/markup/navigation.ts';
import { colourModeKey, splashSeenKey } from '../src/lib/browser/preferences.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { contentRoutes } from './lib/site-content.ts';

type Step = (page: Page) => Promise<unknown>;
type Shot = [name: string, route: string, step?: Step, fullPage?: boolean];

const readme = process.argv.includes('--readme');
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const [baseUrl = 'http://localhost:4321', outDir = readme ? 'docs/screenshots' : 'screenshots'] = args;
/** A route of the site ('/work'), under the served build's address and base. */
const urlOf = (route: string) => new URL(route.slice(1), `${baseUrl}/`).href;

/** `action` on what the Playwright selector `target` finds, then waits until `shows` finds something. */
const until =
  (action: 'click' | 'hover', target: string, shows: string): Step =>
  async (page) => {
    await page.locator(target).first()[action]();
    await page.locator(shows).first().waitFor();
  };
const openMenu = until('click', 'role=button[name="Open navigation"]', 'role=dialog');
// The fourth entry, or the last of fewer.
const fourthEntry = `main ${workListSelector} li:nth-child(-n + 4) a >> nth=-1`;
const showPreview = until('hover', fourthEntry, '[data-preview-panel] img');
const toTitle: Step = (page) =>
  page
    .locator('main h1')
    .evaluate((h1) => scrollTo(0, scrollY + h1.getBoundingClientRect().top - innerHeight * 0.2));
const eagerImages: Step = (page) =>
  page
    .locator('img[loading="lazy"]')
    .evaluateAll((all: HTMLImageElement[]) => all.forEach((i) => (i.loading = 'eager')));

// The pages of the content the served build was made from (the owner's, unless CONTENT_DIR says),
// full length, their lazy images loaded first; then the states only a visitor's actions reveal.
const routes = [...contentRoutes(contentDir()), '/nope'];
const name = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));
const pages = routes.map((route): Shot => [name(route), route, eagerImages, true]);
// A project page's own states, on the first project that has each (any content, not the sample's).
const projectRoutes = routes.filter((route) => route.startsWith('/work/'));
const html = async (route: string) => (await fetch(urlOf(route))).text();
const fetched = await Promise.all(projectRoutes.map(async (route) => ({ route, html: await html(route) })));
const firstWith = (id: string) => fetched.find((page) => page.html.includes(`id="${id}"`))?.route;
const openViewer: Step = async (page) => {
  const gallery = `[aria-labelledby="${screenshotsHeadingId}"]`;
  // Until the viewer's island has woken, a thumbnail is its link: reached for first, it wakes it.
  await page.locator(`${gallery} a >> nth=1`).hover();
  await page.locator(`${gallery} a[aria-haspopup="dialog"]`).first().waitFor();
  await until('click', `${gallery} a >> nth=1`, 'role=dialog')(page);
};
const toEmbed: Step = (page) => page.locator(`#${embedHeadingId}`).evaluate((h) => h.scrollIntoView());
const states = (
  [
    ['state-menu-open', '/', openMenu],
    ['state-work-preview', '/work', showPreview],
    ['state-toast', '/contact', until('click', 'role=button[name="Copy e-mail address"]', 'role=status')],
    ['state-viewer-open', firstWith(screenshotsHeadingId), openViewer],
    ['state-embed-preview', firstWith(embedHeadingId), toEmbed],
    ['state-splash', '/?splash', (page) => page.waitForTimeout(400)],
  ] satisfies [string, string | undefined, Step][]
).filter((shot): shot is [string, string, Step] => shot[1] !== undefined);
// The README's: one viewport each; a project page (one with an embed, if any), its title near the top.
const project = firstWith(embedHeadingId) ?? projectRoutes[0] ?? '/work';
const readmeShots: Shot[] = [
  ['home', '/'],
  ['work', '/work', showPreview],
  ['project', project, toTitle],
  ['menu', project, async (page) => [await toTitle(page), await openMenu(page)]],
];

/** Opens `route`, takes `step`, lets the page settle and gives its screenshot (PNG). */
async function capture(page: Page, [, route, step, fullPage]: Shot) {
  await page.goto(urlOf(route), { waitUntil: 'networkidle' });
  await step?.(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  return page.screenshot({ fullPage: fullPage ?? false });
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const mode of ['dark', 'light'])
  for (const width of [375, 1440]) {
    // A visitor who chose `mode` and has seen the splash (only its own shot, ?splash, wants it).
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      reducedMotion: 'reduce',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addInitScript(
      ({ chosen, keys }) => {
        localStorage.setItem(keys.colour, chosen);
        if (location.search.includes('splash')) sessionStorage.removeItem(keys.splash);
        else sessionStorage.setItem(keys.splash, '1');
      },
      { chosen: mode, keys: { colour: colourModeKey, splash: splashSeenKey } },
    );
    // Embeds and other outside requests are answered empty.
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    for (const shot of readme ? readmeShots : [...pages, ...states]) {
      const png = await capture(page, shot);
      const suffix = readme ? `${width < 768 ? 'phone' : 'desktop'}-${mode}.webp` : `${width}-${mode}.png`;
      const file = path.join(outDir, `${shot[0]}-${suffix}`);
      // The README's as compact WebP, the desktop at 960 px wide (phones as they are).
      if (readme) await sharp(png).resize(Math.min(width, 960)).webp({ quality: 72, effort: 6 }).toFile(file);
      else writeFileSync(file, png);
      console.log(file);
    }
    await context.close();
  }
await browser.close();
