import { style } from '@vanilla-extract/css';
import { stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const figure = style({ ...stack(3), maxWidth: vars.width.prose });

export const video = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
});

export const caption = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.md });
