/**
 * Satori plumbing shared by the cards and the logo mark: layout and text go through satori (text
 * becomes SVG paths set in the heading's font of look.ts, so no system font is ever used), and the
 * SVG is rasterised with sharp. Same input, same bytes.
 *
 * Imported by the build (src/pages) and by scripts run under Node's type stripping: erasable
 * TypeScript only.
 */
import { readFileSync } from 'node:fs';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';
import { fontWeights } from '../../styles/tokens.ts';
import { printFace, type PrintFace, type PrintFile } from '../fonts/print-fonts.ts';

export type Style = Record<string, string | number>;
export type Child = El | string | null | false | undefined;
export interface El {
  type: string;
  props: { style: Style; children: Child[]; src?: string; width?: number; height?: number };
}

/** A satori element: a border-box flex container unless the style says otherwise. */
export function h(style: Style, ...children: Child[]): El {
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } };
}

/** A satori image (a data URI), fitted inside `size`×`size` without distortion. */
export function img(src: string, size: number): El {
  return {
    type: 'img',
    props: { src, width: size, height: size, style: { objectFit: 'contain' }, children: [] },
  };
}

/** The cards' and the icons' type: the heading's font in bold (look.ts), in every alphabet it has. */
export const artFace = (): PrintFace => printFace('heading', Number(fontWeights.bold));

/** A name of each of its files for satori, which sets a character in the first of a list that has it. */
const artFontName = (file: PrintFile) => `heading-${file.subset}`;

/** The font list a satori style names: `fontFamily: artFontFamily()`. */
export const artFontFamily = () => artFace().files.map(artFontName).join(', ');

let fontCache: SatoriOptions['fonts'] | undefined;

/** The art face's files, read once (WOFF: satori reads it directly). */
function satoriFonts(): SatoriOptions['fonts'] {
  fontCache ??= artFace().files.map((file) => ({
    name: artFontName(file),
    data: readFileSync(file.path),
    weight: Number(fontWeights.bold) as 700,
    style: 'normal' as const,
  }));
  return fontCache;
}

/**
 * Lays `root` out on a `designWidth`×`designHeight` page and returns the SVG, scaled (as
 * vectors, via the viewBox) to `width`×`height`.
 */
export async function toSvg(
  root: El,
  designWidth: number,
  designHeight: number,
  width = designWidth,
  height = designHeight,
): Promise<string> {
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: designWidth,
    height: designHeight,
    fonts: satoriFonts(),
  });
  return svg.replace(/^<svg width="[^"]*" height="[^"]*"/, `<svg width="${width}" height="${height}"`);
}

/** An SVG as PNG bytes; `colours` asks for a compact palette-based PNG. */
export function svgToPng(svg: string, colours?: number): Promise<Buffer> {
  const png = colours
    ? { palette: true, colours, quality: 100, dither: 0.6, effort: 10, compressionLevel: 9 }
    : { compressionLevel: 9 };
  return sharp(Buffer.from(svg)).png(png).toBuffer();
}
