import { style } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { tapSize } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** A square, icon-only control in the header and the menu. */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: tapSize,
  height: tapSize,
  padding: 0,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { backgroundColor: vars.colour.surface, color: vars.colour.primary } },
    },
  },
});
