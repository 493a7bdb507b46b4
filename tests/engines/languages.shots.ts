/**
 * Pictures to look at, not assertions: Home, /work and a project (with its screenshots) in German
 * and in Arabic, right to left, in every engine, at both viewports, in both colour modes. Run with
 * `npm run screenshots:engines`; the pictures land in `screenshots/engines/` (SHOTS_DIR moves them).
 */
import { joinBase } from '../../src/lib/content/urls.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { test as engineTest } from './fixtures.ts';
import { shotFile } from './shots.ts';
import { arrive, previewShown, until } from './visitor.ts';

const build = testBuilds.threeProjects;

const test = engineTest.extend({
  baseURL: async ({ firstWeekOrigin }, use) => use(firstWeekOrigin),
});

test.describe.configure({ timeout: 90_000 });

for (const colourMode of ['dark', 'light'] as const)
  for (const language of ['de', 'ar'])
    test(`${language}: Home, /work and a project, ${colourMode}`, async ({ site }, testInfo) => {
      const shot = (name: string) =>
        site.screenshot(shotFile(`languages-${language}-${name}-${colourMode}`, testInfo));
      await arrive(site, joinBase(build.base, `/${language}`), { colourMode, base: build.base });
      await shot('home');
      await site.goto(joinBase(build.base, `/${language}/work`));
      // The first entry pointed at: its preview shows beside the list (on the left, right to left).
      await site.hover({
        role: 'link',
        nth: 0,
        within: { role: 'list', name: wordsFor(language).words.work.listName },
      });
      await until(async () => (await previewShown(site)) !== null, 'the preview shows');
      await shot('work');
      await site.goto(joinBase(build.base, `/${language}/work/quote-kong`));
      await shot('project');
    });
