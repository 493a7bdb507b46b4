import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

export const article = style(stack(7));

export const hero = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: `0 1.5rem 3rem -1.5rem ${vars.colour.shadow}`,
});

export const header = style(stack(5));
