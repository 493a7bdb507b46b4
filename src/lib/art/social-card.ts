/**
 * The 1200×630 link-preview cards (Open Graph, X) the build draws from the owner's content:
 * one per project with its hero, and the site's own with the logo mark.
 */
import sharp from 'sharp';
import { cardSvg, heroFrame, type CardOptions } from './card.ts';

export type SocialCardOptions = Omit<CardOptions, 'feature' | 'width' | 'height'> & {
  /** The project's hero image (PNG, JPEG, WebP or AVIF bytes), framed on the right. */
  hero?: Uint8Array | undefined;
};

/** The card's drawing without the hero: with the hero's bytes, everything that decides its pixels. */
export const socialCardSvg = ({ hero, ...options }: SocialCardOptions): Promise<string> =>
  cardSvg({ ...options, feature: hero ? 'hero' : 'mark' });

/** Rasterises {@link socialCardSvg}'s drawing and composites the hero into its frame. */
export async function rasteriseSocialCard(svg: string, hero?: Uint8Array): Promise<Buffer> {
  const frame = heroFrame(1200, 630);
  const w = frame.width - frame.inset * 2;
  const h = frame.height - frame.inset * 2;
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" rx="${frame.radius}" ry="${frame.radius}"/></svg>`;
  const heroLayer = hero
    ? await sharp(hero)
        .resize(w, h, { fit: 'cover', position: 'top' })
        .composite([{ input: Buffer.from(mask), blend: 'dest-in' }])
        .png()
        .toBuffer()
    : undefined;
  return sharp(Buffer.from(svg))
    .composite(
      heroLayer ? [{ input: heroLayer, left: frame.left + frame.inset, top: frame.top + frame.inset }] : [],
    )
    .png({ compressionLevel: 9 })
    .toBuffer();
}
