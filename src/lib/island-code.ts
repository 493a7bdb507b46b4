/**
 * The code of a page's islands, fetched ahead of use. Islands that wake on interaction
 * (`client:interaction`) run none of their code before the visitor reaches for one; but fetching it
 * only then puts the network between a first tap and its response. So each page carries the list
 * of modules its islands need, their static imports included, as `modulepreload` links in an inert
 * <template> (the links say what the files are; they never join the document): client:interaction
 * fetches them into the HTTP cache, without compiling or running them, once the page's content has
 * painted, in the browser's idle moments.
 */

/** The id of the <template> that holds a page's island code. */
export const islandCodeId = 'island-code';

/** The page with its island code: a <template> of modulepreload links at the end of <body>. */
export function withIslandCode(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('withIslandCode: the page has no </body>');
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `${html.slice(0, end)}<template id="${islandCodeId}">${links}</template>${html.slice(end)}`;
}
