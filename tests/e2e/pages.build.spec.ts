import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { lighthouseExemptions } from '../../scripts/budgets.ts';
import { findChromium } from '../../scripts/lib/browsers.ts';
import { checkPage, lighthouseChromeFlags, narrowestPhone } from '../support/page-gates.ts';
import { proves } from '../support/evidence-reporter.ts';
import { allTestBuilds, testBuilds } from '../builds/test-builds.ts';
import { describeBuild, onePageOfEachKind, pagesCheckedOnce } from '../support/built-pages.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * Every kind of page of the builds `npm test` makes, the tests' fixture and content they do not own
 * alike (the owner's, an owner's edits, a developer's write-up): in each build the largest page of
 * each kind (the home page, /work, a project, a technology, a note…), loaded once in Chromium and held
 * to every check that no timing decides (tests/support/page-gates.ts): Lighthouse's best practices
 * and SEO at 100, no failing insight audit, its requests by type and its DOM within the gates; no
 * script file run before a touch; its Content-Security-Policy there and unbroken; axe in both colour
 * modes; nothing wider than a 320 px phone. What any valid content meets, so nothing here names a
 * project. A page byte for byte the fixture's at the same path (the owner's content while it is
 * still the sample, the pages a write-up leaves alone) is the same page, checked once. One test a
 * page, its time limit growing with the page: fifty projects make no more tests.
 */

/** Lighthouse drives its own Chromium, through a DevTools port: one per worker. */
const test = base.extend<object, { lighthouseChromium: Browser }>({
  lighthouseChromium: [
    async ({}, use) => {
      const chrome: LaunchedChrome = await launch({
        chromePath: findChromium(),
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
});

/**
 * The widths axe looks at: the fixture at the root and the developer's write-up at a phone's and a
 * desktop's, the rest at a phone's.
 */
const axeWidths = (buildDir: string) =>
  buildDir === testBuilds.root.dir || buildDir === testBuilds.writeUp.dir ? [375, 1440] : [375];

for (const build of allTestBuilds) {
  describeBuild(build, (pages, served) => {
    for (const { route, path: shown, bytes } of onePageOfEachKind(build, pagesCheckedOnce(build, pages))) {
      test(
        `${shown}: the gates, no script before a touch, its policy, axe in both modes, 320 px`,
        { tag: [proves('axe'), proves('target-size'), proves('reflow')] },
        async ({ lighthouseChromium }) => {
          // Lighthouse's trace and axe's scan grow with the page: 90 s, and 1 s more a 10 KB of HTML.
          test.setTimeout(90_000 + bytes / 10);
          test.info().annotations.push({
            type: 'widths',
            description: [...axeWidths(build.dir), narrowestPhone].join(' '),
          });
          const tab = await lighthouseChromium.newPage();
          try {
            const skipAudits = lighthouseExemptions.filter((e) => e.route === shown).map((e) => e.audit);
            const url = new URL(route, served().origin).href;
            const firstPage = new URL(build.base, served().origin).href;
            expect(
              await checkPage(tab, url, { skipAudits, axeWidths: axeWidths(build.dir), firstPage }),
            ).toEqual([]);
          } finally {
            await tab.close();
          }
        },
      );
    }
  });
}
