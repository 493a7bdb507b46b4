/**
 * Where an image sits, in the terms a responsive image needs: the `sizes` its place in the layout
 * gives it (from the layout's own measures), and the widths to encode, so that a screen's choice is
 * close above what it shows. A phone's column is 288–398 CSS px at 1.75× to 3× (Lighthouse's phone:
 * 380 px at 1.75×, 665 device pixels); a candidate far above that is bytes sent for nothing
 * (Lighthouse's image delivery insight, a gate in `npm test`). picture-sources.ts never upscales:
 * widths above the source's are left out, the source's own width taking their place.
 */
import { breakpoints } from './breakpoints.ts';
import { space, widths } from './tokens.ts';

const rem = (value: string) => Number.parseFloat(value);
/** The content column's padding on each side: small screens, then from `md` up (layout.css.ts). */
const gutter = { base: rem(space[4]), md: rem(space[6]) };
const columnMax = `${rem(widths.content) - 2 * gutter.md}rem`;

/** An image across the content column: a project's hero, a wide screenshot, an embed's preview. */
export const columnImage = {
  sizes: `(min-width: ${widths.content}) ${columnMax}, (min-width: ${breakpoints.md}) calc(100vw - ${2 * gutter.md}rem), calc(100vw - ${2 * gutter.base}rem)`,
  widths: [640, 720, 1088, 1600, 2176],
};

/** An image in the owner's writing: the text column (44rem) at most. */
export const proseImage = {
  sizes: `(min-width: ${breakpoints.md}) ${widths.prose}, calc(100vw - ${2 * gutter.base}rem)`,
  widths: [480, 704, 1408],
};

/** Phone-shaped screenshots, several to a row (ScreenshotViewer.css.ts's grid). */
export const portraitThumbnail = {
  sizes: `(min-width: ${breakpoints.lg}) 14rem, (min-width: ${breakpoints.sm}) 30vw, 45vw`,
  widths: [280, 336, 448],
};

/** The portrait on /about: 18rem, 20rem from `lg` (_about.css.ts). */
export const portraitPhoto = {
  sizes: `(min-width: ${breakpoints.lg}) 20rem, 18rem`,
  widths: [320, 540, 640],
};
