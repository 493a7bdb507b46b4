import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { bodyStylesIntoHead, cspHashesComplete, cspMetaFirst } from '../lib/html-head.ts';
import { madeFiles } from '../lib/public-files.ts';

/**
 * Puts every built page's <head> in order, after the build:
 * - Astro's island <style>, which it writes in the body, moves into <head>, where HTML permits it.
 * - The Content-Security-Policy <meta> that `security.csp` writes comes first, right after
 *   <meta charset>. A policy in a <meta> governs only what follows it, and Astro renders it with
 *   its collected head content at </head>, after the layout's own inline theme script, JSON-LD and
 *   font <style>. Governing those, the policy must also list their hashes, which Astro leaves out
 *   for a script it writes at render time (define:vars) and for JSON-LD: those are added.
 * Astro writes the policy only in builds, so only the build needs this. Only the pages the site
 * makes: an HTML file of public/ (a search engine's verification file, say) is published unchanged.
 */
export function builtHeadIntegration(): AstroIntegration {
  return {
    name: 'portfolio:built-head',
    hooks: {
      'astro:build:done': ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        let ordered = 0;
        for (const page of madeFiles(dir, assets).keys()) {
          if (!page.endsWith('.html')) continue;
          const file = path.join(root, page);
          const html = readFileSync(file, 'utf8');
          const result = cspHashesComplete(cspMetaFirst(bodyStylesIntoHead(html)));
          if (result !== html) {
            writeFileSync(file, result);
            ordered += 1;
          }
        }
        logger.info(
          `Styles in <head>, Content-Security-Policy <meta> first, hashing every inline script and style: ${ordered} page(s)`,
        );
      },
    },
  };
}
