import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize['3xl'] });

/** A fixed aspect ratio reserves the embed's space before it loads: no layout shift. */
export const frame = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  '@media': {
    [mediaUp('md')]: { aspectRatio: '16 / 10' },
  },
});

export const iframe = style({ width: '100%', height: '100%', border: 0 });

export const original = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
});
