import { style } from '@vanilla-extract/css';
import { inlineRow, stack, tapTarget } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/** /notes (index.astro). */
export const layout = style(stack(6));

export const intro = style(stack(2));

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });

/** The feed, for readers who follow the notes. */
export const feed = style({
  ...tapTarget(2),
  ...inlineRow(2),
  alignSelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.primaryText,
});
