import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { zIndices } from '../styles/tokens.ts';

/** Off screen until focused: the first stop for keyboard users. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  top: vars.space[2],
  zIndex: zIndices.skipLink,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.primaryFill,
  color: vars.colour.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
