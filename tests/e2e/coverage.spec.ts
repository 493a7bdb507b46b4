/**
 * What runs when, read from Chromium's script coverage: the splash's island code runs on the page
 * that shows it, once that page has loaded, and no other island's; elsewhere island code runs only
 * once the visitor reaches for that island. They guard the spec's "zero script before interaction"
 * and the splash that never stands in the page's way. (Every page of every build runs no script
 * file before a touch: tests/e2e/pages.build.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';
import { expectPulseIfInTime, readSplashLife, splashLifeArgs } from '../support/splash-watch.ts';
import { anyWidth, expect, islandSelector, test } from './fixtures.ts';
import { markAnimations, markSelector, recordMarkAnimations } from './mark-animations.ts';
import { proves } from '../support/evidence-reporter.ts';

/**
 * Waits until the named island has hydrated: Astro drops its sleeping marker then
 * (src/lib/build/island-markup.ts, held to a real build by tests/unit/astro-output.test.ts).
 */
const hydrated = (page: Page, component: string) =>
  expect(page.locator(islandSelector(component))).not.toHaveAttribute(islandMarkup.sleeping, '', {
    timeout: 15_000,
  });

/** The site's script files that have run in the page since `startJSCoverage` (Chromium's coverage), as paths. */
async function scriptsRun(page: Page): Promise<string[]> {
  const entries = await page.coverage.stopJSCoverage();
  return entries
    .filter(
      (entry) =>
        entry.url.endsWith('.js') && entry.functions.some((fn) => fn.ranges.some((r) => r.count > 0)),
    )
    .map((entry) => new URL(entry.url).pathname)
    .sort();
}

test.describe('first visit', () => {
  test.use({ firstVisit: true, colourMode: null });

  test(
    "the splash's island code runs once the page has loaded, on the page that shows it, and no other island's",
    { tag: anyWidth },
    async ({ page }) => {
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto('/work');
      await hydrated(page, 'Splash');
      const run = await scriptsRun(page);
      expect(run).toEqual(expect.arrayContaining([expect.stringMatching(/\/Splash\.[\w-]+\.js$/)]));
      expect(run.filter((path) => /\/(WorkList|SiteMenu|ThemeToggle|Toaster)\./.test(path))).toEqual([]);
      const startedBeforeLoad = await page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/Splash.') && entry.startTime < loaded)
          .map((entry) => entry.name);
      });
      expect(startedBeforeLoad).toEqual([]);
    },
  );

  test(
    'the splash logo pulses, by scale only, until the mark leaves',
    { tag: [anyWidth, proves('contrast-frames')] },
    async ({ page }) => {
      await page.addInitScript(recordMarkAnimations, markSelector);
      await page.goto('/', { waitUntil: 'commit' });
      const life = await page.evaluate(readSplashLife, splashLifeArgs);
      expectPulseIfInTime(life!, { motion: true });
      const started = await markAnimations(page);
      if (life!.pulsed) expect(started.map(({ properties }) => properties)).toEqual([['transform']]);
      for (const { at } of started) expect(at).toBeLessThan(3000);
    },
  );
});

test(
  'island code runs only once the visitor reaches for an island, and only that island’s',
  { tag: anyWidth },
  async ({ page }) => {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto('/work', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Change theme color' }).hover();
    await hydrated(page, 'ThemeToggle');
    const run = await scriptsRun(page);
    expect(run.some((path) => /\/_astro\/ThemeToggle\.[\w-]+\.js$/.test(path))).toBe(true);
    expect(
      run.filter((path) => /\/_astro\/(WorkList|SiteMenu|Toaster)\./.test(path)),
      'only the island reached for',
    ).toEqual([]);
  },
);
