import { defineConfig, devices } from '@playwright/test';
import { anyWidth } from './tests/e2e/fixtures.ts';
import { baseURL, sharedRunSettings } from './tests/engines/server.ts';

/** Specs that read the test builds (npm run test:builds) as files or pages: once, at one width. */
const buildSpecs = /\.build\.spec\.ts$/;
/** Specs that build copies of the site themselves (astro build, astro dev): last, on their own. */
const copySpecs = /\.copy\.spec\.ts$/;

/** End-to-end tests against the production build, in Debian's Chromium, small and wide. */
export default defineConfig({
  ...sharedRunSettings,
  testDir: 'tests/e2e',
  // The browser: tests/e2e/fixtures.ts.
  use: { baseURL, trace: 'off' },
  projects: [
    {
      name: 'small',
      testIgnore: [buildSpecs, copySpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
    {
      name: 'wide',
      testIgnore: [buildSpecs, copySpecs],
      // What a viewport cannot change is held once, at the small width.
      grepInvert: new RegExp(anyWidth),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    { name: 'builds', testMatch: buildSpecs, use: { ...devices['Desktop Chrome'] } },
    // A build takes every core it can get: run beside the browser tests, it starved them (a test's
    // hydration, or its axe scan, then ran out of time on a busy machine). So the copies come last.
    {
      name: 'copies',
      testMatch: copySpecs,
      dependencies: ['small', 'wide', 'builds'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
