import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testSiteUrl } from '../../scripts/lib/test-builds.ts';

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
 * `astro build` keeps its content data store in its cacheDir (node_modules/.astro by default)
 * and renders pages from that file, so copies building at the same time through one shared
 * node_modules read each other's projects. Each copy's builds get a cacheDir of their own,
 * seeded with the checkout's optimised images so that they need not redo them. (`astro dev`
 * keeps its store in the copy's own .astro folder.)
 */
const copyConfig = 'astro.copy.config.mjs';
const copyCache = '.astro-copy-cache';

/**
 * A throwaway copy of the site, sharing node_modules, for tests that change content and build
 * it without touching the real tree.
 */
export function copySite(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-copy-'));
  cpSync(repoRoot, dir, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      return !skipped.has(name) && !/^dist(-|$)/.test(name);
    },
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, copyConfig),
    `import config from './astro.config.mjs';\nexport default { ...config, cacheDir: './${copyCache}' };\n`,
  );
  const images = path.join(repoRoot, 'node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, path.join(dir, copyCache, 'assets'), { recursive: true });
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
