import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
 * A throwaway copy of the site, sharing node_modules (and so the image cache), for tests that
 * change content and build it without touching the real tree.
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
  const bin = path.join(repoRoot, 'node_modules/.bin');
  return {
    dir,
    build(env = {}) {
      const result = spawnSync(path.join(bin, 'astro'), ['build'], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
          OUT_DIR: './dist',
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
