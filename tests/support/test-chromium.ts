/** The tests' Chromium: Debian's headless shell where it is installed (scripts/lib/browsers.ts says why). */
import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, findHeadlessChromium } from '../../scripts/lib/browsers.ts';

export const testChromium = (): LaunchOptions => ({
  executablePath: findHeadlessChromium(),
  args: chromiumArgs,
});
