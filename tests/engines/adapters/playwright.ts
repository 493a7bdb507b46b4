import type { Browser, ConsoleMessage, ElementHandle, Page } from '@playwright/test';
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

/** A tab of its own browser context, with or without JavaScript, to open pages in (`openPlaywrightPage`). */
export async function newPlaywrightTab(browser: Browser, options: PageOptions): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript,
    // What a visitor's Chrome allows a page at a tap: writing to the clipboard.
    permissions: ['clipboard-write'],
  });
  return context.newPage();
}

/**
 * Chromium through Playwright, in a fresh context, or in `reused`: a tab with scripts that the
 * worker keeps for its tests, which each test leaves as it found it (see `leaveAsFound`).
 */
export async function openPlaywrightPage(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  options: PageOptions,
  reused?: Page,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const page: Page = reused ?? (await newPlaywrightTab(browser, options));
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);

  const centreOf = async (target: Target): Promise<{ x: number; y: number }> => {
    const handle = (await page.evaluateHandle(locateInPage, target)).asElement() as ElementHandle | null;
    if (!handle) throw notFound(target);
    const centre = await handle.evaluate((node) => {
      if (!(node instanceof Element)) throw new Error('not an element');
      node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = node.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await handle.dispose();
    return centre;
  };

  return {
    page: {
      engine: 'chromium',
      version: browser.version(),
      viewport: { width: viewport.width, height: viewport.height },
      goto: async (path) => {
        await page.goto(new URL(path, origin).href);
      },
      waitForPath: async (path) => {
        await page.waitForURL((url) => url.pathname === path);
        await page.waitForLoadState('load');
      },
      path: async () => new URL(page.url()).pathname,
      back: async () => {
        await page.goBack();
      },
      reload: async () => {
        await page.reload();
      },
      evaluate: (fn, arg) => page.evaluate(fn, arg as never),
      run: async (source) => void (await page.evaluate(source)),
      // Real pointer input at the element's centre, as the other engines' adapters do: a visitor
      // clicks what they see there (a card's link may lie over its picture, say).
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
      press: (key: Key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      resize: async (width, height) => {
        await page.setViewportSize({ width, height });
        return { width, height };
      },
      screenshot: async (file) => void (await page.screenshot({ path: file })),
      errors: async () => [...errors],
    },
    close: async () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (!reused) return void (await page.context().close());
      await page.evaluate(leaveAsFound);
      await page.goto('about:blank');
      // A button a failed test left pressed is let go, where no page hears it.
      await page.mouse.up();
    },
  };
}
