import { style } from '@vanilla-extract/css';
import { actionRow, headingType, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const layout = style(stack(4, { align: 'start' }));

export const code = style({
  fontSize: 'clamp(4rem, 2rem + 10vw, 9rem)',
  ...headingType,
  lineHeight: 1,
  color: vars.colour.primary,
});

export const actions = style({ ...actionRow(3), marginTop: vars.space[3] });
