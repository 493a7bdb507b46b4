/**
 * The code of a page's islands, fetched ahead of use. Islands that wake on interaction
 * (`client:interaction`) run none of their code before the visitor reaches for one; but fetching it
 * only then puts the network between a first tap and its response. So each page carries the list
 * of modules its islands need, their static imports included, as `modulepreload` links in an inert
 * <template>: the <head> script adds them to the document once the page has loaded and the browser
 * is idle, which fetches and compiles the code without running it.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/** The id of the <template> that holds a page's island code. */
export const islandCodeId = 'island-code';

/** The attributes of an astro-island that name its code. */
const codeAttributes = ['component-url', 'renderer-url', 'before-hydration-url'];

/**
 * The module URLs of a page's islands that wake on interaction, as the page writes them. The
 * splash's island (`client="splash"`) is left out: it runs on the first page of a visit only, and
 * fetches its own code then.
 */
export function islandModuleUrls(html: string): string[] {
  const urls = new Set<string>();
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attr = (name: string) => child.attrs.find((a) => a.name === name)?.value;
      if (child.tagName === 'astro-island' && attr('client') !== 'splash') {
        for (const url of codeAttributes.map(attr)) if (url) urls.add(url);
      }
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  visit(parse(html));
  return [...urls];
}

/** The page with its island code: a <template> of modulepreload links at the end of <body>. */
export function withIslandCode(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('withIslandCode: the page has no </body>');
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `${html.slice(0, end)}<template id="${islandCodeId}">${links}</template>${html.slice(end)}`;
}
