/**
 * One section of a document that a script owns, between `<!-- name -->` and `<!-- /name -->`:
 * several benchmarks write their results into docs/benchmarks.md, and each replaces only its own
 * section. markdown-magic does this with plugins and comment syntax of its own; one section needs none.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * `document` with the section `name` holding `section`, appended after a blank line when not there
 * yet. Throws when the markers are broken (one without the other, repeated, or closing before
 * opening): guessing which part of the file is the section's could overwrite someone else's.
 */
export function replaceMarkedSection(document: string, name: string, section: string): string {
  const [open, close] = [`<!-- ${name} -->`, `<!-- /${name} -->`];
  const [opens, closes] = [document.split(open).length - 1, document.split(close).length - 1];
  const [start, end] = [document.indexOf(open), document.indexOf(close)];
  const block = `${open}\n\n${section.trim()}\n\n${close}`;
  if (opens === 0 && closes === 0) return `${document.trimEnd()}${document.trim() ? '\n\n' : ''}${block}\n`;
  if (opens !== 1 || closes !== 1 || end < start) {
    throw new Error(
      `The "${name}" section's markers are broken (${opens} × ${open}, ${closes} × ${close}, each needed once, opening first).`,
    );
  }
  return `${document.slice(0, start)}${block}${document.slice(end + close.length)}`;
}

/**
 * Writes the section `name` into `file` (created when missing), the rest left as it is, laid out
 * as Prettier would with the project's settings (tables aligned: it reads well as plain text).
 * Gives the section as written.
 */
export async function writeMarkedSection(file: string, name: string, section: string): Promise<string> {
  const settings = { ...(await prettier.resolveConfig(file)), filepath: file, plugins: [] };
  const formatted = await prettier.format(section, settings);
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '';
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, replaceMarkedSection(document, name, formatted));
  return formatted;
}
