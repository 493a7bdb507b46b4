import type { APIRoute } from 'astro';
import { renderMarkSvg } from '../lib/art/mark.ts';
import { getOwner, getOwnerLogo } from '../lib/collections.ts';
import { logoDataUri, logoTile } from '../lib/owner-logo.ts';
import { initials } from '../lib/text.ts';
import { darkColours } from '../styles/tokens.ts';

/** The favicon: the header's logo mark (the owner's logo, else their initials drawn as paths). */
export const GET: APIRoute = async () => {
  const owner = await getOwner();
  const logo = await getOwnerLogo();
  const svg = await renderMarkSvg({
    letters: initials(owner.data.name),
    background: logo ? logoTile : darkColours.primaryFill,
    foreground: darkColours.onPrimary,
    logo: logo && logoDataUri(logo),
  });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
