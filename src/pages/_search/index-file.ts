import type { APIRoute, GetStaticPaths } from 'astro';
import { getSearchDocuments, getSiteFeatures, pageLanguage } from '../../lib/content/collections.ts';
import { searchIndexPath } from '../../lib/content/search.ts';
import type { SearchIndex } from '../../lib/markup/search-index.ts';

/**
 * /search.json: what the search finds, every project and every published note with its text
 * (src/lib/content/search.ts). Fetched only by the search page, once the visitor reaches for it.
 */
export const getStaticPaths = (async () => {
  const { search } = await getSiteFeatures(undefined);
  return search ? [{ params: { searchIndex: searchIndexPath.slice(1).replace(/\.json$/, '') } }] : [];
}) satisfies GetStaticPaths;

/** In each of the site's languages, its pages' texts: /de/search.json for /de/search. */
export const GET: APIRoute = async (context) => {
  const { language } = pageLanguage(context);
  const index: SearchIndex = { documents: await getSearchDocuments(language) };
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
