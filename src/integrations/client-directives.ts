import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The site's own client directives, each in its own file beside this one. */
const directives = {
  interaction: './client-interaction.ts',
  splash: './client-splash.ts',
} as const;

/** Registers `client:interaction` and `client:splash`. */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'portfolio:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, file] of Object.entries(directives)) {
          // A file path: a directive is bundled with esbuild, which does not take file: URLs.
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate as the visitor reaches for the island (or `#id`), scrolls to it (`visible`), or a named window event fires. */
    'client:interaction'?: boolean | string;
    /** Hydrate once the content has painted, on the page that shows the splash; else never. */
    'client:splash'?: boolean;
  }
}
