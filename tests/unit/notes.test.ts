import { describe, expect, it } from 'vitest';
import {
  buildDay,
  isPublished,
  newestFirst,
  noteNeighbours,
  notePath,
  noteStatus,
  notesShown,
  readingMinutes,
} from '../../src/lib/content/notes.ts';
import { siteFeatures } from '../../src/lib/content/site-features.ts';
import { sectionsOf } from '../../src/lib/markup/sections.ts';
import { siteSections } from '../../src/lib/markup/navigation.ts';
import { formatDay } from '../../src/lib/markup/words.ts';

const note = (id: string, date: string, draft?: boolean) => ({
  id,
  data: { date, ...(draft ? { draft } : {}) },
});

describe('which notes a build publishes', () => {
  const today = '2026-06-02';
  const notes = [
    note('older', '2026-03-14'),
    note('today', '2026-06-02'),
    note('tomorrow', '2026-06-03'),
    note('draft', '2026-01-01', true),
    note('same-day-b', '2026-03-14'),
  ];

  it('publishes a note dated today or earlier, never a draft or a note dated later', () => {
    expect(notes.filter((entry) => isPublished(entry, today)).map(({ id }) => id)).toEqual([
      'older',
      'today',
      'same-day-b',
    ]);
  });

  it("lists the published notes newest first, a day's notes by slug; `npm run dev` shows every note", () => {
    expect(notesShown(notes, { today, preview: false }).map(({ id }) => id)).toEqual([
      'today',
      'older',
      'same-day-b',
    ]);
    expect(notesShown(notes, { today, preview: true }).map(({ id }) => id)).toEqual([
      'tomorrow',
      'today',
      'older',
      'same-day-b',
      'draft',
    ]);
    expect(newestFirst(notes)[0]!.id).toBe('tomorrow');
  });

  it('says what a note shown only in dev is', () => {
    expect(noteStatus(note('a', '2026-01-01', true), today)).toBe('draft');
    expect(noteStatus(note('a', '2026-06-03'), today)).toBe('scheduled');
    expect(noteStatus(note('a', '2026-06-02'), today)).toBeUndefined();
  });

  it("judges by the build's day in UTC", () => {
    expect(buildDay(new Date('2026-06-02T23:59:59-05:00'))).toBe('2026-06-03');
    expect(buildDay(new Date('2026-06-02T00:00:00Z'))).toBe('2026-06-02');
  });
});

describe('a note’s neighbours', () => {
  const newest = ['c', 'b', 'a'];
  it('are the notes published before (previous) and after (next) it; time is not a ring', () => {
    expect(noteNeighbours(newest, 0)).toEqual({ previous: 'b', next: undefined });
    expect(noteNeighbours(newest, 1)).toEqual({ previous: 'a', next: 'c' });
    expect(noteNeighbours(newest, 2)).toEqual({ previous: undefined, next: 'b' });
    expect(noteNeighbours(['a'], 0)).toEqual({ previous: undefined, next: undefined });
  });
});

describe('reading time', () => {
  it('counts words at 200 a minute, one minute at least', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(450))).toBe(2);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('Météo-France’s API, C# and 3 more')).toBe(1);
  });
});

describe('what the content turns on', () => {
  it('notes, their feed (with an address) and search come with a published note; search alone with search: true', () => {
    expect(siteFeatures({ notes: 0, searchSetting: undefined, hasAddress: true })).toEqual({
      notes: false,
      feed: false,
      search: false,
    });
    expect(siteFeatures({ notes: 2, searchSetting: undefined, hasAddress: true })).toEqual({
      notes: true,
      feed: true,
      search: true,
    });
    expect(siteFeatures({ notes: 2, searchSetting: false, hasAddress: false })).toEqual({
      notes: true,
      feed: false,
      search: true,
    });
    expect(siteFeatures({ notes: 0, searchSetting: true, hasAddress: true })).toEqual({
      notes: false,
      feed: false,
      search: true,
    });
  });

  it('adds Notes to the sections between Work and About, and nothing without notes', () => {
    expect(sectionsOf({ notes: false })).toBe(siteSections);
    expect(sectionsOf({ notes: true }).map(({ label, path }) => `${label} ${path}`)).toEqual([
      'Home /',
      'Work /work',
      `Notes ${notePath('x').replace('/x', '')}`,
      'About /about',
      'Contact /contact',
    ]);
  });

  it('writes a day as the page shows it, whatever the time zone', () => {
    expect(formatDay('2026-03-14')).toBe('14 March 2026');
    expect(formatDay('2026-01-01')).toBe('1 January 2026');
  });
});
