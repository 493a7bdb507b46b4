import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment, type RunnableDevEnvironment } from 'vite';

type EvaluatedModules = RunnableDevEnvironment['runner']['evaluatedModules'];

/** The module of Astro's content runtime that keeps the data store it first read. */
const storeHolder = '/astro/dist/content/data-store.js';

/**
 * Works around a stale-content race in `astro dev` (Astro 7.3). The content runtime keeps the
 * data store it first reads in a module-level singleton. After an edit, the page can be rendered
 * again before Astro has written the new store to disk (it debounces that write); that render
 * caches the old store, and Astro's later invalidation reaches only the store's virtual module,
 * not the singleton. The page then shows the old content until a restart. On a busy machine this
 * happened in about a third of the dev-loop test's runs.
 *
 * So, whenever the store file changes, the singleton's module and every module that imports it
 * are evaluated afresh on the next render, and open pages reload.
 */
export function devContentRefresh(): AstroIntegration {
  let dataStore = '';
  return {
    name: 'portfolio:dev-content-refresh',
    hooks: {
      'astro:config:setup': ({ config }) => {
        dataStore = fileURLToPath(new URL('.astro/data-store.json', config.root));
      },
      'astro:server:setup': ({ server }) => {
        server.watcher.on('change', (file) => {
          if (file !== dataStore) return;
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
  for (const id of modules.idToModuleMap.keys()) if (id.endsWith(storeHolder)) forget(id);
}
