import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { renderMarkPng } from '../../lib/art/mark.ts';
import { getOwner, getOwnerLogo } from '../../lib/content/collections.ts';
import { logoDataUri, logoTile } from '../../lib/content/owner-logo.ts';
import { siteIcons } from '../../lib/content/site-icons.ts';
import { initials } from '../../lib/content/text.ts';
import { darkColours } from '../../styles/tokens.ts';

/** The PNG favicon and app icons listed in site-icons.ts: /icons/<file>. */
export const getStaticPaths = (() =>
  siteIcons.map((icon) => ({
    params: { icon: icon.file.replace(/\.png$/, '') },
    props: { icon },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { icon } }) => {
  const owner = await getOwner();
  const logo = await getOwnerLogo();
  const png = await renderMarkPng({
    letters: initials(owner.data.name),
    logo: logo && logoDataUri(logo),
    background: logo ? logoTile : darkColours.primaryFill,
    foreground: darkColours.onPrimary,
    size: icon.size,
    radius: icon.radius,
    scale: icon.scale,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
