/**
 * Where the three engines the site is tested in live on this machine, and how to start them
 * quietly on a closed network. Shared by the tests and the measuring scripts. Nothing here
 * downloads a browser: a missing engine is named with the package that provides it.
 */
import { existsSync } from 'node:fs';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Flags for headless Chromium on a closed network (no background calls home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Each engine's usual paths, the environment variable that overrides them, and what installs it. */
const locations: Record<EngineName, { env: string; usualPaths: string[]; install: string }> = {
  chromium: {
    env: 'CHROME_PATH',
    usualPaths: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ],
    install:
      "Debian's Chromium and its headless shell (`sudo apt-get install -y chromium chromium-headless-shell`), or set CHROME_PATH to a Chrome or Chromium binary",
  },
  firefox: {
    env: 'FIREFOX_PATH',
    usualPaths: [
      '/usr/bin/firefox-esr',
      '/usr/bin/firefox',
      '/Applications/Firefox.app/Contents/MacOS/firefox',
    ],
    install:
      "Debian's Firefox ESR (`sudo apt-get install -y firefox-esr`), or set FIREFOX_PATH to a Firefox binary",
  },
  webkit: {
    env: 'WEBKIT_BROWSER_PATH',
    usualPaths: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
    ],
    install:
      "WebKitGTK's driver and a virtual display (`sudo apt-get install -y webkit2gtk-driver xvfb`), or set WEBKIT_BROWSER_PATH to a WebKitGTK MiniBrowser",
  },
};

/** The engine's binary, or undefined when it is not installed. Throws on a wrong override. */
export function locateEngine(engine: EngineName): string | undefined {
  const { env, usualPaths } = locations[engine];
  const fromEnv = process.env[env];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${env} is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  return usualPaths.find(existsSync);
}

/** What to install to get an engine, as a sentence. */
export const installHint = (engine: EngineName): string => `Install ${locations[engine].install}.`;

/** The engine's binary; stops with what to install when it is missing. */
export function findEngine(engine: EngineName): string {
  const found = locateEngine(engine);
  if (found) return found;
  throw new Error(`No ${engine} found. ${installHint(engine)} The tests never download a browser.`);
}

/** Debian's Chromium (or $CHROME_PATH), which Lighthouse drives. */
export const findChromium = (): string => findEngine('chromium');

/**
 * Debian's headless shell, Blink without a browser's windows, as Playwright runs Chromium headless
 * by default: the tests' Chromium, the page gates' (Lighthouse's too) and bench:compare's. A full
 * Chromium, headless, still builds each window's browser interface; from 151 it even renders its
 * address bar's popup in advance (gotenberg/gotenberg#1656). A page (a context, a page, one of the
 * site's pages) cost 2.7 CPU-seconds there, 1.2 with that popup turned off, and 0.8–1.0 in the shell
 * (Chromium 156). Without the shell, or with CHROME_PATH set, the Chromium `findChromium` finds, only
 * slower.
 */
export function findHeadlessChromium(): string {
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROME_PATH && existsSync(headlessShell) ? headlessShell : findChromium();
}

/** The WebDriver server for WebKitGTK, from the same package family as MiniBrowser. */
export function findWebKitDriver(): string | undefined {
  const fromEnv = process.env.WEBKIT_DRIVER_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'].find(existsSync);
}

/** An X server for WebKitGTK, which has no headless mode of its own. */
export const findXvfb = (): string | undefined => ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].find(existsSync);

/** Whether an engine can run here: WebKitGTK also needs its WebDriver server and a display. */
export const engineInstalled = (engine: EngineName): boolean =>
  engine === 'webkit'
    ? Boolean(locateEngine('webkit') && findWebKitDriver() && findXvfb())
    : Boolean(locateEngine(engine));
