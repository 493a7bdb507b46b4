/**
 * How far each of the site's other languages is translated: for each file the owner writes in the
 * default language (the projects, the notes, owner.md and resume.json), whether its translation
 * beside it is there, missing, or out of date: the default file changed after its translation, by
 * their last commits (a file with changes not yet committed counts as changed now). `npm run
 * translations` prints it, and a build prints it as a warning; a missing translation never fails
 * anything: its pages show the default language's text.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentLanguageCodes, translationFile } from '../content/content-languages.ts';
import type { ContentFolder } from '../content/content-location.ts';
import { isDefaultFile } from './translation-check.ts';

export interface LanguageStatus {
  code: string;
  /** Translations there and as new as their default file, from the project root. */
  translated: string[];
  /** Translations not there yet, by the name they would have. */
  missing: string[];
  /** Translations there whose default file changed after them. */
  outdated: string[];
}

/** When a file last changed, in seconds since 1970: its last commit, or now if it has changes not yet committed. */
export type LastChange = (file: string) => number | undefined;

/** The files the owner writes in the default language, which each other language translates. */
export function translatableFiles(content: ContentFolder, codes: readonly string[]): string[] {
  const inFolder = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.mdx') && isDefaultFile(name, codes))
          .toSorted()
          .map((name) => path.join(dir, name))
      : [];
  return [
    content.ownerFile,
    ...(existsSync(content.resumeFile) ? [content.resumeFile] : []),
    ...inFolder(content.projects),
    ...inFolder(content.notes),
  ];
}

/** Each of the content's other languages, its translations there, missing and out of date. */
export function translationStatus(
  root: string,
  content: ContentFolder,
  lastChange: LastChange,
): LanguageStatus[] {
  const codes = contentLanguageCodes(content);
  const files = translatableFiles(content, codes);
  return codes.slice(1).map((code) => {
    const status: LanguageStatus = { code, translated: [], missing: [], outdated: [] };
    for (const file of files) {
      const translation = translationFile(file, code);
      const shown = path.relative(root, translation);
      if (!existsSync(translation)) status.missing.push(shown);
      else if ((lastChange(file) ?? 0) > (lastChange(translation) ?? 0)) status.outdated.push(shown);
      else status.translated.push(shown);
    }
    return status;
  });
}

/**
 * When each file of `dir` last changed, by git: its last commit's time, or now for a file with changes
 * not yet committed or not in git at all. Outside a git repository, nothing is known (nothing is out of date).
 */
export function gitLastChange(dir: string): LastChange {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let top: string;
  try {
    top = git(['rev-parse', '--show-toplevel']).trim();
  } catch {
    return () => undefined;
  }
  const committed = new Map<string, number>();
  let time = 0;
  // Newest first: a file's first appearance is its last commit.
  for (const line of git(['log', '--format=@%ct', '--name-only', '--', '.']).split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1));
    else if (line && !committed.has(path.join(top, line))) committed.set(path.join(top, line), time);
  }
  const now = Math.floor(Date.now() / 1000);
  const uncommitted = new Set(
    git(['status', '--porcelain', '--untracked-files=all', '--', '.'])
      .split('\n')
      .filter(Boolean)
      .map((line) => path.join(top, line.slice(3).replace(/^.* -> /, ''))),
  );
  return (file) => (uncommitted.has(path.resolve(file)) ? now : committed.get(path.resolve(file)));
}

/** The status as `npm run translations` and the build print it. */
export function formatTranslationStatus(statuses: readonly LanguageStatus[]): string {
  return statuses
    .map(({ code, translated, missing, outdated }) =>
      [
        `${code}: ${translated.length} translated, ${missing.length} missing, ${outdated.length} out of date`,
        ...missing.map((file) => `  missing: ${file}`),
        ...outdated.map((file) => `  out of date: ${file} (its default file changed after it)`),
      ].join('\n'),
    )
    .join('\n');
}
