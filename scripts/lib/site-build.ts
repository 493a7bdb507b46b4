/**
 * A production build of the site into a folder of its own, for the measuring scripts: they build
 * what they measure, so that a measurement never runs against a stale dist/ or touches the one
 * `npm run build` makes. Astro's CLI in a child process, not its `build()`: astro.config.mjs reads
 * OUT_DIR and BASE_PATH as it is imported, once per process, and the log tells what Astro did.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDirVariable } from '../../src/lib/content-location.ts';
import { repoRoot } from './site-content.ts';

export interface SiteBuild {
  /** The folder the build goes into (OUT_DIR). */
  outDir: string;
  /** Where Astro's output goes; the terminal stays quiet. */
  logFile: string;
  /** The base path it is served under (BASE_PATH); / unless given. */
  base?: string;
  /** The site's address (SITE_URL): the origin the measurement loads, as once deployed. */
  site?: string;
  /** The content folder (CONTENT_DIR), from the repository root; the owner's without it. */
  contentDir?: string;
  /** A copy of the site to build instead of this checkout, and its Astro config file. */
  siteDir?: string;
  config?: string;
  /** Astro's cache directory, for a config that reads it (scripts/bench.ts). */
  cacheDir?: string;
}

/** Builds the site as `build` says and gives Astro's log; rejects, naming the log, when it fails. */
export function buildSite(build: SiteBuild): Promise<string> {
  const log = openSync(build.logFile, 'w');
  const env = {
    ...process.env,
    // The project's own Node first on PATH, as under `npm run`.
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    OUT_DIR: build.outDir,
    BASE_PATH: build.base ?? '/',
    ...(build.site ? { SITE_URL: build.site } : {}),
    ...(build.cacheDir ? { BENCH_CACHE_DIR: build.cacheDir } : {}),
    // The owner's content unless told, whatever this process was given.
    [contentDirVariable]: build.contentDir ?? '',
  };
  const cwd = build.siteDir ?? repoRoot;
  const args = ['build', ...(build.config ? ['--config', build.config] : [])];
  const child = spawn(path.join(cwd, 'node_modules/.bin/astro'), args, {
    cwd,
    env,
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(readFileSync(build.logFile, 'utf8'))
        : reject(new Error(`The build failed (exit ${code}); see ${build.logFile}.`)),
    );
  });
}
