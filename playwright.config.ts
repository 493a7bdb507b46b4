import { defineConfig, devices } from '@playwright/test';
import { copySpecs, sharedRunSettings, suitePorts, suiteURL } from './tests/engines/server.ts';

const settings = sharedRunSettings(suitePorts.e2e, 'test-results/e2e');

/** Specs that read the test builds (npm run test:builds) as files or pages: once, at one width. */
const buildSpecs = /\.build\.spec\.ts$/;
/**
 * The page checks and Lighthouse's gates on every kind of page (tests/e2e/pages.build.spec.ts), first:
 * much of each is waiting on the page, which the other tests' work fills. Run last, they held the
 * end of `npm test` at under one core for about 25 s.
 */
const pageChecks = /pages\.build\.spec\.ts$/;

/**
 * What needs Chromium (tests/e2e): the page checks and Lighthouse's gates on every page of every
 * test build, script coverage, the accessibility tree, print, and the conditions only Chromium can
 * set up. Every behaviour a visitor meets is in tests/engines, in every engine
 * (playwright.engines.config.ts). What a viewport cannot change is held once, at a phone's width.
 */
export default defineConfig({
  ...settings,
  testDir: 'tests/e2e',
  // The browser: tests/e2e/fixtures.ts.
  use: { baseURL: suiteURL(suitePorts.e2e), trace: 'off' },
  // What the accessibility statement may claim: tests/support/evidence-reporter.ts.
  reporter: [...settings.reporter, ['./tests/support/evidence-reporter.ts', { name: 'e2e' }]],
  projects: [
    { name: 'pages', testMatch: pageChecks, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: [buildSpecs, copySpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
    { name: 'builds', testMatch: buildSpecs, testIgnore: pageChecks, use: { ...devices['Desktop Chrome'] } },
  ],
});
