/** Where the interface's words files are (src/lib/markup/words.ts reads them, src/lib/build/words-check.ts checks them). */

/** The folder of the words files, from the project root: one `<code>.json` a language. */
export const wordsFolder = 'src/words';

/** A language's words file, from the project root: "src/words/de.json". */
export const wordsFile = (code: string) => `${wordsFolder}/${code}.json`;
