/**
 * What the Playwright configs share: how every suite runs, and for the two browser suites the
 * production build under test (the test build at /, made by `npm run test:builds`), served the way
 * GitHub Pages serves it. Each config adds its own projects.
 */
import { availableParallelism } from 'node:os';
import type { PlaywrightTestConfig } from '@playwright/test';
import { testBuilds } from '../builds/test-builds.ts';

/** E2E_PORT lets two checkouts run their tests side by side. */
export const e2ePort = Number(process.env.E2E_PORT) || 4321;

/**
 * The port each suite serves the fixture on: `npm test` runs the two side by side, and a browser
 * test spends much of its time waiting on the page, time the other suite's work then fills.
 */
export const suitePorts = { e2e: e2ePort, engines: e2ePort + 1 } as const;

/** Specs that run a copy of the site themselves (astro dev): playwright.copies.config.ts. */
export const copySpecs = /\.copy\.spec\.ts$/;

/** The fixture's address for the suite on `port`. */
export const suiteURL = (port: number) => `http://127.0.0.1:${port}`;

/** How every suite runs, its results in `outputDir`. */
export const runSettings = (outputDir: string) =>
  ({
    fullyParallel: true,
    // As many as the machine has cores for this process (its CPU affinity: one under `taskset -c 0`).
    workers: availableParallelism(),
    forbidOnly: Boolean(process.env.CI),
    // A test that passes only on a second try is a failing test.
    retries: 0,
    reporter: [['list']],
    // A deadline for a stuck test, never a verdict on speed: the suites share the cores.
    timeout: 60_000,
    // A slow or shared machine: give hydration and image decoding room before an assertion gives up.
    expect: { timeout: 10_000 },
    // Each suite its own: Playwright empties the folder as a run starts.
    outputDir,
  }) satisfies PlaywrightTestConfig;

/** The settings of the suite that serves the fixture on `port`, its results in `outputDir`. */
export const sharedRunSettings = (port: number, outputDir: string) =>
  ({
    ...runSettings(outputDir),
    webServer: {
      command: `node tests/builds/serve-test-build.ts ${testBuilds.root.dir} ${testBuilds.root.base} ${port}`,
      url: `${suiteURL(port)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  }) satisfies PlaywrightTestConfig;
