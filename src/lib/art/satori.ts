/**
 * Satori plumbing shared by the cards and the logo mark: layout and text go through satori (text
 * becomes SVG paths set in the bundled K2D font, so no system font is ever used), and the SVG
 * is rasterised with sharp. Same input, same bytes.
 *
 * Imported by the build (src/pages) and by scripts run under Node's type stripping: erasable
 * TypeScript only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import satori, { type SatoriOptions } from 'satori';
import sharp from 'sharp';

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

export const FONT_FAMILY = 'K2D';
let fontCache: SatoriOptions['fonts'] | undefined;

/** K2D regular and bold, read once from @fontsource/k2d (woff: satori reads it directly). */
function fonts(): SatoriOptions['fonts'] {
  if (!fontCache) {
    const load = (weight: 400 | 700) =>
      readFileSync(
        fileURLToPath(import.meta.resolve(`@fontsource/k2d/files/k2d-latin-${weight}-normal.woff`)),
      );
    fontCache = [
      { name: FONT_FAMILY, data: load(400), weight: 400, style: 'normal' },
      { name: FONT_FAMILY, data: load(700), weight: 700, style: 'normal' },
    ];
  }
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
    fonts: fonts(),
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
