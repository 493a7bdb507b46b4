/**
 * Checks the interface's words files (src/words/<code>.json) against English's, the reference: each
 * must have exactly its keys, each a text, and a text that changes with a number (an object with
 * `other`) only the plural categories its language has. A build with a file that misses or adds a
 * key fails, naming the file and the key (src/integrations/content-check.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './content-check.ts';
import { wordsFile, wordsFolder } from '../markup/words-files.ts';

type Tree = { [key: string]: string | Tree };

const referenceCode = 'en';

/** Whether a reference value is a text that changes with a number (its forms by plural category). */
const isPlural = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && 'other' in value;

/** The problems of one words file, `code` its language, against the reference's keys. */
export function wordsProblems(file: string, code: string, words: unknown, reference: Tree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const categories = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
  const walk = (expected: Tree, actual: unknown, at: string[]) => {
    const given =
      typeof actual === 'object' && actual !== null && !Array.isArray(actual) ? (actual as Tree) : {};
    for (const [key, value] of Object.entries(expected)) {
      const field = [...at, key].join('.');
      if (!(key in given)) {
        problems.push({
          file,
          field,
          message: `missing: the words for ${JSON.stringify(isPlural(value) ? value.other : value)}`,
        });
        continue;
      }
      const translated = given[key];
      if (isPlural(value)) {
        if (typeof translated !== 'object' || !('other' in translated)) {
          problems.push({ file, field: `${field}.other`, message: 'missing: the form for any other number' });
          continue;
        }
        for (const [category, form] of Object.entries(translated)) {
          if (!categories.has(category)) {
            problems.push({
              file,
              field: `${field}.${category}`,
              message: `not a plural form of ${code} (its forms: ${[...categories].join(', ')})`,
            });
          } else if (typeof form !== 'string' || !form.trim()) {
            problems.push({ file, field: `${field}.${category}`, message: 'must be text, not empty' });
          }
        }
      } else if (typeof value === 'string') {
        if (typeof translated !== 'string' || !translated.trim()) {
          problems.push({ file, field, message: 'must be text, not empty' });
        }
      } else {
        walk(value, translated, [...at, key]);
      }
    }
    for (const key of Object.keys(given)) {
      if (!(key in expected)) {
        problems.push({
          file,
          field: [...at, key].join('.'),
          message: `not a key of ${wordsFile(referenceCode)}: check its spelling, or remove it`,
        });
      }
    }
  };
  walk(reference, words, []);
  return problems;
}

/** The words files of the project at `root`, by code, as read from src/words/. */
export function wordsFiles(root: string): Map<string, string> {
  const dir = path.join(root, wordsFolder);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [path.basename(name, '.json'), path.join(dir, name)]),
  );
}

/** Checks every words file of the project at `root` against English's. */
export function checkWords(root: string): ContentProblem[] {
  const files = wordsFiles(root);
  const read = (code: string): { words?: unknown; problem?: ContentProblem } => {
    try {
      return { words: JSON.parse(readFileSync(files.get(code)!, 'utf8')) as unknown };
    } catch (error) {
      return { problem: { file: wordsFile(code), field: '(file)', message: (error as Error).message } };
    }
  };
  const reference = read(referenceCode);
  if (!reference.words) return reference.problem ? [reference.problem] : [];
  return [...files.keys()]
    .filter((code) => code !== referenceCode)
    .flatMap((code) => {
      const { words, problem } = read(code);
      if (problem) return [problem];
      try {
        Intl.getCanonicalLocales(code);
      } catch {
        return [
          { file: wordsFile(code), field: '(file name)', message: `"${code}" is not a BCP 47 language code` },
        ];
      }
      return wordsProblems(wordsFile(code), code, words, reference.words as Tree);
    });
}
