import { transformSync } from 'esbuild';
import { inlineElements, runsAsJavaScript } from './page-head.ts';

/**
 * Minifies every inline script of a built page that runs as JavaScript (build time only). Astro
 * writes an `is:inline` script as it is written, so the site's own head scripts (colour mode, page
 * fades, first responses: src/components/) reached every page with their spaces and long names,
 * 880 bytes of a project page's 14 KB of gzip, the first round trip's worth. esbuild, which the
 * build runs anyway, minifies them; JSON-LD and other data blocks stay as they are.
 */
export function minifyInlineScripts(html: string): string {
  let result = html;
  // From the last, so that each replacement leaves the offsets before it as they were.
  for (const { text, textStart, textEnd } of inlineElements(html).filter(runsAsJavaScript).toReversed()) {
    if (text.trim() === '' || textStart < 0) continue;
    const minified = transformSync(text, { loader: 'js', minify: true }).code.trimEnd();
    result = result.slice(0, textStart) + minified + result.slice(textEnd);
  }
  return result;
}
