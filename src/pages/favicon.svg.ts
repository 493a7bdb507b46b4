import type { APIRoute } from 'astro';
import { renderMarkSvg } from '../lib/art/mark.ts';
import { getOwner } from '../lib/collections.ts';
import { initials } from '../lib/text.ts';
import { darkColours } from '../styles/tokens.ts';

/** The favicon: the header's logo mark (the owner's initials), drawn as paths. */
export const GET: APIRoute = async () => {
  const owner = await getOwner();
  const svg = await renderMarkSvg({
    letters: initials(owner.data.name),
    background: darkColours.primaryFill,
    foreground: darkColours.onPrimary,
  });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
