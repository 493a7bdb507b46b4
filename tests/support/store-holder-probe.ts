/**
 * A test-only integration for the proof that the Astro race src/integrations/dev-content-refresh.ts
 * works around still exists (tests/e2e/dev-loop.copy.spec.ts). It reads Vite's module graph
 * the way that workaround does; tests may, the site may not.
 *
 * `GET /__retransform-store-holder?expect=<text>` waits until the dev content store holds `text`
 * and Astro has invalidated the content runtime's store holder on the server for it, then
 * transforms the holder again on the server, as any other request for it may first. It answers 504
 * if either never happens.
 *
 * `POST /__without-dev-content-refresh` takes the workaround out of the running server: the client
 * channel's `send` as it was before the workaround wrapped it. So one dev server serves the dev loop
 * with the workaround and then the proof without it. The probe comes before the site's integrations
 * in the config, so that it sees `send` unwrapped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { devStoreFile, storeHolderModule } from '../../src/integrations/dev-content-refresh.ts';

export const retransformPath = '/__retransform-store-holder';
export const withoutWorkaroundPath = '/__without-dev-content-refresh';

/** Long enough for a debounced store write on a busy machine. */
const patienceMs = 30_000;
const pollMs = 20;

export function storeHolderProbe(): AstroIntegration {
  let storeFile = '';
  return {
    name: 'test:store-holder-probe',
    hooks: {
      'astro:config:setup': ({ config }) => {
        storeFile = fileURLToPath(new URL(devStoreFile, config.root));
      },
      'astro:server:setup': ({ server }) => {
        const client = server.environments.client.hot;
        const unwrappedSend = client.send;
        server.middlewares.use(withoutWorkaroundPath, (request, response) => {
          if (request.method !== 'POST') {
            response.statusCode = 405;
            response.end('POST only');
          } else if (client.send === unwrappedSend) {
            response.statusCode = 409;
            response.end(
              "the client channel's send is not wrapped: list this probe before the site's integrations, " +
                'or the workaround no longer wraps it (src/integrations/dev-content-refresh.ts)',
            );
          } else {
            client.send = unwrappedSend;
            response.end('workaround off');
          }
        });
        const holders = () =>
          Object.values(server.environments).flatMap((environment) =>
            [...environment.moduleGraph.idToModuleMap.values()]
              .filter((node) => node.id?.endsWith(storeHolderModule))
              .map((node) => ({ environment, node })),
          );
        const storeHolds = (text: string) => {
          try {
            return readFileSync(storeFile, 'utf8').includes(text);
          } catch {
            return false;
          }
        };
        server.middlewares.use(retransformPath, (request, response) => {
          const expected = new URL(request.url ?? '', 'http://probe').searchParams.get('expect') ?? '';
          const deadline = Date.now() + patienceMs;
          const settle = async () => {
            // Astro invalidates the holder in the environments that render pages, not in every one.
            const invalidated = () =>
              storeHolds(expected) ? holders().filter(({ node }) => !node.transformResult) : [];
            // Polled: neither the store's write nor Astro's invalidation announces itself to a plugin.
            while (invalidated().length === 0) {
              if (Date.now() > deadline) {
                response.statusCode = 504;
                response.end(
                  `the store never held "${expected}" with its holder (${storeHolderModule}) invalidated: ` +
                    'if Astro no longer keeps its content store there, update src/integrations/dev-content-refresh.ts',
                );
                return;
              }
              await new Promise((resolve) => setTimeout(resolve, pollMs));
            }
            for (const { environment, node } of invalidated()) await environment.transformRequest(node.id!);
            response.end('retransformed');
          };
          void settle();
        });
      },
    },
  };
}
