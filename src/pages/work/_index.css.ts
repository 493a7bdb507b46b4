import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const layout = style({ display: 'grid', gap: vars.space[6] });

export const intro = style({ display: 'grid', gap: vars.space[2] });

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });
