/**
 * The every-engine fixture: each Playwright project names an engine and a viewport, and tests get
 * an `EnginePage` from that engine's adapter. The browser (or WebDriver server) lives as long as
 * the worker, and so does its tab with scripts (in WebKit, its browser with scripts), which each test
 * leaves at about:blank with the storage it used cleared (engine-page.ts, `leaveAsFound`); a page
 * without scripts, or a test's second page, gets a fresh browser context. No storage passes from one
 * test to the next; the browser's memory cache does, as a returning visitor's would, and no test reads
 * whether a file came from it.
 * The test fails if the page logged a console error or threw.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type Browser as ChromiumBrowser,
  type Page as ChromiumPage,
} from '@playwright/test';
import type { Browser as FirefoxBrowser, Page as FirefoxPage } from 'puppeteer-core';
import type { EngineName } from '../../scripts/lib/browsers.ts';
import { servePages } from '../../scripts/lib/pages-server.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { testBuildPath, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import { testChromium } from '../support/test-chromium.ts';
import { madeUpPages } from '../support/wcag.ts';
import { launchFirefox, newFirefoxTab, openFirefoxPage } from './adapters/firefox.ts';
import { newPlaywrightTab, openPlaywrightPage } from './adapters/playwright.ts';
import { openWebKitPage, startWebKitDriver, type WebKitDriver } from './adapters/webkit.ts';
import type { EnginePage, PageOptions, Viewport } from './engine-page.ts';

export const viewports = {
  phone: { name: 'phone', width: 375, height: 812 },
  desktop: { name: 'desktop', width: 1440, height: 900 },
} as const satisfies Record<string, Viewport>;

export interface EngineOptions {
  engine: EngineName;
  display: Viewport;
}

/** Opens pages in the worker's engine. */
type PageOpener = (options: PageOptions) => Promise<{ page: EnginePage; close: () => Promise<void> }>;

/** A worker fixture: the origin the worker serves a test build at, which must have been built. */
const servedBuild = (
  build: TestBuild,
): [(args: object, use: (origin: string) => Promise<void>) => Promise<void>, { scope: 'worker' }] => [
  async ({}, use: (origin: string) => Promise<void>) => {
    const dist = testBuildPath(build);
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error(`${build.dir}/ is missing: run npm run test:builds`);
    const served = await servePages(dist, build.base);
    await use(served.origin);
    await served.close();
  },
  { scope: 'worker' },
];

export const test = base.extend<
  { site: EnginePage; openPage: PageOpener },
  {
    engine: EngineName;
    display: Viewport;
    engineHandle: {
      chromium?: ChromiumBrowser;
      /** Chromium's tab with scripts, kept for the worker's tests (adapters/playwright.ts). */
      chromiumTab?: ChromiumPage | undefined;
      firefox?: FirefoxBrowser;
      /** Firefox's tab with scripts, kept for the worker's tests (adapters/firefox.ts). */
      firefoxTab?: FirefoxPage | undefined;
      /** Firefox with JavaScript off, started for the worker's first test that needs it. */
      firefoxWithoutScripts?: FirefoxBrowser;
      webkit?: WebKitDriver;
      /** WebKit's browser with scripts, kept for the worker's tests (adapters/webkit.ts). */
      webkitWithScripts?: WebdriverIO.Browser | undefined;
    };
    /** Where the worker serves the developer's write-up (tests/engines/write-up.ts). */
    writeUpOrigin: string;
    /** Where the worker serves an owner's first week, with their own links (owner-links.spec.ts). */
    firstWeekOrigin: string;
    /** Where the worker serves one project and notes, with search and no analytics (notes.spec.ts). */
    notesOrigin: string;
    /** Where the worker serves the made-up pages that each break a WCAG criterion (wcag.spec.ts). */
    madeUpOrigin: string;
  }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  display: [viewports.desktop, { option: true, scope: 'worker' }],
  engineHandle: [
    async ({ engine, display, playwright }, use) => {
      if (engine === 'chromium') {
        const chromium = await playwright.chromium.launch(testChromium());
        await use({ chromium });
        await chromium.close();
      } else if (engine === 'firefox') {
        const handle: { firefox: FirefoxBrowser; firefoxWithoutScripts?: FirefoxBrowser } = {
          firefox: await launchFirefox({ javaScript: true }),
        };
        await use(handle);
        await handle.firefox.close();
        await handle.firefoxWithoutScripts?.close();
      } else if (engine === 'webkit') {
        const webkit = await startWebKitDriver({ screen: display });
        await use({ webkit });
        await webkit.stop();
      }
    },
    // Starting a browser can take a busy machine most of a minute: a deadline for a stuck start only.
    { scope: 'worker', timeout: 120_000 },
  ],
  // Here rather than in the specs that use them: a worker fixture of their own would give those
  // tests workers of their own, each starting its engine again.
  writeUpOrigin: servedBuild(testBuilds.writeUp),
  firstWeekOrigin: servedBuild(testBuilds.threeProjects),
  notesOrigin: servedBuild(testBuilds.oneProject),
  madeUpOrigin: [
    async ({}, use) => {
      const served = await servePages(path.join(repoRoot, madeUpPages));
      await use(served.origin);
      await served.close();
    },
    { scope: 'worker' },
  ],
  openPage: async ({ engine, engineHandle, baseURL, display }, use) => {
    const origin = baseURL!;
    const opened: (() => Promise<void>)[] = [];
    let keptTabTaken = false;
    await use(async (options) => {
      let result: { page: EnginePage; close: () => Promise<void> };
      if (engine === 'webkit') {
        const driver = engineHandle.webkit!;
        if (options.javaScript) engineHandle.webkitWithScripts ??= await driver.newSession(options);
        else {
          await engineHandle.webkitWithScripts?.deleteSession();
          engineHandle.webkitWithScripts = undefined;
        }
        const opened = await openWebKitPage(driver, origin, display, options, engineHandle.webkitWithScripts);
        result = {
          page: opened.page,
          // A browser its test left stuck (a failed test) is not handed to the next one.
          close: () =>
            opened.close().catch(async () => {
              await engineHandle.webkitWithScripts?.deleteSession().catch(() => undefined);
              engineHandle.webkitWithScripts = undefined;
            }),
        };
      } else if (!options.javaScript) {
        // JavaScript is a browser-wide preference in Firefox: pages without it need a browser of their
        // own, one a worker. A page without it opens in a fresh browser context.
        result =
          engine === 'firefox'
            ? await openFirefoxPage(
                (engineHandle.firefoxWithoutScripts ??= await launchFirefox(options)),
                origin,
                display,
              )
            : await openPlaywrightPage(engineHandle.chromium!, origin, display, options);
      } else {
        // A page with scripts opens in the worker's kept tab, unless this test already has it.
        const keep = !keptTabTaken;
        keptTabTaken = true;
        const opened =
          engine === 'firefox'
            ? await openFirefoxPage(
                engineHandle.firefox!,
                origin,
                display,
                keep ? (engineHandle.firefoxTab ??= await newFirefoxTab(engineHandle.firefox!)) : undefined,
              )
            : await openPlaywrightPage(
                engineHandle.chromium!,
                origin,
                display,
                options,
                keep
                  ? (engineHandle.chromiumTab ??= await newPlaywrightTab(engineHandle.chromium!, options))
                  : undefined,
              );
        result = {
          page: opened.page,
          close: () =>
            opened.close().catch(async () => {
              if (!keep) return;
              // A tab its test left stuck (a failed test) is not handed to the next one.
              const stuck = engineHandle.firefoxTab?.browserContext() ?? engineHandle.chromiumTab?.context();
              engineHandle.firefoxTab = engineHandle.chromiumTab = undefined;
              await stuck?.close().catch(() => undefined);
            }),
        };
      }
      opened.push(result.close);
      return result;
    });
    for (const close of opened) await close();
  },
  site: async ({ openPage }, use) => {
    const { page } = await openPage({ javaScript: true });
    await use(page);
    expect(await page.errors(), 'console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };
