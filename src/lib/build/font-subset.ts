/**
 * The characters the site's own font files carry: printable ASCII, Latin-1 (Western European
 * accents), Œ œ, general punctuation (dashes, quotes, ellipsis, bullets), €, ™ and the minus
 * sign. Cut from @fontsource/k2d's Latin files by `npm run fonts` (scripts/subset-fonts.ts).
 * Anything else shows in the fallback font, as characters outside the Latin file always did.
 *
 * Why so few: each weight is preloaded and then arrives in one round trip of a new connection
 * (about 12 KB, under TCP's first window of 14.6 KB). The full Latin file of the bold weight
 * was 14.5 KB: it needed a second round trip, and Lighthouse's LCP rose from 1.2 s to 1.35 s on
 * every page with an image.
 */

/** The weights the site sets (regular, semibold, bold): one file each. */
export const fontWeights = [400, 600, 700] as const;

/** A weight's file, from the project root (astro.config.mjs and `npm run fonts` both use it). */
export const siteFontFile = (weight: number) => `src/assets/fonts/k2d-${weight}.woff2`;

/** Code point ranges, first and last included. */
export const fontSubsetRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** The ranges as CSS `unicode-range` values (`U+20-7E`, `U+20AC`). */
export const fontSubsetUnicodeRange = fontSubsetRanges.map(([first, last]) =>
  first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
) as [string, ...string[]];

/** Every character of the ranges, as one string. */
export const fontSubsetText = (): string =>
  fontSubsetRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
