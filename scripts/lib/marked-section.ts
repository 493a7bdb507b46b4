/**
 * One section of a document that a script owns, between an opening and a closing HTML comment
 * (`<!-- bench:scale -->` … `<!-- /bench:scale -->`): several benchmarks write their results into
 * docs/benchmarks.md, and each replaces only its own section, leaving the rest as it was.
 * markdown-magic does this with plugins and comment syntax of its own; one section needs none.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The two markers of the section named `name`, e.g. `bench:interaction`. */
export const sectionMarkers = (name: string) => ({
  open: `<!-- ${name} -->`,
  close: `<!-- /${name} -->`,
});

/** Every start index of `needle` in `text`. */
function indicesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
}

/**
 * `document` with the section named `name` holding `section` (its markers on lines of their
 * own around it). A section that is not there yet is appended after a blank line. Throws when
 * the markers are broken (one without the other, repeated, or closing before opening): guessing
 * which part of the file is the section's could overwrite someone else's.
 */
export function replaceMarkedSection(document: string, name: string, section: string): string {
  const { open, close } = sectionMarkers(name);
  const opens = indicesOf(document, open);
  const closes = indicesOf(document, close);
  const block = `${open}\n\n${section.trim()}\n\n${close}`;
  if (opens.length === 0 && closes.length === 0) {
    const before = document.trimEnd();
    return `${before ? `${before}\n\n` : ''}${block}\n`;
  }
  const [start] = opens;
  const [end] = closes;
  if (opens.length !== 1 || closes.length !== 1 || start === undefined || end === undefined || end < start) {
    throw new Error(
      `The "${name}" section's markers are broken (${opens.length} × ${open}, ${closes.length} × ${close}, each needed once, opening first).`,
    );
  }
  return `${document.slice(0, start)}${block}${document.slice(end + close.length)}`;
}

/**
 * Markdown laid out as Prettier would (tables aligned), with the project's settings for `file`:
 * the sections read well as plain text.
 */
export async function formatMarkdown(markdown: string, file: string): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(markdown, {
    ...((await prettier.resolveConfig(file)) ?? {}),
    filepath: file,
    plugins: [],
  });
}

/** Writes the section named `name` into `file` (created when missing), the rest left as it is. */
export function writeMarkedSection(file: string, name: string, section: string): void {
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '';
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, replaceMarkedSection(document, name, section));
}
