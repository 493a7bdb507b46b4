import { keyframes, style } from '@vanilla-extract/css';
import { motionOk } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

/** Fully shown until 2.7 s, faded out and gone by the spec's 3000 ms. */
const fadeAway = keyframes({
  '0%, 90%': { opacity: 1, visibility: 'visible' },
  '100%': { opacity: 0, visibility: 'hidden' },
});

/** The same timing without the fade, for reduced motion. */
const cutAway = keyframes({
  '0%, 99.9%': { visibility: 'visible' },
  '100%': { visibility: 'hidden' },
});

const beat = keyframes({
  '0%, 100%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(1.12)', opacity: 0.75 },
});

export const splash = style({
  display: 'none',
  selectors: {
    ':root[data-splash] &': {
      position: 'fixed',
      inset: 0,
      zIndex: 100,
      display: 'grid',
      placeContent: 'center',
      justifyItems: 'center',
      gap: vars.space[4],
      backgroundColor: vars.colour.background,
      animation: `${cutAway} ${vars.duration.splash} linear forwards`,
      // Set by the <head> script: the time already passed when the page first rendered.
      animationDelay: 'var(--splash-elapsed, 0ms)',
    },
  },
  '@media': {
    [motionOk]: {
      selectors: {
        ':root[data-splash] &': {
          animation: `${fadeAway} ${vars.duration.splash} linear forwards`,
          animationDelay: 'var(--splash-elapsed, 0ms)',
        },
      },
    },
  },
});

export const pulse = style({
  transform: 'scale(1.6)',
  '@media': {
    [motionOk]: { animation: `${beat} 1.2s ease-in-out infinite` },
  },
});

export const text = style({
  marginTop: vars.space[5],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  color: vars.colour.textMuted,
});
