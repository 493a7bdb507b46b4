/**
 * Screenshots to look at, not assertions: Home, /work and a project in German and in Arabic (right
 * to left), in every engine, at both viewports, in both colour modes, from the build of an owner's
 * first week (tests/builds/content-edits.ts, `offerLanguages`). Run with `npm run screenshots:engines`;
 * the pictures land in `screenshots/engines/languages/`.
 */
import path from 'node:path';
import { joinBase } from '../../src/lib/content/urls.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { test as engineTest } from './fixtures.ts';
import { arrive } from './visitor.ts';

const outDir = path.resolve('screenshots/engines/languages');
const build = testBuilds.threeProjects;

const test = engineTest.extend({
  baseURL: async ({ firstWeekOrigin }, use) => use(firstWeekOrigin),
  // Pictures only: the first week's analytics cannot load offline, and nothing here is asserted.
  site: async ({ openPage }, use) => use((await openPage({ javaScript: true })).page),
});

// WebKit over WebDriver takes seconds for each page and picture at the desktop's size.
test.describe.configure({ timeout: 120_000 });

const pages = [
  ['home', '/'],
  ['work', '/work'],
  ['project', '/work/quote-kong'],
] as const;

for (const code of ['de', 'ar'] as const) {
  for (const colourMode of ['dark', 'light'] as const) {
    test(`Home, /work and a project in ${code}, ${colourMode}`, async ({ site }, testInfo) => {
      for (const [name, route] of pages) {
        await arrive(site, joinBase(build.base, `/${code}${route === '/' ? '' : route}`), {
          colourMode,
          base: build.base,
        });
        // The page's images in view drawn, and its entrance over.
        await site.evaluate(() =>
          Promise.all([
            ...[...document.images]
              .filter((image) => image.getBoundingClientRect().top < innerHeight)
              .map((image) => image.decode().catch(() => undefined)),
            ...document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ]).then(() => true),
        );
        await site.screenshot(
          path.join(outDir, `${code}-${name}-${colourMode}-${testInfo.project.name}.png`),
        );
      }
    });
  }
}
