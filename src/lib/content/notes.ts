/**
 * Notes: which are published, in what order, their neighbours and their reading time. Pure
 * functions over note entries (Astro's, or plain frontmatter), so the pages, the feed, the search
 * index, the build's choice of pages and the tests all decide alike.
 */

/** What the functions below read of a note. */
export interface Dated {
  id: string;
  data: { date: string; draft?: boolean | undefined };
}

import { notesSection } from '../markup/sections.ts';

/** Where the notes are, without the base. */
export const notesPath = notesSection.path;

/** The path of a note's page, without the base. */
export const notePath = (slug: string): string => `${notesPath}/${slug}`;

/** The feed of the notes, without the base. */
export const feedPath = '/rss.xml';

/**
 * The day a build runs, YYYY-MM-DD in UTC: a note dated after it waits for a later build (the
 * deploy workflow builds every day, just after midnight UTC).
 */
export const buildDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a build on `today` publishes the note: not a draft, and dated today or earlier. */
export const isPublished = (note: Dated, today: string): boolean =>
  note.data.draft !== true && note.data.date <= today;

/** Newest first; notes of one day by their slug, so the order never depends on the file system. */
export const newestFirst = <T extends Dated>(notes: readonly T[]): T[] =>
  notes.toSorted((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id));

/**
 * The notes a site shows, newest first: the published ones, or in `npm run dev` (`preview`) every
 * note, drafts and notes dated later included, so that the owner sees them as they write.
 */
export const notesShown = <T extends Dated>(
  notes: readonly T[],
  { today, preview }: { today: string; preview: boolean },
) => newestFirst(preview ? notes : notes.filter((note) => isPublished(note, today)));

/**
 * A note's neighbours in time, from a list newest first: `previous` was published before it,
 * `next` after it. The first and the last note have one each: time is not a ring.
 */
export function noteNeighbours<T>(newestFirstNotes: readonly T[], index: number) {
  return { previous: newestFirstNotes[index + 1], next: newestFirstNotes[index - 1] };
}

/** Words a minute, a common figure for reading a screen. */
const wordsPerMinute = 200;

/** The minutes a text takes to read, one at least. */
export const readingMinutes = (text: string): number =>
  Math.max(1, Math.round((text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0) / wordsPerMinute));

/** What a note is, as the site says it: "Draft" or "Scheduled" in `npm run dev`, else nothing. */
export function noteStatus(note: Dated, today: string): 'draft' | 'scheduled' | undefined {
  if (note.data.draft === true) return 'draft';
  return note.data.date > today ? 'scheduled' : undefined;
}
