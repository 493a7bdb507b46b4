import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize['3xl'] });
