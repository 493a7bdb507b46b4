import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const layout = style({ display: 'grid', gap: vars.space[4], justifyItems: 'start' });

export const code = style({
  fontSize: 'clamp(4rem, 2rem + 10vw, 9rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.colour.primary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[3],
});
