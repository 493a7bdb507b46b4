import type { Browser, ElementHandle, Page } from '@playwright/test';
import type { EnginePage, Key, PageOptions, Target, Viewport } from '../engine-page.ts';
import { locateInPage, notFound } from './locate.ts';

/** Chromium through Playwright: one fresh context per page. */
export async function openPlaywrightPage(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  options: PageOptions,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    javaScriptEnabled: options.javaScript,
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

  const element = async (target: Target): Promise<ElementHandle> => {
    const handle = (await page.evaluateHandle(locateInPage, target)).asElement();
    if (!handle) throw notFound(target);
    return handle as ElementHandle;
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
      click: async (target) => (await element(target)).click(),
      hover: async (target) => (await element(target)).hover(),
      movePointer: (x, y) => page.mouse.move(x, y),
      press: (key: Key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      screenshot: async (file) => void (await page.screenshot({ path: file })),
      errors: async () => [...errors],
    },
    close: () => context.close(),
  };
}
