import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.colour.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
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
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.02em',
  lineHeight: 1,
});

export const name = style({
  display: 'none',
  '@media': { [mediaUp('sm')]: { display: 'inline' } },
});
