/**
 * The search across the work and the writing, in the visitor's browser: MiniSearch over the index
 * the build wrote (src/lib/markup/search-index.ts), loaded once the visitor reaches for the search
 * field (src/islands/SiteSearch.tsx), never before. A word is found by its start ("kot" finds
 * Kotlin), in any case and with or without its accents ("meteo" finds Météo), a longer one with a
 * letter or two wrong; every word of the query must be found. Each result comes with the passage
 * of its text that holds the first word found, that word marked.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument, SearchIndex } from '../markup/search-index.ts';

/** A piece of a passage: the words found are marked. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface Found {
  document: SearchDocument;
  /** The passage of the text (or else the summary) where a word of the query was found. */
  excerpt: Segment[];
}

/** Lower case without accents: how words are indexed and how a query's words are compared. */
export const foldTerm = (term: string): string => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const fields = ['title', 'summary', 'stack', 'text'] as const;

/** About this many characters of text on either side of the word found. */
const around = 70;

/** The passage of `text` around its first word that starts with one of `terms` (folded), or null. */
export function excerptOf(text: string, terms: readonly string[]): Segment[] | null {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu)];
  const found = words.find((word) => terms.some((term) => foldTerm(word[0]).startsWith(term)));
  if (!found) return null;
  const start = found.index;
  const end = start + found[0].length;
  // Whole words only: the passage starts after a space and ends before one.
  let from = Math.max(0, start - around);
  let to = Math.min(text.length, end + around);
  if (from > 0) from = text.indexOf(' ', from) + 1 || start;
  if (to < text.length) to = Math.max(end, text.lastIndexOf(' ', to));
  // A line of its own (a heading, a cell) runs on after a dot, as a sentence would.
  const flat = (part: string) => part.replace(/([^.!?:;…])\s*\n\s*/g, '$1 · ').replace(/\s+/g, ' ');
  return [
    { text: `${from > 0 ? '…' : ''}${flat(text.slice(from, start))}`, match: false },
    { text: found[0], match: true },
    { text: `${flat(text.slice(end, to))}${to < text.length ? '…' : ''}`, match: false },
  ].filter((segment) => segment.text !== '');
}

/** The search over one index. */
export function createSearch(index: SearchIndex) {
  const engine = new MiniSearch<SearchDocument & { id: number }>({
    fields: [...fields],
    extractField: (document, field) =>
      field === 'id'
        ? document.id
        : field === 'stack'
          ? document.stack.join(' ')
          : document[field as (typeof fields)[number]],
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      prefix: true,
      // A letter wrong in six or so, in words long enough to tell apart.
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boost: { title: 3, stack: 2, summary: 2 },
      combineWith: 'AND',
    },
  });
  engine.addAll(index.documents.map((document, id) => ({ ...document, id })));

  /** What the query finds, the best first. */
  return function find(query: string): Found[] {
    const results: SearchResult[] = query.trim() ? engine.search(query) : [];
    return results.map((result) => {
      const document = index.documents[result.id as number]!;
      // The words as they are in the pages (fuzzy matches included), and as typed.
      const terms = [...result.terms, ...result.queryTerms].map(foldTerm);
      const excerpt = excerptOf(document.text, terms) ??
        excerptOf(document.summary, terms) ?? [{ text: document.summary, match: false }];
      return { document, excerpt };
    });
  };
}

/** Fetches the index and makes the search: what the search field loads when the visitor reaches for it. */
export async function loadSearch(indexUrl: string): Promise<(query: string) => Found[]> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
  return createSearch((await response.json()) as SearchIndex);
}
