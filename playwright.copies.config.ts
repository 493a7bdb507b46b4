import { defineConfig, devices } from '@playwright/test';
import { copySpecs, runSettings } from './tests/engines/server.ts';

/**
 * What needs a copy of the site (tests/e2e/*.copy.spec.ts, tests/support/site-copy.ts): the owner's
 * dev loop. A copy serves itself, with caches of its own, and reads none of the test builds, so
 * `npm test` runs it beside `npm run test:builds` and the unit tests, where the builds, one after
 * another, leave a core free. Run at the end of the Chromium suite, the copies had held the run at
 * under one core for about 25 s.
 */
export default defineConfig({
  ...runSettings('test-results/copies'),
  testDir: 'tests/e2e',
  testMatch: copySpecs,
  // The browser: tests/e2e/fixtures.ts. The spec gives a stuck dev server longer deadlines.
  use: { ...devices['Desktop Chrome'], trace: 'off' },
});
