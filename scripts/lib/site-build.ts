/**
 * A production build of the site into a folder of its own, for the measuring scripts
 * (scripts/audit.ts, scripts/bench-interaction.ts): they build what they serve, so that a
 * measurement never runs against a stale dist/ or touches the one `npm run build` makes.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { contentDirVariable } from '../../src/lib/content-location.ts';
import { repoRoot } from './site-content.ts';

export interface SiteBuild {
  /** The folder the build goes into (OUT_DIR). */
  outDir: string;
  /** The base path it is served under (BASE_PATH). */
  base: string;
  /** The site's address (SITE_URL): the origin the measurement loads, as once deployed. */
  site: string;
  /** Where Astro's output goes; the terminal stays quiet. */
  logFile: string;
  /** The content folder (CONTENT_DIR), from the repository root; the owner's without it. */
  contentDir?: string;
}

/** Builds the site as `build` says; rejects, naming the log, when the build fails. */
export function buildSite(build: SiteBuild): Promise<void> {
  const log = openSync(build.logFile, 'w');
  const env = {
    ...process.env,
    // The project's own Node first on PATH, as under `npm run`.
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    OUT_DIR: build.outDir,
    BASE_PATH: build.base,
    SITE_URL: build.site,
    // The owner's content unless told, whatever this process was given.
    [contentDirVariable]: build.contentDir ?? '',
  };
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/astro'), ['build'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (exit ${code}); see ${build.logFile}.`)),
    );
  });
}
