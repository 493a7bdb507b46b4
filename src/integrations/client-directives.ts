import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the site's own client directives, `client:interaction` and `client:splash`, each in its file beside this one. */
export function clientDirectives(): AstroIntegration {
  // A file path: a directive is bundled with esbuild, which does not take file: URLs.
  const entrypoint = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return {
    name: 'portfolio:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: entrypoint('./client-interaction.ts') });
        addClientDirective({ name: 'splash', entrypoint: entrypoint('./client-splash.ts') });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate as the visitor reaches for the island (or `#id`), scrolls to it (`visible`), or a window event fires. */
    'client:interaction'?: boolean | string;
    /** Hydrate once the content has painted, on the page that shows the splash; else never. */
    'client:splash'?: boolean;
  }
}
