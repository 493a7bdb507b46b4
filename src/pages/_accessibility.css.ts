import { style } from '@vanilla-extract/css';
import { stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** The statement: one column at the reading measure, its sections spaced apart. */
export const statement = style({ ...stack(6), maxWidth: vars.width.prose });

export const checks = style({ ...stack(3), paddingInlineStart: vars.space[5] });

/** Where a check runs, after what it checks: quieter. */
export const engines = style({ color: vars.colour.textMuted });
