import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/browsers.ts';
import { baseURL, sharedRunSettings } from './tests/engines/server.ts';

const buildSpecs = /\.build\.spec\.ts$/;

/** End-to-end tests against the production build, in Debian's Chromium, small and wide. */
export default defineConfig({
  ...sharedRunSettings,
  testDir: 'tests/e2e',
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'small',
      testIgnore: buildSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
    {
      name: 'wide',
      testIgnore: buildSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // Specs that build a copy of the site or read a build: once each, whatever the viewport.
    { name: 'builds', testMatch: buildSpecs, use: { ...devices['Desktop Chrome'] } },
  ],
});
