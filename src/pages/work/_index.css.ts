import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../styles/breakpoints.ts';
import { stack, tapTarget } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/**
 * /work and each technology's page (src/pages/technologies/[technology].astro). On wide screens it
 * fills the screen below the header, and the preview's area (WorkList.css.ts) the rest of it: however
 * short the list, the preview then first shows near the screen's bottom.
 */
export const layout = style({
  ...stack(6),
  '@media': { [mediaUp('lg')]: { minHeight: `calc(100dvh - ${vars.headerHeight})` } },
});

export const intro = style(stack(2));

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });

/** A technology's page's way back to the whole list. */
export const back = style({
  ...tapTarget(2),
  alignSelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.primaryText,
});
