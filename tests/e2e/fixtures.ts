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

/**
 * The tag of a test whose outcome no viewport can change (a page's content, what its HTML holds, a
 * timer's hand-over): held once, at the small width; what the layout decides is held at both.
 */
export const anyWidth = '@any-width';
