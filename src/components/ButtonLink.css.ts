import { style, styleVariants } from '@vanilla-extract/css';
import { hoverable, motionOk } from '../styles/breakpoints.ts';
import { inlineRow } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

const base = style({
  ...inlineRow(2),
  justifyContent: 'center',
  minHeight: '3rem',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.duration.fast,
  '@media': {
    [motionOk]: { selectors: { '&:active': { transform: 'scale(0.98)' } } },
  },
});

export const button = styleVariants({
  solid: [
    base,
    {
      backgroundColor: vars.colour.primaryFill,
      color: vars.colour.onPrimary,
      '@media': {
        [hoverable]: { selectors: { '&:hover': { backgroundColor: vars.colour.primaryFillHover } } },
      },
    },
  ],
  outline: [
    base,
    {
      borderColor: vars.colour.primaryText,
      color: vars.colour.primaryText,
      '@media': { [hoverable]: { selectors: { '&:hover': { backgroundColor: vars.colour.surface } } } },
    },
  ],
});
