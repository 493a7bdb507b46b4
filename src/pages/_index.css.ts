import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { actionRow, headingType, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const hero = style({
  ...stack(4, { justify: 'center' }),
  minHeight: `calc(100dvh - ${vars.headerHeight} - 16rem)`,
  '@media': {
    [mediaUp('md')]: { minHeight: `calc(100dvh - ${vars.headerHeight} - 14rem)` },
  },
});

/**
 * With featured work below, the greeting and its buttons fill the first screen as the spec draws
 * it, and only the featured section's heading shows at its foot (4rem of it, with the page's top
 * padding: 3rem, 4rem from md). Its images start below the fold: the greeting stays the page's
 * largest paint, and the lazy images are fetched as the visitor scrolls to them.
 */
export const heroBeforeFeatured = style({
  minHeight: `calc(100dvh - ${vars.headerHeight} - ${vars.space[7]} - 4rem)`,
  '@media': {
    [mediaUp('md')]: { minHeight: `calc(100dvh - ${vars.headerHeight} - ${vars.space[8]} - 4rem)` },
  },
});

export const greeting = style({
  fontSize: 'clamp(2.5rem, 1.5rem + 5vw, 5.5rem)',
  letterSpacing: '-0.02em',
  maxWidth: '16ch',
});

// Bold keeps it "large text" at every width, so the brand blue passes contrast in light mode.
export const role = style({
  fontSize: vars.fontSize['2xl'],
  ...headingType,
  color: vars.colour.primary,
});

export const actions = style({ ...actionRow(3), marginTop: vars.space[4] });
