import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

export const layout = style(stack(6));

export const intro = style(stack(2));

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });
