import type { APIRoute } from 'astro';
import { getOwner } from '../lib/content/collections.ts';
import { webManifest } from '../lib/content/site-icons.ts';
import { href } from '../lib/content/urls.ts';
import { themeColour } from '../styles/tokens.ts';

/** The web manifest: name, colours and icons for browsers that install or pin the site. */
export const GET: APIRoute = async () => {
  const { name, role, description } = (await getOwner()).data;
  const manifest = webManifest({
    name,
    role,
    description,
    home: href('/'),
    themeColour: themeColour.dark,
    href,
  });
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
