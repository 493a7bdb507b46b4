import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  justifyItems: 'start',
  maxWidth: vars.width.prose,
});

export const emailLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const email = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
