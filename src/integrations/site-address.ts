import type { AstroIntegration } from 'astro';
import { unknownAddressWarning } from '../lib/content/site-url.ts';

/** Says in the terminal, before a build, when the build knows no public address (see lib/site-url.ts). */
export function siteAddressNotice(): AstroIntegration {
  return {
    name: 'portfolio:site-address',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        if (command === 'build' && !config.site) logger.warn(unknownAddressWarning);
      },
    },
  };
}
