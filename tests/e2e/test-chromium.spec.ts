import type { LaunchOptions } from '@playwright/test';
import { omniboxPopupAddress, plainChromium, testChromium } from '../support/test-chromium.ts';
import { anyWidth, expect, test } from './fixtures.ts';

/**
 * The workaround in tests/support/test-chromium.ts, held to the Chromium installed: a window of the
 * plain browser comes with the address bar's popup rendered in advance (the workaround is still
 * needed), and a window of the tests' browser without (it still works). Both popups are there by the
 * time a new page is, so their absence at that moment is not a race.
 */
test(
  'the tests’ Chromium opens its windows without the address bar’s popup',
  { tag: anyWidth },
  async ({ playwright }) => {
    const windowOf = async (options: LaunchOptions) => {
      const browser = await playwright.chromium.launch(options);
      try {
        await (await browser.newContext()).newPage();
        const session = await browser.newBrowserCDPSession();
        const { targetInfos } = await session.send('Target.getTargets');
        return {
          version: browser.version(),
          popups: targetInfos.filter((target) => target.url.startsWith(omniboxPopupAddress)).length,
        };
      } finally {
        await browser.close();
      }
    };

    const plain = await windowOf(plainChromium());
    expect(
      plain.popups,
      `Chromium ${plain.version} no longer renders the popup in advance: tests/support/test-chromium.ts can go`,
    ).toBeGreaterThan(0);
    const tests = await windowOf(await testChromium(playwright.chromium));
    expect(
      tests.popups,
      `Chromium ${tests.version} renders the popup in advance despite tests/support/test-chromium.ts`,
    ).toBe(0);
  },
);
