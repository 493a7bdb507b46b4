import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, InjectedRoute } from 'astro';
import { z } from 'zod';
import { splitFrontmatter } from '../lib/build/content-check.ts';
import { noteSchema } from '../../content-schemas/note.ts';
import { buildContent, type ContentFolder } from '../lib/content/content-location.ts';
import { buildDay, isPublished } from '../lib/content/notes.ts';
import { everyFeature, siteFeatures, type SiteFeatures } from '../lib/content/site-features.ts';

/** The pages of each part of the site an owner turns on (src/lib/content/site-features.ts). */
const pagesOf: Record<keyof SiteFeatures, InjectedRoute[]> = {
  notes: [
    { pattern: '/[notes]', entrypoint: './src/pages/_notes/index.astro' },
    { pattern: '/notes/[note]', entrypoint: './src/pages/_notes/[note].astro' },
    { pattern: '/social/notes/[note].png', entrypoint: './src/pages/_notes/social-card.ts' },
  ],
  feed: [{ pattern: '/[feed].xml', entrypoint: './src/pages/_notes/feed.ts' }],
  search: [
    { pattern: '/[search]', entrypoint: './src/pages/_search/index.astro' },
    { pattern: '/[searchIndex].json', entrypoint: './src/pages/_search/index-file.ts' },
  ],
};

/** Read as the content check reads them; a file it would refuse is its to report, and counts for nothing here. */
function frontmatterOf(file: string): unknown {
  try {
    return splitFrontmatter(readFileSync(file, 'utf8')).data;
  } catch {
    return undefined;
  }
}

/** The parts the content turns on, read from its files as a build on `today` would publish them. */
export function contentFeatures(
  content: ContentFolder,
  { today, hasAddress }: { today: string; hasAddress: boolean },
) {
  const schema = noteSchema(() => z.string());
  const notes = existsSync(content.notes)
    ? readdirSync(content.notes)
        .filter((name) => name.endsWith('.mdx'))
        .flatMap((name) => {
          const parsed = schema.safeParse(frontmatterOf(path.join(content.notes, name)));
          return parsed.success ? [{ id: path.basename(name, '.mdx'), data: parsed.data }] : [];
        })
    : [];
  const owner = frontmatterOf(content.ownerFile) as { search?: unknown } | undefined;
  return siteFeatures({
    notes: notes.filter((note) => isPublished(note, today)).length,
    searchSetting: owner?.search === true,
    hasAddress,
  });
}

/**
 * The pages of notes, their feed and search, made only for an owner whose content turns them on:
 * a site without them is built from exactly the pages, styles and scripts it had before, since a
 * page the build never sees brings no stylesheet or island code into it. `astro dev` has every
 * one, and each page answers only when its part is on (its getStaticPaths), so that a first note
 * shows up without a restart.
 */
export function optionalPages(): AstroIntegration {
  return {
    name: 'portfolio:optional-pages',
    hooks: {
      'astro:config:setup': ({ config, command, injectRoute }) => {
        const features =
          command === 'dev'
            ? everyFeature
            : contentFeatures(buildContent(fileURLToPath(config.root)), {
                today: buildDay(),
                hasAddress: Boolean(config.site),
              });
        for (const [feature, pages] of Object.entries(pagesOf)) {
          if (features[feature as keyof SiteFeatures]) pages.forEach((page) => injectRoute(page));
        }
      },
    },
  };
}
