import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { bodyScriptsDeferred } from '../lib/build/body-scripts-deferred.ts';
import {
  bodyStylesIntoHead,
  cspHashesExact,
  cspMetaFirst,
  joinAdjacentInline,
} from '../lib/build/page-head.ts';
import { minifyInlineScripts } from '../lib/build/minify-inline-scripts.ts';
import { madeFiles } from '../lib/build/public-files.ts';

/**
 * Puts every built page's <head> in order, after the build:
 * - Its inline scripts are minified (src/lib/build/minify-inline-scripts.ts).
 * - Astro's island <style>, which it writes in the body, moves into <head>, where HTML permits it.
 * - Inline scripts side by side become one script, and styles side by side one style: one hash
 *   each in the policy (`joinAdjacentInline`).
 * - The body's inline scripts become module scripts, which do not hold the parser while the
 *   stylesheet loads (src/lib/build/body-scripts-deferred.ts).
 * - The Content-Security-Policy <meta> that `security.csp` writes comes first, right after
 *   <meta charset>. A policy in a <meta> governs only what follows it, and Astro renders it with
 *   its collected head content at </head>, after the layout's own inline theme script, JSON-LD and
 *   font <style>. It lists the hashes of the page's own inline scripts and styles, and only those
 *   (`cspHashesExact`).
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
          const result = cspHashesExact(
            cspMetaFirst(
              bodyScriptsDeferred(joinAdjacentInline(bodyStylesIntoHead(minifyInlineScripts(html)))),
            ),
          );
          if (result !== html) {
            writeFileSync(file, result);
            ordered += 1;
          }
        }
        logger.info(
          `Inline scripts minified, styles in <head>, side-by-side scripts and styles joined, body scripts deferred, Content-Security-Policy <meta> first with the page's own hashes: ${ordered} page(s)`,
        );
      },
    },
  };
}
