import { style } from '@vanilla-extract/css';
import { hoverable, motionOk } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';
import { zIndices } from '../styles/tokens.ts';

/** The spec's tooltip gutter (gap to the control) and arrow padding (arrow to tooltip edge). */
const gutter = '8px';
const arrowPadding = '8px';
const arrowSize = '8px';

/** Wraps a control; its tooltip shows on hover (where the pointer hovers) and on keyboard focus. */
export const anchor = style({ position: 'relative', display: 'inline-flex' });

/** The tooltip itself: aligned to the control's end edge so it never leaves the viewport. */
export const tip = style({
  position: 'absolute',
  top: `calc(100% + ${gutter})`,
  insetInlineEnd: 0,
  zIndex: zIndices.tooltip,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.text,
  color: vars.colour.background,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  opacity: 0,
  visibility: 'hidden',
  '@media': {
    [motionOk]: {
      transition: `opacity ${vars.duration.fast}, visibility ${vars.duration.fast}`,
    },
    [hoverable]: { selectors: { [`${anchor}:hover > &`]: { opacity: 1, visibility: 'visible' } } },
  },
  selectors: {
    // Keyboard focus anywhere in the control, which may sit inside an island's element.
    [`${anchor}:has(:focus-visible) > &`]: { opacity: 1, visibility: 'visible' },
    // The arrow points at the control's centre and keeps the arrow padding from the edge.
    '&::before': {
      content: '""',
      position: 'absolute',
      bottom: '100%',
      insetInlineEnd: `max(${arrowPadding}, calc(1.375rem - ${arrowSize}))`,
      borderInline: `${arrowSize} solid transparent`,
      borderBottom: `${arrowSize} solid ${vars.colour.text}`,
    },
  },
});
