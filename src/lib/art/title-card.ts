/**
 * The placeholder title card `npm run new-project` writes as a new project's hero and preview
 * images until the owner puts real ones in their place: the social card's layout, in the
 * project's colours, with its initials in the badge.
 */
import { initials } from '../content/text.ts';
import { cardSvg } from './card.ts';
import { colourForSlug } from './colour.ts';
import { svgToPng } from './satori.ts';

export interface ProjectCardOptions {
  title: string;
  category: string;
  /** Picks the colours (see colourForSlug). */
  slug: string;
  /** Pixel size; default 1600×900 (a hero), 960×600 for a preview. */
  width?: number;
  height?: number;
}

/** A project's title card as a compact, palette-based PNG. */
export async function renderProjectCard({
  title,
  category,
  slug,
  width = 1600,
  height = 900,
}: ProjectCardOptions) {
  const svg = await cardSvg({
    title,
    category,
    mark: initials(title),
    palette: colourForSlug(slug),
    feature: 'rings',
    width,
    height,
  });
  return svgToPng(svg, 256);
}
