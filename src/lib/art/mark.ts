/**
 * The logo mark for the favicon and app icons: the owner's initials on a rounded square, or the
 * owner's own logo on it when there is one.
 */
import { capitalsBelowMiddle } from '../fonts/print-fonts.ts';
import { artFace, artFontFamily, h, svgToPng, toSvg, type El } from './satori.ts';

/** Options of {@link renderMarkPng}. */
export interface MarkOptions {
  /** One to three letters, e.g. the owner's initials. */
  letters: string;
  /** Fill of the square and colour of the letters, as `#rrggbb`. */
  background: string;
  foreground: string;
  /** Corner radius as a fraction of the size: 0.22 for a favicon, 0 for a full-bleed app icon. */
  radius?: number;
  /**
   * Share of the size the letters may span: 0.62 by default; 0.5 keeps them inside the safe
   * zone of a maskable icon, which the system may crop to a circle.
   */
  scale?: number;
  /** The owner's logo as a data URI (see logoDataUri); drawn in place of the letters. */
  logo?: string | undefined;
}

/** A logo's share of the tile, against the letters' `scale`: a logo fills its box, letters do not. */
const logoShare = (scale: number) => Math.min(0.8, scale * 1.2);

/**
 * The owner's logo centred on the square, as plain SVG on a 512-unit page: satori is for text,
 * and an image needs no layout. `xlink:href` too, for older SVG renderers.
 */
function logoTileSvg(options: MarkOptions & { logo: string }, size: number): string {
  const { logo, background, radius = 0.22, scale = 0.62 } = options;
  const box = Math.round(512 * logoShare(scale));
  const at = (512 - box) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="${512 * radius}" fill="${background}"/>`,
    `<image x="${at}" y="${at}" width="${box}" height="${box}" preserveAspectRatio="xMidYMid meet" href="${logo}" xlink:href="${logo}"/>`,
    '</svg>',
  ].join('');
}

/** The logo mark (letters on a rounded square) on a 512-unit page, as a satori tree. */
function markTree(options: MarkOptions): El {
  const { letters, background, foreground, radius = 0.22, scale = 0.62 } = options;
  const size = 512;
  const fontSize = Math.round((size * scale) / Math.max(1.2, letters.length * 0.68));
  // The capitals' middle on the square's: padding on one side moves the centred line by half its size.
  const shift = 2 * capitalsBelowMiddle(artFace()) * fontSize;
  return h(
    {
      width: size,
      height: size,
      borderRadius: size * radius,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: background,
      color: foreground,
      fontFamily: artFontFamily(),
      fontSize,
      fontWeight: 700,
      letterSpacing: fontSize * 0.02,
      paddingTop: Math.max(0, -shift),
      paddingBottom: Math.max(0, shift),
    },
    letters,
  );
}

/** The logo mark as a `size`×`size` PNG (favicons, app icons). */
export async function renderMarkPng(options: MarkOptions & { size: number }): Promise<Buffer> {
  const svg = options.logo
    ? logoTileSvg({ ...options, logo: options.logo }, options.size)
    : await toSvg(markTree(options), 512, 512, options.size, options.size);
  return svgToPng(svg);
}
