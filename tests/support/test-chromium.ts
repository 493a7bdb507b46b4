/** How the tests launch Chromium: the headless shell `findTestChromium` finds, with the project's flags. */
import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/browsers.ts';

export const testChromium = (): LaunchOptions => ({ executablePath: findTestChromium(), args: chromiumArgs });
