import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { createRequire } from 'node:module';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { islandCodeId, splashCodeId, withModuleList } from '../lib/build/island-code.ts';
import { assertIslandMarkupFor, islandCodeAttributes, islandMarkup } from '../lib/build/island-markup.ts';
import { evaluationOrder } from '../lib/build/module-graph.ts';
import { madeFiles } from '../lib/build/public-files.ts';

/**
 * The module URLs of a page's islands, as the page writes them: of those that wake on interaction,
 * or (`splash`) of the splash's island, which runs on the first page of a visit only.
 */
export function islandModuleUrls(html: string, which: 'interaction' | 'splash' = 'interaction'): string[] {
  const urls = new Set<string>();
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attr = (name: string) => child.attrs.find((a) => a.name === name)?.value;
      const isSplash = attr(islandMarkup.client) === 'splash';
      if (child.tagName === islandMarkup.element && isSplash === (which === 'splash')) {
        for (const url of islandCodeAttributes.map(attr)) if (url) urls.add(url);
      }
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  visit(parse(html));
  return [...urls];
}

/**
 * After the build, gives each page the lists of its islands' modules, static imports included
 * (src/lib/build/island-code.ts): for client:interaction to fetch once the page is idle, and for
 * client:splash to run one by one.
 */
export function islandCodeIntegration(): AstroIntegration {
  let base = '/';
  return {
    name: 'portfolio:island-code',
    hooks: {
      'astro:config:setup': ({ config }) => {
        assertIslandMarkupFor(
          (createRequire(import.meta.url)('astro/package.json') as { version: string }).version,
        );
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const read = (file: string) => {
          const full = path.join(root, file);
          return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
        };
        // A URL the page writes, as a file of the build ("/portfolio/_astro/x.js" → "_astro/x.js").
        const fileOf = (url: string) => {
          if (!url.startsWith(base)) throw new Error(`island code ${url} is outside the base ${base}`);
          return url.slice(base.length);
        };
        let pages = 0;
        for (const page of madeFiles(dir, assets).keys()) {
          if (!page.endsWith('.html')) continue;
          const html = read(page) ?? '';
          const interaction = islandModuleUrls(html).map(fileOf);
          const splash = islandModuleUrls(html, 'splash').map(fileOf);
          if (interaction.length === 0 && splash.length === 0) continue;
          const urls = (files: string[]) => files.map((file) => `${base}${file}`);
          const listed = withModuleList(
            withModuleList(html, islandCodeId, urls(await evaluationOrder(interaction, read))),
            splashCodeId,
            urls(await evaluationOrder(splash, read)),
          );
          writeFileSync(path.join(root, page), listed);
          pages += 1;
        }
        logger.info(`Island code listed: ${pages} page(s)`);
      },
    },
  };
}
