import { test as base, expect, type Page } from '@playwright/test';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';
import { colourModeKey, splashSeenKey } from '../../src/lib/browser/preferences.ts';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { testChromium } from '../support/test-chromium.ts';

/** The remembered mode a test starts with; null starts as a first-time visitor would. */
export type ColourMode = 'dark' | 'light' | null;

/**
 * Every test runs offline: requests that leave 127.0.0.1 (the embedded sites, say) are answered
 * with an empty page. Tests choose a colour mode with `colourMode`; the splash is skipped
 * unless a test asks for a first visit.
 */
export const test = base.extend<{ colourMode: ColourMode; firstVisit: boolean }>({
  // Debian's Chromium headless shell (tests/support/test-chromium.ts).
  browser: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch(testChromium());
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  colourMode: ['dark', { option: true }],
  firstVisit: [false, { option: true }],
  context: async ({ context, colourMode, firstVisit }, use) => {
    // A pattern, not a function: a function is asked about every request the page makes.
    await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost)[:/])/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Embedded page</title>',
      }),
    );
    await context.addInitScript(
      ({ mode, first, keys }) => {
        // Only on the first document of the test, so that a test's own changes survive reloads.
        if (sessionStorage.getItem('test-prepared')) return;
        sessionStorage.setItem('test-prepared', '1');
        if (mode) localStorage.setItem(keys.colourMode, mode);
        if (!first) sessionStorage.setItem(keys.splashSeen, '1');
      },
      { mode: colourMode, first: firstVisit, keys: { colourMode: colourModeKey, splashSeen: splashSeenKey } },
    );
    await use(context);
  },
});

export { expect };

/**
 * The spec's projects in list order: list title, list category, page title, page category, year.
 * Written out on purpose: these are the spec's expected values, which the tests hold the site's
 * content to (route lists, by contrast, come from the content: tests/e2e/routes.ts).
 */
export const specProjects = [
  {
    slug: 'quote-kong',
    listTitle: 'Quote Kong',
    listCategory: 'Web Dev',
    title: 'Quote Kong',
    category: 'Web Development',
    year: '2025',
  },
  {
    slug: 'airplane-identification',
    listTitle: 'Airplane Identification',
    listCategory: 'Machine Learning',
    title: 'Airplane Identification',
    category: 'Machine Learning',
    year: '2025',
  },
  {
    slug: 'vib-digital',
    listTitle: 'ViB Digital',
    listCategory: 'Mobile App',
    title: 'ViB Digital',
    category: 'Mobile App',
    year: '2025',
  },
  {
    slug: 'lyman-rentals',
    listTitle: 'Lyman Rentals',
    listCategory: 'Web Dev',
    title: 'Lyman Rentals',
    category: 'Web Development',
    year: '2024/2025',
  },
  {
    slug: 'windrush-tech',
    listTitle: 'Windrush Technical',
    listCategory: 'Web Dev',
    title: 'Windrush Technical',
    category: 'Web Development',
    year: '2025',
  },
  {
    slug: 'parent-pal',
    listTitle: 'ParentPal',
    listCategory: 'Mobile App',
    title: 'Parent Pal',
    category: 'Mobile App',
    year: '2025',
  },
  {
    slug: 'haletale',
    listTitle: 'Haletale',
    listCategory: 'Mobile App',
    title: 'Haletale',
    category: 'Mobile Development',
    year: '2024',
  },
] as const;

/** The header's menu control: a button the platform runs, with or without JavaScript (no-js.spec.ts). */
export const menuControl = (page: Page) => page.getByRole('button', { name: 'Open navigation' });

/** The entries of a project list (/work, a technology's page): the links of the list named Projects. */
export const workEntries = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Projects' }).getByRole('link');

/** The splash layer, as a CSS selector (for locators and for scripts run in the page). */
export const splashSelector = `#${splashScreenId}`;

/** The island of a component (by its file name, e.g. "SiteMenu"), as a CSS selector. */
export const islandSelector = (component: string) =>
  `${islandMarkup.element}[${islandMarkup.code.component}*="/${component}."]`;

/** The same island while it sleeps (Astro has not hydrated it yet). */
export const sleepingIslandSelector = (component: string) =>
  `${islandSelector(component)}[${islandMarkup.sleeping}]`;

/**
 * Stops the page's timers where they are (Playwright's clock, installed before the page loaded):
 * from now on they fire only as the test runs the clock on, however slowly the test gets there.
 */
export async function pausePageClock(page: Page): Promise<void> {
  // The clock runs on while the test asks for its time: pause a little ahead of it, and should the
  // clock have passed that by the time the request arrives (a slow machine), ask again.
  for (let ahead = 100; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 10_000) throw error;
    }
  }
}

/**
 * The tag of a test whose outcome no viewport can change (a page's content, what its HTML holds, a
 * timer's hand-over): held once, at the small width; what the layout decides is held at both.
 */
export const anyWidth = '@any-width';

/**
 * Opens the screenshot viewer on a thumbnail as a visitor does: the pointer comes over it, which
 * wakes the viewer's island (until then a thumbnail is its link; awake, it says it opens a dialog),
 * then the click.
 */
export async function openViewerAt(page: Page, thumbnail: string) {
  const image = page.getByRole('img', { name: thumbnail });
  await image.hover();
  await expect(page.getByRole('link').filter({ has: image })).toHaveAttribute('aria-haspopup', 'dialog');
  await image.click();
}
