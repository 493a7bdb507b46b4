import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishedPage } from '../lib/build/built-page.ts';
import { withIslandCode } from '../lib/build/island-code.ts';
import { madeFiles } from '../lib/build/public-files.ts';

/**
 * After the build, each page the site made (an HTML file of public/ is published unchanged) is
 * finished (src/lib/build/built-page.ts: Astro's island markup put right, the page's own hashes in
 * its policy) and lists its islands' code for client:interaction (src/lib/build/island-code.ts).
 */
export function builtPages(): AstroIntegration {
  let base = '/';
  return {
    name: 'portfolio:built-pages',
    hooks: {
      'astro:config:setup': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const at = (file: string) => path.join(fileURLToPath(dir), file);
        const read = (file: string) => (existsSync(at(file)) ? readFileSync(at(file), 'utf8') : undefined);
        const pages = [...madeFiles(dir, assets).keys()].filter((page) => page.endsWith('.html'));
        for (const page of pages)
          writeFileSync(at(page), await withIslandCode(finishedPage(read(page) ?? ''), base, read));
        logger.info(`Pages finished, island code listed: ${pages.length} page(s)`);
      },
    },
  };
}
