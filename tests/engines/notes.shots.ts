/**
 * Pictures to look at, not assertions: /notes, a note with code and a table, and the search open
 * with results, in every engine, at both viewports, in both colour modes. Run with
 * `npm run screenshots:engines`; the pictures land in `screenshots/engines/` (SHOTS_DIR moves them).
 */
import { notePath, notesPath } from '../../src/lib/content/notes.ts';
import { searchPath } from '../../src/lib/content/search.ts';
import { searchIds } from '../../src/lib/markup/element-ids.ts';
import { test as engineTest } from './fixtures.ts';
import { shotFile } from './shots.ts';
import { arrive, until } from './visitor.ts';
import { scrollToElement } from './write-up.ts';

const test = engineTest.extend({
  baseURL: async ({ notesOrigin }, use) => use(notesOrigin),
});

test.describe.configure({ timeout: 90_000 });

for (const colourMode of ['dark', 'light'] as const) {
  test(`notes and search, ${colourMode}`, async ({ site }, testInfo) => {
    const shot = (name: string) => site.screenshot(shotFile(`notes-${name}-${colourMode}`, testInfo));
    await arrive(site, notesPath, { colourMode });
    await shot('list');
    await site.goto(notePath('offline-first-sync'));
    await shot('note-top');
    await site.evaluate(scrollToElement, '[data-code-block]');
    await shot('note-code');
    await site.evaluate(scrollToElement, '.prose-table');
    await shot('note-table');
    await site.goto(searchPath);
    await site.evaluate((id) => document.getElementById(id)!.focus(), searchIds.field);
    await site.type('sync');
    await until(
      () => site.evaluate(() => document.querySelectorAll('ol[aria-label="Results"] li').length > 0),
      'results',
    );
    await shot('search');
  });
}
