import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** What a <picture> needs: an AVIF set for `sizes` to choose from and one WebP for the <img>. */
export interface PictureSources {
  avifSrcset: string;
  fallbackSrc: string;
  /** The largest width encoded and its height: the <img>'s intrinsic size (no layout shift). */
  width: number;
  height: number;
}

/**
 * Encodes `src` at each of `widths` that it can fill (never upscaled: a width above the source's
 * gives way to the source's own). Every engine the site
 * targets (Chromium, Firefox, WebKit) takes the AVIF <source>, at each width `sizes` can choose.
 * The <img> is for any other browser: one WebP at a middle width, not a second full set, and no
 * JPEG. Cold builds are image-bound; each encode left out counts.
 */
export async function pictureSources(src: ImageMetadata, widths: number[]): Promise<PictureSources> {
  const usable = widths.filter((width) => width <= src.width);
  const encoded =
    usable.length < widths.length && !usable.includes(src.width) ? [...usable, src.width] : usable;
  const largest = Math.max(...encoded);
  const avif = await getImage({ src, widths: encoded, width: largest, format: 'avif' });
  const fallback = await getImage({
    src,
    width: encoded[Math.floor(encoded.length / 2)] ?? largest,
    format: 'webp',
  });
  return {
    avifSrcset: avif.srcSet.attribute,
    fallbackSrc: fallback.src,
    width: largest,
    height: Math.round((largest * src.height) / src.width),
  };
}

/**
 * The screenshot at its own size, optimised: what its link leads to without JavaScript and what
 * the viewer shows. WebP, which every engine opens as a page of its own.
 */
export async function fullSizeImage(
  src: ImageMetadata,
): Promise<{ src: string; width: number; height: number }> {
  const image = await getImage({ src, format: 'webp' });
  return { src: image.src, width: src.width, height: src.height };
}
