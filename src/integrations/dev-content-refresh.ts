/**
 * WORKAROUND for an Astro dev-server race, written for Astro 7.3.5 and refused on any other.
 * The one file in the project that reads Astro's internals; delete it once the race is fixed.
 *
 * Upstream: https://github.com/withastro/astro/issues/17335 (an edited entry's page keeps its old
 * content until `astro dev` restarts). https://github.com/withastro/astro/pull/16567 fixed the same
 * race for the store's virtual module only: after a content edit Astro invalidates
 * `astro:data-layer-content` in the dev module runner, but not the content runtime's module that
 * keeps the store it first read in a singleton (`globalDataStore`). When that module is transformed
 * again on the server before the runner asks for it, the runner is told its copy is current and
 * keeps the old store. Without this file, on a loaded two-core machine, 5 of 11 first edits after a
 * start did not show on the open page, and 2 of those stayed stale after a reload.
 *
 * So, whenever the store file changes, the singleton's module and every module importing it are
 * evaluated afresh on the next render, and open pages are told to reload once more.
 *
 * Proof it is still needed: tests/e2e/dev-loop.build.spec.ts, "the race … still happens without
 * the workaround" fails on an Astro that no longer has the race. Checked with that test on a new
 * Astro version, update `writtenForAstro` or delete this file (and its entry in astro.config.mjs).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment, type RunnableDevEnvironment } from 'vite';

type EvaluatedModules = RunnableDevEnvironment['runner']['evaluatedModules'];

/** The Astro release whose internals this file reads. */
export const writtenForAstro = '7.3.5';

/** The module of Astro's content runtime that keeps the store it first read (`globalDataStore`). */
export const storeHolderModule = '/astro/dist/content/data-store.js';

/** Where `astro dev` writes the content store, from the project root. */
export const devStoreFile = '.astro/data-store.json';

/** Refuses an Astro this workaround was not written for, saying what to do. */
export function assertWrittenFor(astroVersion: string): void {
  if (astroVersion === writtenForAstro) return;
  throw new Error(
    [
      `src/integrations/dev-content-refresh.ts works around a dev-server race in Astro ${writtenForAstro} ` +
        `(withastro/astro#17335), and this is Astro ${astroVersion}.`,
      'Run `npm run test:builds && npx playwright test tests/e2e/dev-loop.build.spec.ts`. If "the race … still ' +
        'happens without the workaround" fails, Astro has fixed it: delete the file and its entry in ' +
        "astro.config.mjs. If it passes, check the file's reads of Astro's internals still hold, then set " +
        `writtenForAstro to ${astroVersion}.`,
    ].join('\n'),
  );
}

export function devContentRefresh(): AstroIntegration {
  let storeFile = '';
  return {
    name: 'portfolio:dev-content-refresh',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        if (command !== 'dev') return;
        const astro = createRequire(import.meta.url)('astro/package.json') as { version: string };
        assertWrittenFor(astro.version);
        storeFile = fileURLToPath(new URL(devStoreFile, config.root));
      },
      'astro:server:setup': ({ server }) => {
        server.watcher.on('change', (file) => {
          if (file !== storeFile) return;
          for (const environment of Object.values(server.environments)) {
            if (isRunnableDevEnvironment(environment)) forgetStore(environment.runner.evaluatedModules);
          }
          server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        });
      },
    },
  };
}

/** Marks the store's holder and, transitively, its importers as not yet evaluated. */
function forgetStore(modules: EvaluatedModules) {
  const seen = new Set<string>();
  const forget = (id: string) => {
    const node = modules.getModuleById(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    modules.invalidateModule(node);
    for (const importer of node.importers) forget(importer);
  };
  for (const id of modules.idToModuleMap.keys()) if (id.endsWith(storeHolderModule)) forget(id);
}
