import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster, headingType, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/**
 * /resume: a document on screen, and on paper (A4 or Letter) the resume alone, in print sizes.
 * The site's header and footer stay off paper (their own styles), and print is in the light mode's
 * colours (theme.css.ts).
 */
export const resume = style({
  ...stack(6),
  maxWidth: '52rem',
  '@media': { print: { maxWidth: 'none', gap: '1em', fontSize: '10pt', lineHeight: 1.4 } },
});

export const header = style(stack(2));

export const name = style({
  fontSize: vars.fontSize['4xl'],
  letterSpacing: '-0.01em',
  '@media': { print: { fontSize: '22pt' } },
});

// Bold keeps it "large text", so the brand blue passes contrast in light mode (as Home's role).
export const label = style({
  fontSize: vars.fontSize.xl,
  ...headingType,
  color: vars.colour.primary,
  '@media': { print: { fontSize: '12pt', color: vars.colour.primaryText } },
});

/** E-mail, phone, place, website and profiles on a line or two. */
export const contact = style({
  ...cluster(1),
  ...bareList,
  columnGap: vars.space[4],
  color: vars.colour.textMuted,
});

// On paper a link's text alone would not say where it goes: a profile prints its address.
globalStyle(`${contact} a[data-address]::after`, {
  '@media': { print: { content: '" (" attr(data-address) ")"' } },
});

/** The PDF's button, under the contacts: never on paper. */
export const actions = style({
  marginTop: vars.space[2],
  '@media': { print: { display: 'none' } },
});

// Margins on paper, A4 or Letter alike, where the browser's own may be none.
globalStyle('@page', { margin: '14mm 15mm' });
