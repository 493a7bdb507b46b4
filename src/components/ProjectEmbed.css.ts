import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize['3xl'] });

export const original = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
});
