/**
 * What each font of look.ts is for: the weights it sets, and the CSS variable its family is set
 * in (Astro's fonts, astro.config.mjs). Apart from tokens.ts, which the browser's scripts bundle:
 * none of this runs there.
 */
import { fonts } from './look.ts';
import { fontWeights } from './tokens.ts';

/** The font roles of look.ts: the body's and the heading's. */
export type FontRole = keyof typeof fonts;

/** The weights each font sets: the body its regular and semibold, the heading its bold. */
export const fontRoleWeights = {
  body: [Number(fontWeights.regular), Number(fontWeights.semibold)],
  heading: [Number(fontWeights.bold)],
} as const satisfies Record<FontRole, readonly number[]>;

/**
 * The CSS variable of each role's family: one family per package, so a heading in the body's font
 * is the body's family, with its files.
 */
export const fontVariables = {
  body: '--font-body',
  heading: fonts.heading === fonts.body ? '--font-body' : '--font-heading',
} as const satisfies Record<FontRole, string>;
