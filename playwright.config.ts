import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/browsers.ts';
import { buildServer, e2ePort } from './tests/engines/server.ts';

const port = e2ePort;
const buildSpecs = /\.build\.spec\.ts$/;

/** End-to-end tests against the production build, in Debian's Chromium, small and wide. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Two shared cores: give hydration and image decoding room before an assertion gives up.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: buildServer,
});
