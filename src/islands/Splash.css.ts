import { keyframes, style } from '@vanilla-extract/css';
import { splashShowing } from '../styles/root-state.ts';
import { vars } from '../styles/theme.css.ts';
import { durations, easings, zIndices } from '../styles/tokens.ts';

/** Shown until the fail-safe moment, then gone in one frame: no frame of low contrast. */
const cutAway = keyframes({
  '0%, 99.9%': { visibility: 'visible' },
  '100%': { visibility: 'hidden' },
});

export const splash = style({
  display: 'none',
  selectors: {
    [`${splashShowing} &`]: {
      position: 'fixed',
      inset: 0,
      zIndex: zIndices.splash,
      display: 'grid',
      placeContent: 'center',
      justifyItems: 'center',
      gap: vars.space[4],
      backgroundColor: vars.colour.background,
      // The fail-safe: gone at once a little after the island's own fade, even with no script.
      animation: `${cutAway} ${durations.splashFailSafe} ${easings.steady} forwards`,
      // Set by the <head> script: the time already passed when the page first rendered.
      animationDelay: 'var(--splash-elapsed, 0ms)',
    },
    [`${splashShowing} &[data-state="gone"]`]: { display: 'none' },
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
