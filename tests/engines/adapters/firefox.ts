import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type ConsoleMessage, type Page } from 'puppeteer-core';
import { findEngine } from '../../../scripts/lib/browsers.ts';
import {
  swipePath,
  type EnginePage,
  type Key,
  type PageOptions,
  type Target,
  type Viewport,
  leaveAsFound,
} from '../engine-page.ts';
import { locateInPage, notFound } from './locate.ts';

/** Starts Firefox ESR headless over WebDriver BiDi; `javaScript: false` needs its own browser. */
export function launchFirefox(options: PageOptions): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findEngine('firefox'),
    headless: true,
    // No test here reads the network through puppeteer, and its network events cost Firefox's
    // parent process work on every request: without them the Firefox tests took 154 CPU-s, not 207.
    // A test that needs them (`page.on('request')` hears nothing now) turns this back on.
    networkEnabled: false,
    extraPrefsFirefox: {
      'javascript.enabled': options.javaScript,
      // A closed network: no update, telemetry or captive-portal checks.
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'toolkit.telemetry.enabled': false,
      // Work no test reads, off: the disk cache's writes (the memory cache still serves a visit's
      // later pages), a spare content process started ahead of need, and the site-specific fixes
      // of the web-compatibility add-on. Firefox took about a tenth less CPU for the same tests.
      'browser.cache.disk.enable': false,
      'dom.ipc.processPrelaunch.enabled': false,
      'extensions.webcompat.enabled': false,
      // The browser's own bookkeeping of a visit, which no test reads: history, the tab's icon,
      // the session kept for a crash, and the accessibility service. About a tenth less CPU a visit.
      'places.history.enabled': false,
      'browser.chrome.site_icons': false,
      'browser.sessionstore.resume_from_crash': false,
      'accessibility.force_disabled': 1,
      // Half as many frames painted while something moves, as on a phone saving its battery: no
      // behaviour here counts frames (animations are held or awaited, tests/engines/visitor.ts).
      // About a sixth less CPU a visit.
      'layout.frame_rate': 30,
      // Headless Firefox has no pointing device and answers `(hover: none)`, so hover effects
      // (src/styles/breakpoints.ts) would never show. These tests drive a mouse: say so (fine | hover).
      'ui.primaryPointerCapabilities': 6,
      'ui.allPointerCapabilities': 6,
    },
  });
}

/** A tab of its own browser context, to open pages in (`openFirefoxPage`). */
export async function newFirefoxTab(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  return context.newPage();
}

/**
 * Firefox through puppeteer-core, in a fresh browser context, or in `reused`: a tab with scripts that
 * the worker keeps for its tests, which each test leaves as it found it (see `leaveAsFound`).
 */
export async function openFirefoxPage(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  reused?: Page,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const page: Page = reused ?? (await newFirefoxTab(browser));
  await page.setViewport({ width: viewport.width, height: viewport.height });
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: unknown) =>
    errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);

  // Real pointer input at the element's centre. (puppeteer's ElementHandle.click ends the
  // browser's session when the page's JavaScript is off, so the centre is found here instead.)
  const centreOf = async (target: Target): Promise<{ x: number; y: number }> => {
    const handle = (await page.evaluateHandle(locateInPage, target)).asElement();
    if (!handle) throw notFound(target);
    const centre = await handle.evaluate((node) => {
      const element = node as Element;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // The centre of its first box, as WebDriver's "in-view center point" is: a link that wraps
      // has one box a line, and the middle of their bounding box can lie on neither.
      const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await handle.dispose();
    return centre;
  };
  // Polled from here: with JavaScript off, timers in the page never run.
  const waitForPath = async (path: string) => {
    const deadline = Date.now() + 10_000;
    const arrived = () =>
      page
        .evaluate(
          (wanted: string) => location.pathname === wanted && document.readyState === 'complete',
          path,
        )
        .catch(() => false);
    while (!(await arrived())) {
      if (Date.now() > deadline) throw new Error(`never reached ${path}`);
      await sleep(50);
    }
  };

  return {
    page: {
      engine: 'firefox',
      version: (await browser.version()).replace(/^firefox\//, ''),
      viewport: { width: viewport.width, height: viewport.height },
      goto: async (path) => {
        await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
      },
      waitForPath,
      path: async () => new URL(page.url()).pathname,
      // The history's own Back: puppeteer's goBack over BiDi lost the page ("Frame detached")
      // on a page restored from Firefox's back/forward cache.
      back: async () => {
        await page.evaluate(() => history.back());
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
      run: async (source) => void (await page.evaluate(source)),
      click: async (target) => {
        const { x, y } = await centreOf(target);
        await page.mouse.click(x, y);
      },
      hover: async (target) => {
        const { x, y } = await centreOf(target);
        await page.mouse.move(x, y);
      },
      movePointer: (x, y) => page.mouse.move(x, y),
      swipe: async (from, to) => {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (const point of swipePath(from, to)) await page.mouse.move(point.x, point.y, { steps: 3 });
        await page.mouse.up();
      },
      press: async (key: Key) => {
        if (key === 'Shift+Tab') {
          await page.keyboard.down('Shift');
          await page.keyboard.press('Tab');
          await page.keyboard.up('Shift');
        } else {
          await page.keyboard.press(key);
        }
      },
      type: async (text) => {
        await page.keyboard.type(text);
      },
      resize: async (width, height) => {
        await page.setViewport({ width, height });
        return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      },
      screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
      errors: async () => [...errors],
    },
    close: async () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (!reused) return void (await page.browserContext().close());
      await page.evaluate(leaveAsFound);
      await page.goto('about:blank');
      // A button or key a failed test left pressed is let go, where no page hears it.
      await page.mouse.reset();
    },
  };
}
