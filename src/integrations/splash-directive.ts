import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:splash` (see client-splash.ts). */
export function splashDirective(): AstroIntegration {
  return {
    name: 'portfolio:client-splash',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'splash',
          // A file path: the directive is bundled with esbuild, which does not take file: URLs.
          entrypoint: fileURLToPath(new URL('./client-splash.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after `load` when the page shows the splash (`data-splash` on `<html>`); else never. */
    'client:splash'?: boolean;
  }
}
