import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { lighthouseExemptions } from '../../scripts/budgets.ts';
import { findChromium } from '../../scripts/lib/browsers.ts';
import { auditPage, gateFailures, lighthouseChromeFlags } from '../support/page-gates.ts';
import { allTestBuilds, testBuilds } from '../builds/test-builds.ts';
import { describeBuild, pagesCheckedOnce } from '../support/built-pages.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * The performance gates no timing decides (scripts/budgets.ts, tests/support/page-gates.ts), on every
 * page of the builds `npm test` makes, the fixture and content the tests do not own alike: one
 * Lighthouse run a page, which finds accessibility, best practices and SEO at 100, no failing insight
 * audit, its requests by type within budget and a DOM within its size. Pages are chosen as
 * every-page.build.spec.ts chooses them: the fixture under /portfolio/ and pages byte for byte the
 * fixture's are checked once. One test a page: its work is one load, whatever the content.
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
    { scope: 'worker' },
  ],
});

for (const build of allTestBuilds.filter((candidate) => candidate !== testBuilds.portfolio)) {
  describeBuild(build, (pages, served) => {
    for (const { route, path: shown } of pagesCheckedOnce(build, pages)) {
      test(`${shown}: Lighthouse's rule-based audits, its requests and its DOM within the gates`, async ({
        lighthouseChromium,
      }) => {
        test.setTimeout(90_000);
        const tab = await lighthouseChromium.newPage();
        try {
          const skip = lighthouseExemptions.filter((e) => e.route === shown).map((e) => e.audit);
          const facts = await auditPage(tab, new URL(route, served().origin).href, skip);
          expect(gateFailures(facts)).toEqual([]);
        } finally {
          await tab.close();
        }
      });
    }
  });
}
