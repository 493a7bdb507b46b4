/**
 * Work in progress, shown the same everywhere: a turning ring (a still one under reduced motion),
 * for a spinner icon (`turning`) or drawn as a pseudo-element (`busyRing`).
 */
import { keyframes } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { motionOk } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** One full turn. */
export const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Turning, where motion is welcome. */
export const turning: StyleRule = {
  '@media': { [motionOk]: { animation: `${turn} ${vars.duration.spin} ${vars.easing.steady} infinite` } },
};

/** A ring 1em across (set its width and height for another size), in the current colour, for a `::before` or `::after`. */
export const busyRing: StyleRule = {
  content: '""',
  display: 'block',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '0.2em solid currentColor',
  borderRightColor: 'transparent',
  ...turning,
};
