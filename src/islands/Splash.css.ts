import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The splash covers the page until this long after navigation start (the spec's 3000 ms). */
export const splashMs = 3000;
/** Then its plain background layer fades out over this long (nothing else is left on it). */
export const fadeMs = 250;
/**
 * The fail-safe: whether or not any script ran, CSS takes the splash away at once this long
 * after navigation start, a little after the island's own fade has ended.
 */
export const failSafeMs = 3300;

/** Shown until the fail-safe moment, then gone in one frame: no frame of low contrast. */
const cutAway = keyframes({
  '0%, 99.9%': { visibility: 'visible' },
  '100%': { visibility: 'hidden' },
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
      animation: `${cutAway} ${failSafeMs}ms linear forwards`,
      // Set by the <head> script: the time already passed when the page first rendered.
      animationDelay: 'var(--splash-elapsed, 0ms)',
    },
    ':root[data-splash] &[data-state="gone"]': { display: 'none' },
  },
});

/** The pulsing wrapper; `motion` scales it (scale only, so its contrast never changes). */
export const pulse = style({
  selectors: {
    // The island's end: the mark and the text leave at once, only the background fades.
    [`${splash}[data-state="ending"] &`]: { visibility: 'hidden' },
  },
});

export const text = style({
  marginTop: vars.space[5],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  color: vars.colour.textMuted,
  selectors: {
    [`${splash}[data-state="ending"] &`]: { visibility: 'hidden' },
  },
});
