/**
 * The interface's words that notes, their feed and search bring, in one place. Issue 71 gathers
 * every word of the interface into one file per language: these join it then. Dates are written
 * with the language's own format (`formatDay`), so only this file and the locale change.
 */

/** How the site writes a day: "14 March 2026" (English, day first, as the owner's guide does). */
const dateLocale = 'en-GB';

export const noteWords = {
  notes: 'Notes',
  noteCount: (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}`,
  minutesToRead: (minutes: number) => `${minutes} min read`,
  published: 'Published',
  updated: 'Updated',
  draft: 'Draft: shown by npm run dev alone, never published',
  scheduled: (day: string) => `Scheduled: published from ${day}`,
  technologies: 'Technologies',
  previous: 'Previous note',
  next: 'Next note',
  pager: 'More notes',
  allNotes: 'All notes',
  onTechnology: (name: string) => `Notes on ${name}`,
  listName: 'Notes',
  feedTitle: (owner: string) => `${owner}: notes`,
  feedLink: 'Follow the notes (RSS)',
  feedDescription: (owner: string) => `Notes by ${owner}.`,
  noteCard: 'Note',
} as const;

export const searchWords = {
  /** The page's heading, and the header's way to it (its name and tooltip). */
  entry: 'Search',
  description: (owner: string) => `Search the projects and notes of ${owner}.`,
  field: 'Search projects and notes',
  hint: 'A word from a project or a note: its title, its text, a technology.',
  submit: 'Show the results',
  loading: 'Loading the index…',
  failed: 'The search could not load. The lists below still lead to everything.',
  /** Said after each change of the query, `{count}` and `{query}` filled in. */
  results: {
    none: 'Nothing found for “{query}”.',
    one: '1 result for “{query}”.',
    many: '{count} results for “{query}”.',
  },
  resultsName: 'Results',
  kinds: { project: 'Project', note: 'Note' },
  noScript: 'Search needs JavaScript. Everything is in these lists:',
  browse: 'Or browse everything:',
  browseName: 'Browse',
  work: 'All work',
  notes: 'All notes',
} as const;

/** A day as the page shows it, e.g. "14 March 2026" (written YYYY-MM-DD, read in UTC so it never moves). */
export const formatDay = (day: string): string =>
  new Intl.DateTimeFormat(dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
