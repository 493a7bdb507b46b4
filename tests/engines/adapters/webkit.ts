import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Key as WebDriverKey, remote } from 'webdriverio';
import { findEngine, findWebKitDriver, findXvfb, installHint } from '../../../scripts/lib/browsers.ts';
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

/** A free TCP port on 127.0.0.1, for the WebDriver server. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** The last few kilobytes a process wrote to stderr, to explain a failure. */
function keepTail(stream: Readable): () => string {
  let tail = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4000);
  });
  return () => tail.trim() || '(nothing)';
}

/** An X display of our own (WebKitGTK has no headless mode), and WebKitWebDriver on it. */
export interface WebKitDriver {
  /** A new browser session, with a clean profile. */
  newSession: (options: { javaScript: boolean }) => Promise<WebdriverIO.Browser>;
  stop: () => Promise<void>;
}

/**
 * How long a new session may take, by default, before its launch counts as stuck: a stuck launch
 * never comes, and a slow one took over 10 s beside both suites and other work on two cores.
 */
export const defaultLaunchTimeout = 30_000;

export interface WebKitDriverOptions {
  /** The WebKitGTK browser the driver launches (MiniBrowser unless a test says otherwise). */
  browser?: string;
  /** The viewport the pages will have: the virtual screen is made to fit its window (see below). */
  screen?: { width: number; height: number };
  /** How long a new session may take before the launch counts as stuck. */
  launchTimeout?: number;
}

/**
 * WebKitWebDriver launches the browser with its inspector on a port it has just found free, then
 * retries connecting to it for as long as the browser process lives, with no deadline of its own
 * (WebKit's SessionHostGlib.cpp). If that port is taken in between (another test's connection),
 * or the browser dies while starting, the new-session request never answers. So a launch gets a
 * deadline: past it, the driver and everything it launched are stopped, and the launch is made
 * once more on a fresh driver, with a warning. Only the start of an empty browser is repeated,
 * before it loads any page, so no behaviour of the site is ever retried.
 */
export async function startWebKitDriver({
  browser = findEngine('webkit'),
  screen = { width: 1600, height: 900 },
  launchTimeout = defaultLaunchTimeout,
}: WebKitDriverOptions = {}): Promise<WebKitDriver> {
  // With no window manager, X gives keyboard focus to the window under its pointer, which rests at
  // the screen's centre: on a screen much larger than a phone's window, the window had no focus, so
  // Tab moved the page's focus without `:focus` or `:focus-visible` ever matching. The screen is made
  // at least 480 px wide, so that its centre, and the pointer, fall inside a phone's window too.
  const [screenWidth, screenHeight] = [Math.max(screen.width, 480), screen.height + 100];
  const xvfb = findXvfb();
  const driverBinary = findWebKitDriver();
  if (!xvfb || !driverBinary) throw new Error(`WebKitWebDriver or Xvfb is missing. ${installHint('webkit')}`);
  // -displayfd: Xvfb picks a free display and writes its number, so parallel runs never clash.
  // -noreset: by default the server resets whenever its last client leaves (each test's browser)
  // and drops a connection that comes meanwhile, so the next browser "cannot open display": 31 of
  // 1,000 connect-and-leave clients in a row here were dropped without it, none with it.
  const display: ChildProcess = spawn(
    xvfb,
    ['-displayfd', '1', '-noreset', '-screen', '0', `${screenWidth}x${screenHeight}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const [chunk] = (await once(display.stdout!, 'data')) as [Buffer];
  const env = {
    ...process.env,
    DISPLAY: `:${chunk.toString().trim()}`,
    // Xvfb has no GPU, so accelerated compositing ran on Mesa's software OpenGL: it cost 44 of the
    // web processes' 91 CPU-seconds over the phone tests here. Off, WebKit paints the same page in
    // software directly; layout, script, events and animations are WebCore's either way.
    // (WebKitGTK's documented switch: https://trac.webkit.org/wiki/EnvironmentVariables)
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    // Lets the browser's toolbar narrow to a phone's width: webkit-gtk/gtk-3.0/gtk.css.
    XDG_CONFIG_HOME: fileURLToPath(new URL('webkit-gtk/', import.meta.url)),
  };

  /** WebKitWebDriver in a process group of its own, so that stopping it stops its browsers too. */
  async function startServer() {
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const server = spawn(driverBinary!, [`--port=${port}`, '--host=127.0.0.1'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env,
        detached: true,
      });
      const output = keepTail(server.stderr!);
      const stop = () => {
        try {
          process.kill(-server.pid!, 'SIGKILL');
        } catch {
          // ESRCH: the driver and all it launched have ended already.
        }
      };
      // Ready once it answers its status endpoint, and still ours: if the port was taken before
      // it could listen, it has exited and someone else answered.
      for (let poll = 0; poll <= 100 && server.exitCode === null; poll++) {
        const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready && server.exitCode === null) return { port, output, stop };
        await sleep(100);
      }
      const exited = server.exitCode !== null;
      stop();
      if (!exited) throw new Error(`WebKitWebDriver did not start. It said:\n${output()}`);
    }
    throw new Error('WebKitWebDriver exited three times on start: no port it could listen on.');
  }

  let server = await startServer();
  return {
    newSession: async ({ javaScript }) => {
      for (let attempt = 1; ; attempt++) {
        const launching = remote({
          hostname: '127.0.0.1',
          port: server.port,
          // Failures reach the test as errors; wdio's log would only repeat them, and report the
          // launch abandoned below as a failure of its own.
          logLevel: 'silent',
          capabilities: {
            'webkitgtk:browserOptions': {
              binary: browser,
              args: ['--automation', `--enable-javascript=${javaScript}`],
            },
          } as WebdriverIO.Capabilities,
        });
        // A launch given up on below fails later, when its driver is stopped: nobody waits for it.
        launching.catch(() => undefined);
        const launched = new AbortController();
        const session = await Promise.race([
          launching,
          sleep(launchTimeout, undefined, { signal: launched.signal }).catch(() => undefined),
        ]).finally(() => launched.abort());
        if (session) return session;
        const stuck = `WebKit's browser did not start within ${launchTimeout / 1000} s. The driver and the browser wrote:\n${server.output()}`;
        server.stop();
        if (attempt === 2) throw new Error(`${stuck}\n(This was the second launch in a row to get stuck.)`);
        console.warn(`${stuck}\nStarting WebKitWebDriver again and launching once more.`);
        server = await startServer();
      }
    },
    stop: async () => {
      server.stop();
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

/**
 * WebKitGTK's MiniBrowser through webdriverio. A page with JavaScript runs in the worker's one
 * browser with scripts (`reused`), which each test leaves as it found it: its origin's storage
 * cleared, at about:blank. (A launch cost WebKit a second or more of CPU a test.) A page without
 * JavaScript needs a browser launched so, and the driver holds one browser at a time: the caller
 * ends the reused one first.
 */
export async function openWebKitPage(
  driver: WebKitDriver,
  origin: string,
  viewport: Viewport,
  options: PageOptions,
  reused?: WebdriverIO.Browser,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const browser = reused ?? (await driver.newSession(options));
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
      back: async () => {
        await collect();
        await browser.back();
        await afterLoad();
      },
      reload: async () => {
        await collect();
        await browser.refresh();
        await afterLoad();
      },
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      run: async (source) => void (await browser.execute(source)),
      // Real pointer input at the element's centre, as the other engines' adapters do: WebDriver's
      // element click refuses an element another lies over (a card's link over its picture), which
      // a visitor's click there reaches all the same.
      click: async (target) => {
        const found = await element(target);
        await browser.execute(
          (node: Element) => node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
          found as unknown as Element,
        );
        await collect();
        await browser.action('pointer').move({ origin: found }).down().up().perform();
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
      swipe: async (from, to) => {
        const at = (point: { x: number; y: number }) => ({
          x: Math.round(point.x),
          y: Math.round(point.y),
          origin: 'viewport' as const,
        });
        let drag = browser
          .action('pointer', { parameters: { pointerType: 'mouse' } })
          .move(at(from))
          .down();
        for (const point of swipePath(from, to)) drag = drag.move({ ...at(point), duration: 50 });
        await drag.up().perform();
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
      type: async (text) => {
        await collect();
        // One key action each: sent as one sequence, WebKitGTK's driver drops a repeated key ("zz").
        for (const character of text) await browser.keys(character);
      },
      resize: async (width, height) => {
        const frame = await browser.execute(() => [outerWidth - innerWidth, outerHeight - innerHeight]);
        await browser.setWindowSize(width + (frame[0] ?? 0), height + (frame[1] ?? 0));
        const viewport = () => browser.execute(() => ({ width: innerWidth, height: innerHeight }));
        // WebKitGTK's driver answers before the page has its new size when the host is busy (held to
        // one core, the page still read 375 px after a resize to 320): wait until it has it. Never
        // reached, the size it has is returned, for the caller's check to name.
        await browser
          .waitUntil(
            async () => {
              const now = await viewport();
              return now.width === width && now.height === height;
            },
            { interval: 50, timeout: 10_000 },
          )
          .catch(() => undefined);
        return viewport();
      },
      screenshot: async (file) => {
        // WebKitGTK's driver waits for the page to draw a new frame, which a still page never does
        // (the menu, once its entrance is over): a speck no one can see keeps frames coming. Only
        // the Web Animations API styles it, which the page's CSP allows.
        await browser.execute(() => {
          const speck = document.documentElement.appendChild(document.createElement('div'));
          speck.id = 'webdriver-speck';
          const still = { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px' };
          speck.animate(
            [
              { ...still, backgroundColor: 'rgba(0, 0, 0, 0)' },
              { ...still, backgroundColor: 'rgba(0, 0, 0, 0.01)' },
            ],
            { duration: 1000, iterations: Infinity },
          );
        });
        await browser.saveScreenshot(file);
        await browser.execute(() => document.getElementById('webdriver-speck')?.remove());
      },
      errors: async () => {
        await collect();
        return [...errors];
      },
    },
    close: async () => {
      await collect();
      if (!reused) return void (await browser.deleteSession());
      await browser.execute(leaveAsFound);
      await browser.url('about:blank');
    },
  };
}
