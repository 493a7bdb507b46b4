import type { APIRoute, GetStaticPaths } from 'astro';
import { getOwnerLogo } from '../lib/content/collections.ts';
import { headerLogo, logoPath } from '../lib/content/owner-logo.ts';

/** The header's copy of the owner's logo, /logo.svg or /logo.png; no file when there is none. */
export const getStaticPaths = (async () => {
  const logo = await getOwnerLogo();
  return logo ? [{ params: { format: logoPath(logo).replace(/^\/logo\./, '') } }] : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const logo = await getOwnerLogo();
  if (!logo) throw new Error('logo.[format].ts: the owner has no logo, so no path was built');
  return new Response(new Uint8Array(await headerLogo(logo)), { headers: { 'Content-Type': logo.type } });
};
