import { transformSync } from 'esbuild';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Minifies every inline script of a built page that runs as JavaScript (build time only). Astro
 * writes an `is:inline` script as it is written, so the site's own head scripts (colour mode, page
 * fades, first responses: src/components/) reached every page with their spaces and long names,
 * 880 bytes of a project page's 14 KB of gzip, the first round trip's worth. esbuild, which the
 * build runs anyway, minifies them; JSON-LD and other data blocks stay as they are.
 */
export function minifyInlineScripts(html: string): string {
  const texts: { start: number; end: number; text: string }[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const location = child.sourceCodeLocation;
      if (child.tagName === 'script' && runsAsJavaScript(child) && location?.endTag) {
        const [start, end] = [location.startTag!.endOffset, location.endTag.startOffset];
        texts.push({ start, end, text: html.slice(start, end) });
      }
      walk(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  let result = html;
  for (const { start, end, text } of texts.toReversed()) {
    if (text.trim() === '') continue;
    const minified = transformSync(text, { loader: 'js', minify: true }).code.trimEnd();
    result = result.slice(0, start) + minified + result.slice(end);
  }
  return result;
}

/** A script element with text of its own that the browser runs: no `src`, a JavaScript type. */
function runsAsJavaScript(script: DefaultTreeAdapterTypes.Element): boolean {
  const attribute = (name: string) => script.attrs.find((attr) => attr.name === name)?.value;
  const type = attribute('type')?.trim().toLowerCase() ?? '';
  return attribute('src') === undefined && ['', 'module', 'text/javascript'].includes(type);
}
