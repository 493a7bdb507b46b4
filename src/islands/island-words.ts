import { wordsFor, type Speaker, type Words } from '../lib/markup/words.ts';

/**
 * The words an island shows, as its .astro wrapper passes them: none when they read as English's,
 * which the island's own code carries (its defaults, from en.json); else the page language's. A site
 * in English alone so serialises no words into its pages: the same HTML as before it had languages.
 * `pick` is the island's own (exported beside it), so the wrapper and the island pick alike.
 */
export function islandWords<T>(t: Speaker, pick: (words: Words) => T): { words?: T } {
  const shown = pick(t.words);
  return JSON.stringify(shown) === JSON.stringify(pick(wordsFor('en').words)) ? {} : { words: shown };
}
