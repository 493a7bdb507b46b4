import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/browsers.ts';
import { baseURL, sharedRunSettings } from './tests/engines/server.ts';

const buildSpecs = /\.build\.spec\.ts$/;

/** End-to-end tests against the production build, in Debian's Chromium, small and wide. */
export default defineConfig({
  ...sharedRunSettings,
  // A good part of these tests' time is waiting: on animations, on the splash, on the site builds
  // the build specs spawn. A third worker fills those waits: beside two busy processes, the suite
  // took 5.7 min with three workers (and one-tab axe scans), against 10.6 with two (and a tab per
  // scan). The engines keep two: each of their workers drives a whole Firefox or WebKit.
  workers: 3,
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
