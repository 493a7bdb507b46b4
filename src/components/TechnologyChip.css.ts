import { style } from '@vanilla-extract/css';
import { hoverable, motionOk } from '../styles/breakpoints.ts';
import { tapTarget } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** A technology's name as a link to its page: a pill, tall enough to tap (44 px) on a phone. */
export const chip = style({
  ...tapTarget(2),
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.background,
  // In the links' colour: a visitor can tell it leads somewhere.
  color: vars.colour.primaryText,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.2,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // The technology whose page this is: filled, and with a heavier edge, which forced colours
    // keep when they drop the fill (the padding gives back the width the edge takes).
    '&[aria-current="page"]': {
      backgroundColor: vars.colour.primaryFill,
      borderColor: vars.colour.primaryFill,
      borderWidth: '2px',
      paddingInline: `calc(${vars.space[4]} - 1px)`,
      color: vars.colour.onPrimary,
    },
  },
  '@media': {
    [hoverable]: {
      selectors: {
        '&:not([aria-current]):hover': { borderColor: vars.colour.primary },
      },
    },
    [motionOk]: { transition: `border-color ${vars.duration.fast}, color ${vars.duration.fast}` },
  },
});

/** The number of projects, after the name. */
export const count = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.colour.textMuted,
  selectors: { [`${chip}[aria-current="page"] &`]: { color: 'inherit' } },
});
