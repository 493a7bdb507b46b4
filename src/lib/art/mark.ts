/** The logo mark (the owner's initials on a rounded square) for the favicon and app icons. */
import { FONT_FAMILY, h, svgToPng, toSvg, type El } from './satori.ts';

/** Options of {@link renderMarkSvg} and {@link renderMarkPng}. */
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
}

/** The logo mark (letters on a rounded square) on a 512-unit page, as a satori tree. */
function markTree(options: MarkOptions): El {
  const { letters, background, foreground, radius = 0.22, scale = 0.62 } = options;
  const size = 512;
  const fontSize = Math.round((size * scale) / Math.max(1.2, letters.length * 0.68));
  return h(
    {
      width: size,
      height: size,
      borderRadius: size * radius,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: background,
      color: foreground,
      fontFamily: FONT_FAMILY,
      fontSize,
      fontWeight: 700,
      letterSpacing: fontSize * 0.02,
      // K2D sits a little high in its line box; this centres the capitals optically.
      paddingTop: fontSize * 0.08,
    },
    letters,
  );
}

/** The logo mark as a standalone SVG (text drawn as paths, so no font is needed to show it). */
export async function renderMarkSvg(options: MarkOptions): Promise<string> {
  return toSvg(markTree(options), 512, 512);
}

/** The logo mark as a `size`×`size` PNG (favicons, app icons). */
export async function renderMarkPng(options: MarkOptions & { size: number }): Promise<Buffer> {
  return svgToPng(await toSvg(markTree(options), 512, 512, options.size, options.size));
}
