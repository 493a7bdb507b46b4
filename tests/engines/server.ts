/**
 * What both Playwright configs share: the production build under test (the test build at /, made
 * by `npm run test:builds`), served the way GitHub Pages serves it, and how the suites run
 * against it. Each config adds its own projects.
 */
import { availableParallelism } from 'node:os';
import type { PlaywrightTestConfig } from '@playwright/test';
import { testBuilds } from '../builds/test-builds.ts';

/** E2E_PORT lets two checkouts run their tests side by side. */
export const e2ePort = Number(process.env.E2E_PORT) || 4321;

export const baseURL = `http://127.0.0.1:${e2ePort}`;

export const sharedRunSettings = {
  fullyParallel: true,
  // As many as the machine has cores for this process (its CPU affinity: one under `taskset -c 0`).
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A slow or shared machine: give hydration and image decoding room before an assertion gives up.
  expect: { timeout: 10_000 },
  webServer: {
    command: `node tests/builds/serve-test-build.ts ${testBuilds.root.dir} ${testBuilds.root.base} ${e2ePort}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
} satisfies PlaywrightTestConfig;
