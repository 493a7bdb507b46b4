import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { assertContent } from '../../content-schemas/check.ts';

/**
 * Checks every content file before Astro builds or serves, so that a bad project file fails
 * with its path and field named ("src/content/projects/x.mdx: hero.src: no image at …")
 * instead of a bare image error from deep inside the bundler.
 */
export function contentCheck(): AstroIntegration {
  return {
    name: 'portfolio:content-check',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        if (command === 'build') assertContent(fileURLToPath(config.root));
      },
    },
  };
}
