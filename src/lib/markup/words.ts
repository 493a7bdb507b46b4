/**
 * The interface's own words, one file a language in src/words/ (en.json, de.json, ar.json…), read
 * through here: `wordsFor(code)` gives a language's words and the few ways to fill them in. Each file
 * has exactly the keys of en.json (src/lib/build/words-check.ts fails a build that finds one missing
 * or extra, naming the file and the key). A text may hold `{name}`s to fill in; a text that changes
 * with a number is an object of Unicode's plural categories (`one`, `few`, `other`…), of which
 * `other` is always there. Dates, numbers and lists are written by `Intl`, in the language's forms.
 *
 * Only the server's code reads this module, so no page ships every language. An island carries the
 * English of the few words it shows (from en.json) and gets another language's as props from its
 * .astro wrapper (src/islands/island-words.ts); the <head> script reads its words from the markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type en from '../../words/en.json';
import { wordsCodeFor } from './words-code.ts';
import { wordsFile } from './words-files.ts';

/** The words of one language, in the shape of en.json. */
export type Words = typeof en;

/** A text that changes with a number: a form for each of the language's plural categories. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Every words file: gathered by Vite when it bundles the site (and in vitest); read from the folder
 * when plain Node runs this module (scripts, the Playwright specs), where `import.meta.glob` does not
 * exist. Vite defines `import.meta.env`; Node does not.
 */
const files: Record<string, Words> = import.meta.env
  ? import.meta.glob<Words>('../../words/*.json', { eager: true, import: 'default' })
  : Object.fromEntries(
      readdirSync(new URL('../../words/', import.meta.url))
        .filter((name) => name.endsWith('.json'))
        .map((name) => [
          name,
          JSON.parse(readFileSync(new URL(`../../words/${name}`, import.meta.url), 'utf8')) as Words,
        ]),
    );

/** Every words file there is, by the code its name gives. */
export const wordsByCode: ReadonlyMap<string, Words> = new Map(
  Object.entries(files).map(([file, words]) => [file.replace(/^.*\/|\.json$/g, ''), words]),
);

export interface Speaker {
  /** The language's code, for `lang` and `Intl`. */
  lang: string;
  /** The words, as en.json shapes them. */
  words: Words;
  /** A text with its `{name}`s filled in; numbers written the language's way. */
  say(text: string, values?: Record<string, string | number>): string;
  /** The form of `text` for `count` (the language's plural rules), filled in with `count` and `values`. */
  count(text: PluralText, count: number, values?: Record<string, string | number>): string;
  /** A day written YYYY-MM-DD, as the language writes it: "14 March 2026", "14. März 2026". */
  day(day: string): string;
  /** A date of a resume (YYYY, YYYY-MM or YYYY-MM-DD), to the month: "Mar 2021"; a year alone stays. */
  month(date: string): string;
  /** Items as a list in words: "A, B and C" (`and`), "A, B or C" (`or`). */
  list(items: readonly string[], kind: 'and' | 'or'): string;
  /**
   * A text cut at its `{name}`s, for a template that puts markup there (a link, a `<code>`): each
   * piece is a run of text or the name of what goes in its place, in the language's own order.
   */
  pieces(text: string): ({ text: string } | { name: string })[];
}

/** The words of language `code` and their ways of filling in, from its file (or its language's). */
export function wordsFor(code: string): Speaker {
  const fileCode = wordsCodeFor(code, wordsByCode.keys());
  const words = fileCode && wordsByCode.get(fileCode);
  if (!words)
    throw new Error(`No interface words for "${code}": copy ${wordsFile('en')} to ${wordsFile(code)}.`);
  const numbers = new Intl.NumberFormat(code);
  const plurals = new Intl.PluralRules(code);
  const say = (text: string, values: Record<string, string | number> = {}) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) {
        throw new Error(
          `${wordsFile(fileCode)}: "${text}" names {${name}}, which is not one of ${Object.keys(values).join(', ') || 'none'} here`,
        );
      }
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  const days = new Intl.DateTimeFormat(words.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const months = new Intl.DateTimeFormat(code, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    lang: code,
    words,
    say,
    count: (text, count, values = {}) => say(text[plurals.select(count)] ?? text.other, { ...values, count }),
    day: (day) => days.format(new Date(`${day}T00:00:00Z`)),
    month: (date) => {
      const [year, month] = date.split('-');
      if (!month) return year ?? date;
      return months.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
    },
    pieces: (text) =>
      text
        .split(/\{(\w+)\}/)
        .map((piece, index) => (index % 2 ? { name: piece } : { text: piece }))
        .filter((piece) => !('text' in piece) || piece.text !== ''),
    list: (items, kind) =>
      new Intl.ListFormat(words.locale, { type: kind === 'and' ? 'conjunction' : 'disjunction' }).format(
        items,
      ),
  };
}
