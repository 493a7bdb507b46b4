import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../styles/breakpoints.ts';
import { stack, tapTarget } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/**
 * /work and each technology's page (src/pages/technologies/[technology].astro). On wide screens it
 * holds the preview's track (WorkList.css.ts), and fills the screen below the header: however short
 * the list, the preview then first shows near the screen's bottom, not up beside the heading.
 */
export const layout = style({
  ...stack(6),
  '@media': { [mediaUp('lg')]: { position: 'relative', minHeight: `calc(100dvh - ${vars.headerHeight})` } },
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
