/**
 * Notes and search as a visitor meets them, in Chromium, Firefox and WebKit: a word found only in a
 * note's text and one found only in a project's are each found from the header's Search, by keyboard,
 * with what a screen reader needs (a labelled field, a live count, named results); nothing is fetched
 * for search before the visitor reaches for it; without JavaScript, Search leads to the lists; /notes
 * lists the notes newest first and a note leads to the next. On the build of one project and the
 * fixture's notes (tests/builds/content-edits.ts `writeNotes`), which has search and no analytics.
 * The built files (exactly the published notes, the feed, the sitemap, the index): notes.build.spec.ts.
 */
import { readNotes, readProjects } from '../../scripts/lib/site-content.ts';
import { notePath, notesPath } from '../../src/lib/content/notes.ts';
import { searchIndexPath, searchPath } from '../../src/lib/content/search.ts';
import { searchIds } from '../../src/lib/markup/element-ids.ts';
import { searchWords } from '../../src/lib/markup/words.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import type { EnginePage, Target } from './engine-page.ts';
import { expect, test as engineTest } from './fixtures.ts';
import { arrive, focusedName, pressUntilFocused, shown, until } from './visitor.ts';

const build = testBuilds.oneProject;
const notes = readNotes(build.content);
const [project] = readProjects(build.content);

/** The engine's pages open on the build with notes, which the worker serves (fixtures.ts). */
const test = engineTest.extend({
  baseURL: async ({ notesOrigin }, use) => use(notesOrigin),
});

// WebKit over WebDriver takes its time on two busy cores.
test.describe.configure({ timeout: 60_000 });

/** In the page: the search as a screen reader meets it, and whether the index has been fetched. */
function searchState(ids: { field: string; status: string }) {
  const field = document.getElementById(ids.field) as HTMLInputElement | null;
  const status = document.getElementById(ids.status);
  const results = document.querySelector('ol[aria-label="Results"]');
  return {
    focused: document.activeElement === field,
    label: field ? (document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '') : '',
    described: field?.getAttribute('aria-describedby') ?? '',
    status: status?.getAttribute('role') === 'status' ? (status.textContent ?? '') : '(no live region)',
    results: [...(results?.querySelectorAll('li') ?? [])].map((item) => ({
      link: item.querySelector('a')?.textContent ?? '',
      marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent),
    })),
    indexFetched: performance
      .getEntriesByType('resource')
      .some((entry) => new URL(entry.name).pathname.endsWith('/search.json')),
  };
}

const stateOf = (site: EnginePage) =>
  site.evaluate(searchState, { field: searchIds.field, status: searchIds.status });

/** From the current page, by keyboard: the header's Search, then the field, then the query. */
async function searchByKeyboard(site: EnginePage, word: string) {
  await pressUntilFocused(site, searchWords.entry);
  await site.press('Enter');
  await site.waitForPath(searchPath);
  for (let step = 0; step < 12 && !(await stateOf(site)).focused; step++) await site.press('Tab');
  expect((await stateOf(site)).focused, 'Tab reaches the search field').toBe(true);
  await site.type(word);
  await until(async () => (await stateOf(site)).results.length > 0, `results for "${word}"`);
}

test(
  'a word only a note’s text has, and one only a project’s text has, are each found from the header’s Search, by keyboard',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/');
    // Nothing of search on any page but its own, until the visitor reaches for it.
    expect((await stateOf(site)).indexFetched).toBe(false);

    await searchByKeyboard(site, 'tombstones');
    const note = notes.find((entry) => entry.slug === 'offline-first-sync')!;
    const found = await stateOf(site);
    expect(found.label).toBe(searchWords.field);
    expect(found.described).toBe(searchIds.hint);
    expect(found.status).toBe(searchWords.results.one.replace('{query}', 'tombstones'));
    expect(found.results).toEqual([{ link: note.title, marked: ['tombstones'] }]);
    // Enter in the field takes focus to the first result; Enter again follows it.
    await site.press('Enter');
    await until(async () => (await focusedName(site)) === note.title, 'focus on the result');
    await site.press('Enter');
    await site.waitForPath(notePath(note.slug));

    await searchByKeyboard(site, 'fuller');
    expect((await stateOf(site)).results).toEqual([{ link: project!.title, marked: ['fuller'] }]);
    // Tab leads from the field, past its button, to the result.
    await pressUntilFocused(site, project!.title, 'Tab', 3);
    await site.press('Enter');
    await site.waitForPath(`/work/${project!.slug}`);
  },
);

test(
  'the search page fetches its index only once the visitor reaches for the field',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, searchPath);
    expect((await stateOf(site)).indexFetched).toBe(false);
    await site.click({ role: 'heading', name: searchWords.entry });
    expect((await stateOf(site)).indexFetched).toBe(false);
    // A real pointer: the field gets focus, the island wakes, the index comes.
    await site.click({ role: 'searchbox' });
    await until(async () => (await stateOf(site)).indexFetched, `${searchIndexPath} is fetched`);
    await site.type('zzzq');
    const nothing = searchWords.results.none.replace('{query}', 'zzzq');
    await until(async () => (await stateOf(site)).status === nothing, `"${nothing}" is said`);
  },
);

test('with JavaScript off, Search leads to the lists', { tag: anyWidth }, async ({ openPage }) => {
  const { page } = await openPage({ javaScript: false });
  await page.goto('/');
  await page.click({ role: 'link', name: searchWords.entry });
  await page.waitForPath(searchPath);
  expect(
    await page.evaluate((id) => document.getElementById(id)?.getClientRects().length ?? 0, searchIds.field),
  ).toBe(0);
  expect(await shown(page, { role: 'link', name: searchWords.work })).toBe(true);
  await page.click({ role: 'link', name: searchWords.notes });
  await page.waitForPath(notesPath);
});

const noteLink = (title: string): Target => ({
  role: 'link',
  name: title,
  within: { role: 'list', name: 'Notes' },
});

test('/notes lists the notes newest first with their dates and reading time; a note leads to the next', async ({
  site,
}) => {
  await arrive(site, notesPath);
  const listed = await site.evaluate(() =>
    [...document.querySelectorAll('main ol[aria-label="Notes"] > li')].map((item) => ({
      title: item.querySelector('h2 a')?.textContent ?? '',
      date: item.querySelector('time')?.getAttribute('datetime') ?? '',
      reading: /\d+ min read/.test(item.textContent ?? ''),
    })),
  );
  expect(listed).toEqual(notes.map((note) => ({ title: note.title, date: note.date, reading: true })));
  expect(
    await site.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  const oldest = notes.at(-1)!;
  await site.click(noteLink(oldest.title));
  await site.waitForPath(notePath(oldest.slug));
  expect(await shown(site, { role: 'heading', name: oldest.title })).toBe(true);
  expect(await shown(site, { role: 'link', name: 'TypeScript' })).toBe(true);
  await site.click({
    role: 'link',
    name: `Next note ${notes.at(-2)!.title}`,
    within: { role: 'navigation', name: 'More notes' },
  });
  await site.waitForPath(notePath(notes.at(-2)!.slug));
});
