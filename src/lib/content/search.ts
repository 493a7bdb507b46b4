/**
 * Search across the work and the writing: where it lives, and the index the build writes for it
 * (its shape: src/lib/markup/search-index.ts). The visitor's browser fetches the index only once
 * they reach for the search field (src/islands/SiteSearch.tsx).
 */
import type { SearchDocument, SearchKind } from '../markup/search-index.ts';
import { plainText } from './plain-text.ts';

/** The search page, without the base. */
export const searchPath = '/search';

/** The index the search page fetches, without the base. */
export const searchIndexPath = '/search.json';

/** What the index reads of a project or a note: Astro's entry has it all. */
export interface Searchable {
  body?: string | undefined;
  data: { title: string; summary: string; stack?: readonly string[] | undefined };
}

/** One page of the index: its kind, its address (under the base) and its words. */
export const searchDocument = (kind: SearchKind, url: string, entry: Searchable): SearchDocument => ({
  kind,
  url,
  title: entry.data.title,
  summary: entry.data.summary,
  stack: [...(entry.data.stack ?? [])],
  text: plainText(entry.body ?? ''),
});
