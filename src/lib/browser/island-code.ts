/** The id of the JSON list of a page's island code (src/lib/build/island-code.ts writes it). */
export const islandCodeId = 'island-code';

/** In the browser: the absolute URLs the page lists, in its order; none without the list. */
export function listedIslandCode(): string[] {
  const list = document.getElementById(islandCodeId)?.textContent;
  return list ? (JSON.parse(list) as string[]).map((url) => new URL(url, document.baseURI).href) : [];
}
