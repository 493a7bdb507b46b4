import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * What needs a copy of the site (tests/e2e/*.copy.spec.ts, tests/support/site-copy.ts): the owner's
 * dev loop and `public/`. Each copy builds or serves itself, with caches of its own, and reads none
 * of the test builds, so `npm test` runs these beside `npm run test:builds` and the unit tests, where
 * the builds, one after another, leave a core free. Run at the end of the Chromium suite, they had
 * held the run at under one core for about 25 s.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /\.copy\.spec\.ts$/,
  fullyParallel: true,
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  reporter: [['list']],
  // Deadlines for a stuck dev server or build, never a verdict on speed: the specs set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/copies',
  // The browser: tests/e2e/fixtures.ts.
  use: { ...devices['Desktop Chrome'], trace: 'off' },
});
