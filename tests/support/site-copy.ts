import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { testSiteUrl } from '../builds/test-builds.ts';
import { contentDirVariable, ownerContentDir } from '../../src/lib/content/content-location.ts';

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
  /** Runs `astro build` in the copy; returns its exit status and everything it printed. */
  build(env?: Record<string, string>): { status: number | null; output: string };
  remove(): void;
}

/**
 * The copy's config: the site's own, with caches of the copy's own, as the copies share one
 * node_modules where both caches live by default.
 * - `astro build` keeps its content data store in its cacheDir (node_modules/.astro) and renders
 *   pages from that file, so copies building at the same time would read each other's projects.
 *   Each copy optimises its own images: `npm test` makes the copies while the test builds fill the
 *   checkout's cache, and a file copied from there half-written would be a broken image.
 *   (`astro dev` keeps its store in the copy's own .astro folder.)
 * - `astro dev` has Vite optimise dependencies into node_modules/.vite, keyed by the root: two
 *   copies' dev servers at once would each replace the other's optimised files as outdated.
 */
export const copyConfig = 'astro.copy.config.mjs';
const copyCache = '.astro-copy-cache';
const copyViteCache = '.vite-copy-cache';
/** What Astro and Vite write into a copy besides its build: not the owner's files. */
export const copyCaches: readonly string[] = ['.astro', copyCache, copyViteCache];

/**
 * A throwaway copy of the site, sharing node_modules, for tests that change content and build
 * it without touching the real tree. Its owner's content (src/content) is the tests' fixture, never
 * the owner's own: the tests edit and expect what they know.
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
  const bin = path.join(repoRoot, 'node_modules/.bin');
  return {
    dir,
    build(env = {}) {
      const result = spawnSync(path.join(bin, 'astro'), ['build', '--config', copyConfig], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
          OUT_DIR: './dist',
          // The address the test builds carry, unless the test gives its own (or none).
          SITE_URL: testSiteUrl,
          // The copy's own content folder, whatever this process was told.
          [contentDirVariable]: '',
          ASTRO_TELEMETRY_DISABLED: '1',
          ...env,
        },
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
