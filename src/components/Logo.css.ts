import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { visuallyHidden } from '../styles/layout.css.ts';
import { headingType } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { logoTile } from '../lib/content/owner-logo.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.colour.text,
  textDecoration: 'none',
  ...headingType,
  fontSize: vars.fontSize.lg,
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.primaryFill,
  color: vars.colour.onPrimary,
  ...headingType,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.02em',
  lineHeight: 1,
});

/** The owner's logo in place of the initials: on the same light tile in both modes, as in the icons. */
export const tile = style([
  mark,
  { padding: vars.space[1], backgroundColor: logoTile, border: `1px solid ${vars.colour.border}` },
]);

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

/** The splash's larger mark or tile (added to `mark` or `tile`). */
export const large = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.xl,
  fontSize: vars.fontSize['2xl'],
});

/** Read by screen readers at every width; seen from the sm breakpoint up. */
export const name = style([
  visuallyHidden,
  {
    '@media': {
      [mediaUp('sm')]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
      },
    },
  },
]);
