import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

/** The preview's layout width at each breakpoint, shared with the `sizes` attribute. */
export const previewSizes = `(min-width: 62em) min(36vw, 30rem), calc(100vw - 2rem)`;

/**
 * Small screens: in the flow under the list, its space reserved so nothing moves.
 * Wide screens: a fixed panel at the bottom, beside the list, shown only while an entry is active.
 */
export const panel = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  width: '100%',
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px dashed ${vars.colour.border}`,
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&[data-state="showing"]': { borderStyle: 'solid' },
    ':root:not([data-js]) &': { display: 'none' },
  },
  '@media': {
    [mediaUp('lg')]: {
      position: 'fixed',
      insetInlineEnd: `max(${vars.space[6]}, calc((100vw - ${vars.width.content}) / 2 + ${vars.space[6]}))`,
      bottom: '7.5rem',
      width: 'min(36vw, 30rem)',
      border: 'none',
      boxShadow: `0 1.5rem 3rem -1rem ${vars.colour.shadow}`,
      selectors: {
        '&[data-state="empty"]': { visibility: 'hidden' },
      },
    },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const hint = style({
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
});
