import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Key as WebDriverKey, remote } from 'webdriverio';
import { findEngine, findWebKitDriver, findXvfb, installHint } from '../../../scripts/lib/browsers.ts';
import type { EnginePage, Key, PageOptions, Target, Viewport } from '../engine-page.ts';
import { locateInPage, notFound } from './locate.ts';

/** A free TCP port on 127.0.0.1, for the WebDriver server. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** An X display of our own (WebKitGTK has no headless mode), and WebKitWebDriver on it. */
export interface WebKitDriver {
  port: number;
  stop: () => Promise<void>;
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  const xvfb = findXvfb();
  const driver = findWebKitDriver();
  if (!xvfb || !driver) throw new Error(`WebKitWebDriver or Xvfb is missing. ${installHint('webkit')}`);
  // -displayfd: Xvfb picks a free display and writes its number, so parallel runs never clash.
  const display: ChildProcess = spawn(
    xvfb,
    ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const [chunk] = (await once(display.stdout!, 'data')) as [Buffer];
  const port = await freePort();
  const server = spawn(driver, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: `:${chunk.toString().trim()}` },
  });
  // Ready once it answers its status endpoint.
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 100) throw new Error('WebKitWebDriver did not start');
    await sleep(100);
  }
  return {
    port,
    stop: async () => {
      server.kill();
      display.kill();
    },
  };
}

/**
 * In the page: keeps console errors, uncaught exceptions and CSP violations in a list the test
 * reads back. WebDriver classic has no log channel in WebKitGTK, so this is installed after each
 * load; it sees everything that runs from then on (all island code runs on interaction).
 */
function recordErrors() {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = (page.__engineErrors = []);
  addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`uncaught: ${String(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => {
    const where = event.target instanceof Element ? ` on ${event.target.outerHTML.slice(0, 60)}` : '';
    errors.push(`console: CSP refused ${event.blockedURI} (${event.violatedDirective})${where}`);
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

const takeErrors = () => {
  const page = window as unknown as { __engineErrors?: string[] };
  return (page.__engineErrors ?? []).splice(0);
};

/** WebKitGTK's MiniBrowser through webdriverio: a new session (a clean profile) per page. */
export async function openWebKitPage(
  driver: WebKitDriver,
  origin: string,
  viewport: Viewport,
  options: PageOptions,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    logLevel: 'error',
    capabilities: {
      'webkitgtk:browserOptions': {
        binary: findEngine('webkit'),
        args: ['--automation', `--enable-javascript=${options.javaScript}`],
      },
    } as WebdriverIO.Capabilities,
  });
  // Size the window so that the page's viewport is the one asked for, as far as the window allows.
  await browser.setWindowSize(viewport.width, viewport.height);
  const frame = await browser.execute(() => [outerWidth - innerWidth, outerHeight - innerHeight]);
  await browser.setWindowSize(viewport.width + (frame[0] ?? 0), viewport.height + (frame[1] ?? 0));
  const inner = await browser.execute(() => ({ width: innerWidth, height: innerHeight }));

  const errors: string[] = [];
  const collect = async () => {
    if (!options.javaScript) return;
    errors.push(...(await browser.execute(takeErrors).catch(() => [] as string[])));
  };
  const afterLoad = async () => {
    if (options.javaScript) await browser.execute(recordErrors);
  };
  const element = async (target: Target) => {
    const reference = await browser.execute(locateInPage, target);
    if (!reference) throw notFound(target);
    return browser.$(reference as unknown as WebdriverIO.Element);
  };
  const waitForPath = async (path: string) => {
    await browser.waitUntil(
      async () =>
        (await browser
          .execute(
            (wanted: string) => location.pathname === wanted && document.readyState === 'complete',
            path,
          )
          .catch(() => false)) === true,
      { interval: 50, timeout: 10_000, timeoutMsg: `never reached ${path}` },
    );
    await afterLoad();
  };
  const keys: Record<Exclude<Key, 'Shift+Tab'>, string> = {
    Tab: WebDriverKey.Tab,
    Enter: WebDriverKey.Enter,
    Escape: WebDriverKey.Escape,
    ArrowLeft: WebDriverKey.ArrowLeft,
    ArrowRight: WebDriverKey.ArrowRight,
  };

  return {
    page: {
      engine: 'webkit',
      version: String(browser.capabilities.browserVersion ?? ''),
      viewport: inner,
      goto: async (path) => {
        await collect();
        await browser.url(new URL(path, origin).href);
        await afterLoad();
      },
      waitForPath,
      path: async () => new URL(await browser.getUrl()).pathname,
      reload: async () => {
        await collect();
        await browser.refresh();
        await afterLoad();
      },
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      click: async (target) => {
        const found = await element(target);
        await collect();
        await found.click();
      },
      hover: async (target) => {
        const found = await element(target);
        // WebDriver does not scroll for a pointer move; the site scrolls smoothly, so at once here.
        await browser.execute(
          (node: Element) => node.scrollIntoView({ block: 'center', behavior: 'instant' }),
          found as unknown as Element,
        );
        await found.moveTo();
      },
      movePointer: async (x, y) => {
        await browser
          .action('pointer')
          .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
          .perform();
      },
      press: async (key: Key) => {
        await collect();
        if (key === 'Shift+Tab') {
          await browser
            .action('key')
            .down(WebDriverKey.Shift)
            .down(WebDriverKey.Tab)
            .up(WebDriverKey.Tab)
            .up(WebDriverKey.Shift)
            .perform();
        } else {
          await browser.keys(keys[key]);
        }
      },
      screenshot: async (file) => void (await browser.saveScreenshot(file)),
      errors: async () => {
        await collect();
        return [...errors];
      },
    },
    close: async () => {
      await collect();
      await browser.deleteSession();
    },
  };
}
