import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (see client-interaction.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'portfolio:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A file path: the directive is bundled with esbuild, which does not take file: URLs.
          entrypoint: fileURLToPath(new URL('./client-interaction.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction with the island, or when one of the named window events fires. */
    'client:interaction'?: boolean | string;
  }
}
