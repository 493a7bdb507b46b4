/**
 * The code of a page's islands, listed in the page so the browser can fetch it ahead of use.
 *
 * Islands that wake on interaction (`client:interaction`) run none of their code before the
 * visitor reaches for one; but fetching it only then puts the network between a first tap and its
 * response. So each page carries the list of modules its islands need, their static imports
 * included: client:interaction fetches them into the HTTP cache, without compiling or running
 * them, once the page's content has painted, in the browser's idle moments.
 *
 * The splash's island (`client:splash`) runs on the first page of a visit, from a list of its own.
 * Each list is in the order the browser evaluates the modules, dependencies first: fetched at idle,
 * what runs first arrives first; and client:splash can run the splash's one task each.
 *
 * A list is `modulepreload` links in an inert <template> (the links say what the files are; they
 * never join the document).
 */

/** The id of the <template> that holds a page's interaction-island code. */
export const islandCodeId = 'island-code';
/** The id of the <template> that holds the splash island's code. */
export const splashCodeId = 'splash-code';

/** The page with a list of modules: a <template> of modulepreload links at the end of <body>. */
export function withModuleList(html: string, id: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('withModuleList: the page has no </body>');
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `${html.slice(0, end)}<template id="${id}">${links}</template>${html.slice(end)}`;
}

/** In the browser: the absolute URLs a page's list holds, in its order; none without the list. */
export function listedModules(id: string): string[] {
  const list = document.getElementById(id);
  if (!(list instanceof HTMLTemplateElement)) return [];
  return [...list.content.querySelectorAll('link')].map(
    (link) => new URL(link.getAttribute('href') ?? '', document.baseURI).href,
  );
}
