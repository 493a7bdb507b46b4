/**
 * The languages of a content folder as its files name them, read before Astro has loaded anything:
 * the collections (which files are translations), the pages a build makes (src/integrations/optional-pages.ts),
 * the sitemap's alternates (astro.config.mjs) and `npm run translations` need them first. owner.md's
 * `languages`, as the schema reads it; anything it would refuse counts as none here (the content
 * check reports it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { languageCodes } from '../../../content-schemas/fields.ts';
import type { ContentFolder } from './content-location.ts';
import { defaultLanguageCode } from './languages.ts';

/** The codes owner.md names, the default first; English alone when it names none (or cannot be read). */
export function contentLanguageCodes(content: Pick<ContentFolder, 'ownerFile'>): string[] {
  try {
    const source = readFileSync(content.ownerFile, 'utf8');
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    const parsed = languageCodes().safeParse(
      (parse(frontmatter) as { languages?: unknown } | null)?.languages,
    );
    return parsed.success ? parsed.data : [defaultLanguageCode];
  } catch {
    return [defaultLanguageCode];
  }
}

/**
 * A translation's file name: `<name>.<code>.<extension>` beside the default file `<name>.<extension>`,
 * for a code of the site's other languages (so a slug with a dot in it is no translation).
 */
export function translationOf(
  file: string,
  codes: readonly string[],
): { name: string; code: string; extension: string } | undefined {
  const base = path.basename(file);
  for (const code of codes.slice(1)) {
    const match = new RegExp(`^(.+)\\.${code.replace(/[-]/g, '\\-')}\\.(\\w+)$`, 'i').exec(base);
    if (match) return { name: match[1]!, code, extension: match[2]! };
  }
  return undefined;
}

/** A translation's file beside a default one: quote-kong.mdx in German is quote-kong.de.mdx. */
export const translationFile = (file: string, code: string): string => {
  const extension = path.extname(file);
  return path.join(path.dirname(file), `${path.basename(file, extension)}.${code}${extension}`);
};

/** Whether `file` is there: a translation is optional. */
export const hasFile = (file: string): boolean => existsSync(file);
