/**
 * The search index's shape: what the build writes (src/pages/_search/index.json.ts) and the
 * search in the visitor's browser reads (src/lib/browser/search.ts). One file each side imports.
 */

/** What a result is: a project or a note. */
export type SearchKind = 'project' | 'note';

/** One page the search can find, with the text it is found by. */
export interface SearchDocument {
  kind: SearchKind;
  /** The page's address, under the base. */
  url: string;
  title: string;
  summary: string;
  /** Its technologies. */
  stack: string[];
  /** Its text, as plain text (src/lib/content/plain-text.ts). */
  text: string;
}

/** The index: every published project and note, in the site's order (projects, then notes newest first). */
export interface SearchIndex {
  documents: SearchDocument[];
}
