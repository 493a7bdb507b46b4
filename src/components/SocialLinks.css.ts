import { style, styleVariants } from '@vanilla-extract/css';
import { hoverable, motionOk } from '../styles/breakpoints.ts';
import { bareList, cluster, tapSize } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** The list's rows, lined up at the start or, where the page centres them (the footer), centred too. */
export const list = styleVariants({
  start: { ...cluster(2), ...bareList },
  center: { ...cluster(2, { justify: 'center' }), ...bareList },
});

const base = style({
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  transitionProperty: 'color, background-color, border-color, transform',
  transitionDuration: vars.duration.fast,
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { color: vars.colour.primary, borderColor: vars.colour.primary } },
    },
    [`${hoverable} and ${motionOk}`]: { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

export const link = styleVariants({
  md: [base, { width: tapSize, height: tapSize }],
  lg: [base, { width: '3.5rem', height: '3.5rem' }],
});
