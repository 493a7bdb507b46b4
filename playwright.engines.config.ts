import { defineConfig, type Project } from '@playwright/test';
import { engineInstalled, installHint, type EngineName } from './scripts/lib/browsers.ts';
import { anyWidth } from './tests/e2e/fixtures.ts';
import { viewports, type EngineOptions } from './tests/engines/fixtures.ts';
import { sharedRunSettings, suitePorts, suiteURL } from './tests/engines/server.ts';

const settings = sharedRunSettings(suitePorts.engines, 'test-results/engines');

/**
 * The visitor's behaviours (tests/engines), each written once, in every engine installed here alike:
 * Chromium through Playwright, Firefox through WebDriver BiDi, WebKitGTK through WebDriver. A
 * missing engine is named with what to install; in CI (CI=true) it fails the run instead. The
 * longest-running engine first (see `projects`).
 */
const engines: EngineName[] = ['webkit', 'firefox', 'chromium'];
const missing = engines.filter((engine) => !engineInstalled(engine));
if (missing.length > 0) {
  const message = missing.map((engine) => `  ${engine}: ${installHint(engine)}`).join('\n');
  if (process.env.CI) throw new Error(`Browser engines missing (CI runs every engine):\n${message}`);
  console.warn(`Skipping the every-engine tests in:\n${message}`);
}

/**
 * One worker a project: each worker starts its engine, and a Firefox cost about 9 CPU-seconds to
 * start and stop. Two projects at a time then fill the cores (the visitor suite, run in turn with a
 * phone's projects on two workers each: 222 CPU-s against 270, in the same 184 s). The phone's
 * projects first, the longest-running engine first, and the desktop's handfuls last, so that the
 * run ends on both cores, not on one long project (161 s).
 */
const projects: Project<EngineOptions>[] = [viewports.phone, viewports.desktop].flatMap((display) =>
  engines
    .filter((engine) => !missing.includes(engine))
    .map((engine) => ({
      name: `${engine}-${display.name}`,
      // What a viewport cannot change is held once, at the phone's width (as in playwright.config.ts).
      ...(display === viewports.desktop ? { grepInvert: new RegExp(anyWidth) } : {}),
      workers: 1,
      use: { engine, display },
      // WebDriver carries every step of a test to WebKit and back: a longer walk takes it up to a
      // minute on two busy cores. (A deadline for a stuck test, never a verdict on speed.)
      ...(engine === 'webkit' ? { timeout: 90_000 } : {}),
    })),
);

export default defineConfig<EngineOptions>({
  ...settings,
  testDir: 'tests/engines',
  // `npm run screenshots:engines` runs the screenshot file instead of the behaviours.
  testMatch: process.env.ENGINE_SCREENSHOTS ? '*.shots.ts' : '*.spec.ts',
  use: { baseURL: suiteURL(suitePorts.engines), trace: 'off' },
  // What the accessibility statement may claim: tests/support/evidence-reporter.ts.
  reporter: [...settings.reporter, ['./tests/support/evidence-reporter.ts', { name: 'engines' }]],
  projects,
});
