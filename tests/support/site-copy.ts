import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { ownerContentDir } from '../../src/lib/content/content-location.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Never copied: dependencies (linked instead), builds, caches and reports. */
const skipped = new Set([
  'node_modules',
  '.git',
  '.astro',
  'test-results',
  'playwright-report',
  'screenshots',
  'reports',
]);

export interface SiteCopy {
  dir: string;
  remove(): void;
}

/**
 * The copy's config: the site's own, with caches of the copy's own, as a copy shares the checkout's
 * node_modules, where both caches live by default.
 * - Astro's cacheDir (node_modules/.astro) holds the test builds' content store and images, which
 *   `npm test` makes while a copy runs: the copy keeps out of it. (`astro dev` keeps its own store
 *   in the copy's .astro folder.)
 * - `astro dev` has Vite optimise dependencies into node_modules/.vite, keyed by the root: two
 *   copies' dev servers at once would each replace the other's optimised files as outdated.
 */
export const copyConfig = 'astro.copy.config.mjs';
const copyCache = '.astro-copy-cache';
const copyViteCache = '.vite-copy-cache';

/**
 * A throwaway copy of the site, sharing node_modules, for tests that change content and serve it
 * (tests/support/dev-server.ts) without touching the real tree. Its owner's content (src/content)
 * is the tests' fixture, never the owner's own: the tests edit and expect what they know.
 */
export function copySite(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-copy-'));
  const ownerContent = path.join(repoRoot, ownerContentDir);
  cpSync(repoRoot, dir, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      return !skipped.has(name) && !/^dist(-|$)/.test(name) && source !== ownerContent;
    },
  });
  cpSync(path.join(repoRoot, fixtureContent), path.join(dir, ownerContentDir), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, copyConfig),
    [
      "import config from './astro.config.mjs';",
      `export default { ...config, cacheDir: './${copyCache}', vite: { ...config.vite, cacheDir: './${copyViteCache}' } };`,
    ].join('\n'),
  );
  return {
    dir,
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
