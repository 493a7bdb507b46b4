import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspHashesComplete, cspMetaFirst } from '../lib/html-head.ts';

/**
 * Puts the Content-Security-Policy <meta> that `security.csp` writes first in every built page's
 * <head>, right after <meta charset>. A policy in a <meta> governs only what follows it, and
 * Astro renders it with its collected head content at </head>, after the layout's own inline
 * theme script, JSON-LD and font <style>. Governing those, the policy must also list their
 * hashes, which Astro leaves out for a script it writes at render time (define:vars) and for
 * JSON-LD: those are added. Astro writes the policy only in builds, so only the build needs this.
 */
export function cspMetaFirstIntegration(): AstroIntegration {
  return {
    name: 'portfolio:csp-meta-first',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let moved = 0;
        for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = path.join(entry.parentPath, entry.name);
          const html = readFileSync(file, 'utf8');
          const ordered = cspHashesComplete(cspMetaFirst(html));
          if (ordered !== html) {
            writeFileSync(file, ordered);
            moved += 1;
          }
        }
        logger.info(
          `Content-Security-Policy <meta> first in <head>, hashing every inline script and style: ${moved} page(s)`,
        );
      },
    },
  };
}
