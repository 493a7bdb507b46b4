/**
 * WORKAROUND for an Astro dev-server race. The one file in the project that reads Astro's
 * internals; delete it once the race is fixed.
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
 * So, just before the dev server tells open pages to reload, the singleton's module and every
 * module importing it are dropped from the runner: the render the reload asks for evaluates them
 * afresh and reads the current store. Astro's first reload for a content edit, sent before the
 * store holds the edit, is held back until the store's own reload; and pages are reloaded once
 * more when the store file's change is seen. Before the hold, a page still loading from the first
 * reload could miss the later ones and stay stale: 1 of 4 fresh-clone test runs under load, and 1
 * of 5 dev-loop runs beside two busy `yes` processes; with it, 0 of 10 beside three.
 *
 * Proof it is still needed, on whatever Astro is installed: tests/e2e/dev-loop.copy.spec.ts. Its
 * "the race … still happens without the workaround" fails, naming this file, on an Astro that no
 * longer has the race (delete this file and its entry in astro.config.mjs), and so does its probe
 * when the module named below is gone (update `storeHolderModule`).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContent } from '../lib/content/content-location.ts';
import {
  isRunnableDevEnvironment,
  normalizePath,
  type FullReloadPayload,
  type RunnableDevEnvironment,
  type ViteDevServer,
} from 'vite';

type EvaluatedModules = RunnableDevEnvironment['runner']['evaluatedModules'];

/** The module of Astro's content runtime that keeps the store it first read (`globalDataStore`). */
export const storeHolderModule = '/astro/dist/content/data-store.js';

/** Where `astro dev` writes the content store, from the project root. */
export const devStoreFile = '.astro/data-store.json';

export function devContentRefresh(): AstroIntegration {
  let storeFile = '';
  /** The content folder, `/`-separated and ending in `/`: files under it are content. */
  let contentPrefix = '';
  /** When a content file last changed, until Astro's store reload for it is sent. */
  let contentEditAt: number | undefined;
  return {
    name: 'portfolio:dev-content-refresh',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig }) => {
        if (command !== 'dev') return;
        storeFile = fileURLToPath(new URL(devStoreFile, config.root));
        // Vite hands hooks `/`-separated paths, on Windows too.
        contentPrefix = `${normalizePath(buildContent(fileURLToPath(config.root)).dir)}/`;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'portfolio:dev-content-edit',
                // Before Astro's own hot-update handling, which reloads pages for the edit at once.
                enforce: 'pre',
                hotUpdate({ file }) {
                  if (file.startsWith(contentPrefix)) contentEditAt = Date.now();
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        let heldReload: NodeJS.Timeout | undefined;
        const client = server.environments.client.hot;
        forgetStoreBeforeEachReload(server, {
          // Astro reloads pages as soon as a content file changes (its module is invalidated),
          // before the store holds the edit: that render shows the old entry, and a page still
          // loading misses the store's own reload half a second later (Vite does not queue them).
          // So that early reload is held back until the store's reload (`path: '*'`) replaces it;
          // if none comes (an edit that leaves the store as it was), it is sent after
          // `heldReloadMs`.
          holdBack: (payload) => {
            if (payload.path === '*') {
              contentEditAt = undefined;
              clearTimeout(heldReload);
              return false;
            }
            if (contentEditAt === undefined || Date.now() - contentEditAt > heldReloadMs) return false;
            clearTimeout(heldReload);
            heldReload = setTimeout(() => {
              contentEditAt = undefined;
              client.send(payload);
            }, heldReloadMs);
            return true;
          },
        });
        // The store file's change, seen a little after Astro's own reload: once more, for a page
        // that was still loading then.
        server.watcher.on('change', (file) => {
          if (file === storeFile) client.send({ type: 'full-reload', path: '*' });
        });
      },
    },
  };
}

/** How long an early reload for a content edit waits for the store's reload before it goes. */
const heldReloadMs = 5_000;

/**
 * Wraps the client channel's `send`: a full reload that `holdBack` takes (to send later itself)
 * is not sent now; any other first drops the store's holder everywhere, so the render it asks for
 * reads the current store.
 */
function forgetStoreBeforeEachReload(
  server: ViteDevServer,
  { holdBack }: { holdBack: (payload: FullReloadPayload) => boolean },
) {
  const client = server.environments.client.hot;
  const send = client.send.bind(client) as (...args: unknown[]) => void;
  client.send = ((...args: unknown[]) => {
    const [payload] = args;
    if (isFullReload(payload)) {
      if (holdBack(payload)) return;
      for (const environment of Object.values(server.environments)) {
        if (isRunnableDevEnvironment(environment)) forgetStore(environment.runner.evaluatedModules);
      }
    }
    send(...args);
  }) as typeof client.send;
}

const isFullReload = (payload: unknown): payload is FullReloadPayload =>
  typeof payload === 'object' && payload !== null && 'type' in payload && payload.type === 'full-reload';

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
