/**
 * A production build of the site into a folder of its own, for the measuring scripts: they build
 * what they measure, never against a stale dist/ nor into it. Astro's CLI in a child process, not
 * its `build()`: astro.config.mjs reads OUT_DIR and BASE_PATH as it is imported, once per process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDirVariable, ownerContentDir } from '../../src/lib/content/content-location.ts';
import { servePages } from './pages-server.ts';
import { repoRoot } from './site-content.ts';

export interface SiteBuild {
  outDir: string;
  /** Where Astro's output goes, the terminal kept quiet. */
  logFile: string;
  /** BASE_PATH (/ unless given), SITE_URL (none unless given), CONTENT_DIR (the owner's unless given). */
  base?: string;
  site?: string;
  contentDir?: string | undefined;
  /** Another Astro config file, and the cache directory it reads (scripts/bench.ts). */
  config?: string;
  cacheDir?: string;
  /** The checkout to build (another commit's, for bench:compare); this one unless given. */
  root?: string;
}

/** Builds the site as `build` says and gives Astro's log; throws, naming the log, when it fails. */
export async function buildSite(build: SiteBuild): Promise<string> {
  mkdirSync(path.dirname(build.logFile), { recursive: true });
  const log = openSync(build.logFile, 'w');
  const env = {
    ...process.env,
    // The project's own Node first on PATH, as under `npm run`.
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    NO_COLOR: '1',
    OUT_DIR: build.outDir,
    BASE_PATH: build.base ?? '/',
    SITE_URL: build.site ?? '',
    BENCH_CACHE_DIR: build.cacheDir ?? '',
    [contentDirVariable]: build.contentDir ?? '',
  };
  const args = ['build', ...(build.config ? ['--config', build.config] : [])];
  const root = build.root ?? repoRoot;
  const astro = path.join(root, 'node_modules/.bin/astro');
  const { status } = spawnSync(astro, args, { cwd: root, env, stdio: ['ignore', log, log] });
  if (status !== 0) throw new Error(`The build failed (exit ${status}); see ${build.logFile}.`);
  return readFileSync(build.logFile, 'utf8');
}

/**
 * Serves `outDir` as GitHub Pages does (pages-server.ts), having built the site into it first
 * unless `skipBuild`: serving first gives the build the server's origin as its address, as deployed.
 */
export async function servedBuild(build: Omit<SiteBuild, 'site'>, skipBuild: boolean) {
  if (skipBuild && !existsSync(build.outDir))
    throw new Error(`--skip-build, but there is no ${build.outDir}.`);
  const server = await servePages(build.outDir, build.base);
  if (skipBuild) return server;
  const content = build.contentDir ?? ownerContentDir;
  const from = build.root ? ` from ${build.root}` : '';
  console.log(
    `Building into ${path.relative(repoRoot, build.outDir)}${from} (content ${content}, ${server.url})`,
  );
  await buildSite({ ...build, site: server.origin }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return server;
}
