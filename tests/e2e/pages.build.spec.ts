import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { lighthouseExemptions } from '../../scripts/budgets.ts';
import { findHeadlessChromium } from '../../scripts/lib/browsers.ts';
import { inspectPage, lighthouseChromeFlags, lighthouseFailures } from '../support/page-gates.ts';
import { proves } from '../support/evidence-reporter.ts';
import { reflowViewport } from '../support/wcag.ts';
import { allTestBuilds, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import {
  builtPages,
  describeBuild,
  largestOfEachKind,
  onePageOfEachKind,
  pagesCheckedOnce,
} from '../support/built-pages.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * Every kind of page of the builds `npm test` makes, the tests' fixture and content they do not own
 * alike (the owner's, an owner's edits, a developer's write-up), loaded in Chromium and held to every
 * check that no timing decides (tests/support/page-gates.ts). A kind is a page's template and the
 * parts it shows (tests/support/built-pages.ts); its largest page holds the most of the content.
 * - In each build, the largest page of each kind: no script file run before a touch; its
 *   Content-Security-Policy there and unbroken; axe in both colour modes; nothing wider than a
 *   320 px phone. These read the content and the build's settings (its policy, its base).
 * - Over all the builds, the largest page of each kind: Lighthouse's best practices and SEO at 100,
 *   no failing insight audit, its requests by type and its DOM within the gates. Those are the
 *   template's, and the one page of each kind that has the most content, its images above all, is
 *   held to them; a Lighthouse run costs a core several seconds.
 * What any valid content meets, so nothing here names a project. A page byte for byte the fixture's
 * at the same path (the owner's content while it is still the sample, the pages a write-up leaves
 * alone) is the same page, checked once. One test a page, its time limit growing with the page:
 * fifty projects make no more tests.
 */

/**
 * Lighthouse drives its own Chromium (the headless shell), through a DevTools port: one per worker.
 * The page checks keep one tab of it a worker (`checkTab`): a new tab a page cost Chromium a renderer
 * process each time. A test leaves it on about:blank; a failed one closes it, for a fresh tab next.
 */
const test = base.extend<
  { checkTab: Page },
  { lighthouseChromium: Browser; keptTab: { tab?: Page | undefined } }
>({
  lighthouseChromium: [
    async ({}, use) => {
      const chrome: LaunchedChrome = await launch({
        chromePath: findHeadlessChromium(),
        chromeFlags: lighthouseChromeFlags,
        logLevel: 'error',
      });
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await use(browser);
      await browser.disconnect();
      chrome.kill();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  keptTab: [async ({}, use) => use({}), { scope: 'worker' }],
  checkTab: async ({ lighthouseChromium, keptTab }, use, testInfo) => {
    const tab = (keptTab.tab ??= await lighthouseChromium.newPage());
    await use(tab);
    const leftAsFound =
      testInfo.status === testInfo.expectedStatus &&
      (await tab.goto('about:blank').then(
        () => true,
        () => false,
      ));
    if (!leftAsFound) {
      keptTab.tab = undefined;
      await tab.close().catch(() => undefined);
    }
  },
});

/**
 * The widths axe looks at: the fixture at the root and the developer's write-up at a phone's and a
 * desktop's, the rest at a phone's.
 */
const axeWidths = (buildDir: string) =>
  buildDir === testBuilds.root.dir || buildDir === testBuilds.writeUp.dir ? [375, 1440] : [375];

const checkedPages = (build: TestBuild) => pagesCheckedOnce(build, builtPages(build));
/** The page of each kind over all the builds that Lighthouse audits. */
const audited = [...largestOfEachKind(allTestBuilds, checkedPages).values()];

for (const build of allTestBuilds) {
  describeBuild(build, (pages, served) => {
    /** Opens a tab of the worker's Chromium on `route` of this build, for `check`. */
    const inTab = async (
      browser: Browser,
      check: (tab: Page, url: string) => Promise<string[]>,
      route: string,
    ) => {
      const tab = await browser.newPage();
      try {
        return await check(tab, new URL(route, served().origin).href);
      } finally {
        await tab.close();
      }
    };

    for (const { route, path: shown, bytes } of onePageOfEachKind(build, pagesCheckedOnce(build, pages))) {
      test(
        `${shown}: no script before a touch, its policy, axe in both modes, 320 px`,
        { tag: [proves('axe'), proves('target-size'), proves('reflow')] },
        async ({ checkTab }) => {
          // Axe's scan grows with the page: 60 s, and 1 s more a 10 KB of HTML.
          test.setTimeout(60_000 + bytes / 10);
          test.info().annotations.push({
            type: 'widths',
            description: [...axeWidths(build.dir), reflowViewport.width].join(' '),
          });
          const url = new URL(route, served().origin).href;
          expect(await inspectPage(checkTab, url, { axeWidths: axeWidths(build.dir) })).toEqual([]);
        },
      );
    }

    for (const { page } of audited.filter((kind) => kind.build === build)) {
      test(`${page.path}: Lighthouse's gates, the largest page of its kind in any build`, async ({
        lighthouseChromium,
      }) => {
        // Lighthouse's trace grows with the page: 90 s, and 1 s more a 10 KB of HTML.
        test.setTimeout(90_000 + page.bytes / 10);
        const skipAudits = lighthouseExemptions
          .filter((e) => e.route === page.defaultPath)
          .map((e) => e.audit);
        const firstPage = new URL(build.base, served().origin).href;
        const failures = await inTab(
          lighthouseChromium,
          (tab, url) => lighthouseFailures(tab, url, { skipAudits, firstPage }),
          page.route,
        );
        expect(failures).toEqual([]);
      });
    }
  });
}
