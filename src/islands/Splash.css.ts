import { keyframes, style } from '@vanilla-extract/css';
import { motionOk } from '../styles/breakpoints.ts';
import { splashShowing } from '../styles/root-state.ts';
import { vars } from '../styles/theme.css.ts';
import { durations, easings, motionMs, zIndices } from '../styles/tokens.ts';

/**
 * The splash's whole life is these CSS animations, the same whether its island ever runs or not:
 * shown for `splash` (3 s), then its mark and text leave at once and, with motion, the bare layer
 * fades over `splashFade`; under reduced motion the layer goes at 3 s too, a cut. The <head> script
 * (src/lib/browser/splash.ts) sets each one's start time to navigation start, however late the splash was
 * first styled, so that no part of it outlives its 3 s (and its fade). The island only pulses the mark.
 */

/** Shown until the animation's end, then gone in one frame: no frame of low contrast. */
const cutAway = keyframes({
  '0%, 99.9%': { visibility: 'visible' },
  '100%': { visibility: 'hidden' },
});

/** Opaque until 3 s, then fading out over the rest of the animation (`splashFade`), then hidden. */
const fadeAway = keyframes({
  [`0%, ${((100 * motionMs.splash) / (motionMs.splash + motionMs.splashFade)).toFixed(3)}%`]: {
    opacity: 1,
    visibility: 'visible',
  },
  '100%': { opacity: 0, visibility: 'hidden' },
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
      animation: `${cutAway} ${durations.splash} ${easings.steady} forwards`,
      '@media': {
        [motionOk]: {
          animation: `${fadeAway} ${motionMs.splash + motionMs.splashFade}ms ${easings.steady} forwards`,
        },
      },
    },
    // Once its life is over, out of the page's layout altogether.
    [`${splashShowing} &[data-state="gone"]`]: { display: 'none' },
  },
});

/** The mark and "Loading...": they leave at 3 s, the moment the layer starts to fade. */
const leavesAtThreeSeconds = style({
  selectors: {
    [`${splashShowing} &`]: { animation: `${cutAway} ${durations.splash} ${easings.steady} forwards` },
  },
});

/** The pulsing wrapper; `motion` scales it (scale only, so its contrast never changes). */
export const pulse = leavesAtThreeSeconds;

export const text = style([
  leavesAtThreeSeconds,
  {
    marginTop: vars.space[5],
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    color: vars.colour.textMuted,
  },
]);
