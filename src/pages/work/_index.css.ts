import { style } from '@vanilla-extract/css';
import { stack, tapTarget } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/** /work and each technology's page (src/pages/technologies/[technology].astro). */
export const layout = style(stack(6));

export const intro = style(stack(2));

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });

/** A technology's page's way back to the whole list. */
export const back = style({
  ...tapTarget(2),
  alignSelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.primaryText,
});
