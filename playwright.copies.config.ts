import { defineConfig, devices } from '@playwright/test';
import { copySpecs, runSettings } from './tests/engines/server.ts';

/**
 * What needs a copy of the site (tests/e2e/*.copy.spec.ts, tests/support/site-copy.ts): the owner's
 * dev loop. Each copy builds or serves itself, with caches of its own, and reads none
 * of the test builds, so `npm test` runs these beside `npm run test:builds` and the unit tests, where
 * the builds, one after another, leave a core free. Run at the end of the Chromium suite, they had
 * held the run at under one core for about 25 s.
 */
export default defineConfig({
  ...runSettings('test-results/copies'),
  testDir: 'tests/e2e',
  testMatch: copySpecs,
  // The browser: tests/e2e/fixtures.ts. The specs give a stuck dev server or build longer deadlines.
  use: { ...devices['Desktop Chrome'], trace: 'off' },
});
