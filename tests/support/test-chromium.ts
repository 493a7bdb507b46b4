/**
 * The tests' Chromium: Debian's headless shell, Blink without a browser's windows, as Playwright
 * runs Chromium headless by default. A full Chromium, headless, still builds each window's browser
 * interface; from 151 it even renders its address bar's popup in advance (gotenberg/gotenberg#1656).
 * A test's page (a context, a page, one of the site's pages) cost 2.7 CPU-seconds there, 1.2 with
 * that popup turned off, and 0.8–1.0 in the shell (Chromium 156). Without the shell, or with
 * CHROME_PATH set, the tests run the Chromium `findChromium` finds, only slower.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/lib/browsers.ts';

/** Where Debian's `chromium-headless-shell` package puts it. */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const testChromium = (): LaunchOptions => ({
  executablePath: !process.env.CHROME_PATH && existsSync(headlessShell) ? headlessShell : findChromium(),
  args: chromiumArgs,
});
