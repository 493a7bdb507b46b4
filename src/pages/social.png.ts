import type { APIRoute } from 'astro';
import { getOwnerCardMark } from '../lib/content/collections.ts';
import { darkColours, lightColours } from '../styles/tokens.ts';
import { socialCardPng } from './social/_cached-card.ts';

/** The 1200×630 link-preview card of every page that is not a project: /social.png. */
export const GET: APIRoute = async () => {
  const { owner, mark, logo } = await getOwnerCardMark();
  const png = await socialCardPng({
    title: owner.data.name,
    category: owner.data.role,
    mark,
    logo,
    byline: 'Portfolio',
    // The site's own dark theme and brand blue.
    palette: {
      deep: darkColours.background,
      bright: lightColours.primaryFillHover,
      accent: darkColours.primary,
      tint: darkColours.primaryFillHover,
    },
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
