import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, hoverable, mediaUp, motionOk } from '../styles/breakpoints.ts';
import { bareList, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const section = style(stack(5));

export const heading = style({ fontSize: vars.fontSize['3xl'], letterSpacing: '-0.01em' });

/** One column on a phone, two from `sm`, and from `lg` one per card (four at most). */
export const grid = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (columns) => ({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
    [mediaUp('lg')]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  },
}));

/**
 * The width each image is laid out at, by column count, for `sizes`: the content column (72rem at
 * most, 2rem of gutters under `md`, 4rem from it) shared by the columns and their gaps.
 */
export const imageSizes = {
  1: `(min-width: ${breakpoints.md}) min(100vw - 4rem, 68rem), calc(100vw - 2rem)`,
  2: `(min-width: ${breakpoints.md}) min(50vw - 3rem, 33rem), (min-width: ${breakpoints.sm}) calc(50vw - 2rem), calc(100vw - 2rem)`,
  3: `(min-width: ${breakpoints.lg}) min(33vw - 2.5rem, 22rem), (min-width: ${breakpoints.md}) calc(50vw - 3rem), (min-width: ${breakpoints.sm}) calc(50vw - 2rem), calc(100vw - 2rem)`,
  4: `(min-width: ${breakpoints.lg}) min(25vw - 2rem, 16rem), (min-width: ${breakpoints.md}) calc(50vw - 3rem), (min-width: ${breakpoints.sm}) calc(50vw - 2rem), calc(100vw - 2rem)`,
} as const;

/** The card: its title's link covers all of it (`link` below). */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  '@media': {
    [hoverable]: { selectors: { '&:hover': { borderColor: vars.colour.primary } } },
    [motionOk]: { transition: `border-color ${vars.duration.fast}` },
  },
});

/**
 * Above the title on screen, after it in the markup: a screen reader meets the card's heading
 * first, and jumping from heading to heading lands on it.
 */
export const media = style({ order: -1, marginBottom: vars.space[2] });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const link = style({
  color: vars.colour.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target; the focus ring stays the title's own.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
  '@media': {
    [hoverable]: { selectors: { [`${card}:hover &`]: { color: vars.colour.primaryText } } },
  },
});

export const category = style({
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
