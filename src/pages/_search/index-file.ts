import type { APIRoute, GetStaticPaths } from 'astro';
import { getSearchDocuments, getSiteFeatures } from '../../lib/content/collections.ts';
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

export const GET: APIRoute = async () => {
  const index: SearchIndex = { documents: await getSearchDocuments() };
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
