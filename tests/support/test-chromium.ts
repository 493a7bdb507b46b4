/**
 * How the tests launch Chromium: Debian's (scripts/lib/browsers.ts) with its flags for a closed
 * network, less what it starts in advance for every window and a test never uses. Each test's page
 * is a window of its own, so that cost is paid by every test: on Chromium 156 here, 1.6 of the 3.0
 * CPU-seconds a test page cost.
 * - Workaround: from 151.0.7922.137, Chromium renders its address bar's popup in advance, in a
 *   renderer of its own, for every window, headless too
 *   (https://github.com/gotenberg/gotenberg/issues/1656): 1.3 CPU-seconds a window here.
 * - A spare renderer, started for the window's next page: 0.3 CPU-seconds. A test's page never
 *   has a next one in that window's context.
 *
 * Chromium honours only the last `--disable-features`, and Playwright passes a list of its own
 * first, so the switch here carries Playwright's list too, read from the command line Playwright
 * spawns. tests/e2e/test-chromium.spec.ts fails loudly on a Chromium that no longer preloads the
 * popup (the workaround can go) or preloads it still (the features have changed).
 */
import type { BrowserType, LaunchOptions } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/lib/browsers.ts';

/** The features that start the address bar's popup and a spare renderer with every window. */
const startedInAdvance = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

/** The popup's page: any of the browser's targets at this address is the popup. */
export const omniboxPopupAddress = 'chrome://omnibox-popup.top-chrome/';

const disableFeatures = '--disable-features=';

/** Chromium as Playwright launches it with the project's flags and nothing else. */
export const plainChromium = (): LaunchOptions => ({ executablePath: findChromium(), args: chromiumArgs });

/** Chromium for the tests: `plainChromium`, less what it starts in advance, Playwright's list kept. */
export async function testChromium(chromium: BrowserType): Promise<LaunchOptions> {
  const server = await chromium.launchServer(plainChromium());
  const spawned = server.process().spawnargs;
  await server.close();
  const playwrights = spawned
    .filter((argument) => argument.startsWith(disableFeatures))
    .flatMap((argument) => argument.slice(disableFeatures.length).split(','));
  const features = [...new Set([...playwrights, ...startedInAdvance])];
  return { ...plainChromium(), args: [...chromiumArgs, `${disableFeatures}${features.join(',')}`] };
}
