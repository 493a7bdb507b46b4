/**
 * Checks the translations of a content folder (content-schemas/translations.ts) and the words of its
 * languages: each translation against its schema and beside a default file, with what it shares with
 * that file (order, dates, stack…) the same; each of the site's languages with a words file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readFileSync } from 'node:fs';
import {
  noteTranslationSchema,
  ownerTranslationSchema,
  projectTranslationSchema,
  sharedFields,
} from '../../../content-schemas/translations.ts';
import { contentLanguageCodes, translationOf } from '../content/content-languages.ts';
import type { ContentFolder } from '../content/content-location.ts';
import { sharedFieldsThatDiffer } from '../content/translations.ts';
import { wordsCodeFor } from '../markup/words-code.ts';
import { wordsFile } from '../markup/words-files.ts';
import { checkResume, checkTranslationFile, type ContentProblem } from './content-check.ts';
import { wordsFiles } from './words-check.ts';

/** The files of `dir` that are translations into the site's other languages (`codes`, the default first). */
export function translationFiles(dir: string, codes: readonly string[], extension: string): string[] {
  if (!existsSync(dir) || codes.length < 2) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${extension}`) && translationOf(name, codes))
    .map((name) => path.join(dir, name));
}

/** Whether a file in `dir` is one of the default language's: no translation's code before its extension. */
export const isDefaultFile = (name: string, codes: readonly string[]) => !translationOf(name, codes);

const frontmatter = (file: string): Record<string, unknown> => {
  try {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
    return (parseYaml(match?.[1] ?? '') as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
};

/** Every problem of the translations and the words of the content folder's languages. */
export function checkTranslations(root: string, content: ContentFolder): ContentProblem[] {
  const codes = contentLanguageCodes(content);
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(root, file);

  // A words file for each of the site's languages (its own, or its language's: pt for pt-BR).
  const available = [...wordsFiles(root).keys()];
  codes.forEach((code, index) => {
    if (!wordsCodeFor(code, available)) {
      problems.push({
        file: relative(content.ownerFile),
        field: `languages.${index}`,
        message: `no interface words for "${code}": copy ${wordsFile('en')} to ${wordsFile(code)} and translate its texts`,
      });
    }
  });
  if (codes.length < 2) return problems;

  const kinds = [
    { dir: content.projects, schema: projectTranslationSchema(), shared: sharedFields.projects },
    { dir: content.notes, schema: noteTranslationSchema(), shared: sharedFields.notes },
  ];
  for (const { dir, schema, shared } of kinds) {
    for (const file of translationFiles(dir, codes, 'mdx')) {
      const { name } = translationOf(file, codes)!;
      const original = path.join(dir, `${name}.mdx`);
      if (!existsSync(original)) {
        problems.push({
          file: relative(file),
          field: '(file name)',
          message: `translates ${relative(original)}, which is not there: name it after the file it translates`,
        });
        continue;
      }
      problems.push(...checkTranslationFile(root, file, schema));
      for (const field of sharedFieldsThatDiffer(frontmatter(original), frontmatter(file), shared)) {
        problems.push({
          file: relative(file),
          field,
          message: `must be ${relative(original)}'s, which every language shares: leave it out`,
        });
      }
    }
  }
  const ownerDir = path.dirname(content.ownerFile);
  for (const file of translationFiles(ownerDir, codes, 'md')) {
    if (path.basename(file).startsWith('owner.'))
      problems.push(...checkTranslationFile(root, file, ownerTranslationSchema()));
  }
  for (const file of translationFiles(ownerDir, codes, 'json')) {
    if (path.basename(file).startsWith('resume.')) problems.push(...checkResume(root, file).problems);
  }
  return problems;
}
