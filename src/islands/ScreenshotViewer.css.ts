import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { hoverable, mediaUp, motionOk } from '../styles/breakpoints.ts';
import { busyRing } from '../styles/busy.css.ts';
import { fullScreenDialog } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

const list = style({ display: 'grid', gap: vars.space[5], padding: 0, listStyle: 'none' });

export const grid = styleVariants({
  landscape: [list],
  portrait: [
    list,
    {
      // Two phones side by side even at 320px; more as the column widens.
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
      gap: vars.space[4],
      '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
    },
  ],
});

export const thumbnailLink = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  cursor: 'zoom-in',
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  transition: `opacity ${vars.duration.fast}`,
  '@media': { [hoverable]: { selectors: { [`${thumbnailLink}:hover &`]: { opacity: 0.85 } } } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Full screen, over the page, in the page's own colours; for a frame, empty, with a ring turning. */
export const viewer = style({
  ...fullScreenDialog,
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { backgroundColor: 'transparent' },
    '&[open]:empty': { display: 'grid', placeItems: 'center', color: vars.colour.textMuted },
    '&[open]:empty::after': { ...busyRing, width: '2.5rem', height: '2.5rem' },
  },
  '@media': {
    [motionOk]: {
      selectors: { '&[open]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` } },
    },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  height: '100%',
  gap: vars.space[3],
  padding: vars.space[4],
  '@media': { [mediaUp('md')]: { padding: vars.space[5] } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
});

export const counter = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  flex: 1,
  textAlign: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Where the image sits and a swipe is read: horizontal drags are the page's, not a scroll. */
export const stage = style({
  position: 'relative',
  minHeight: 0,
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
});

/**
 * Centred and as large as the stage allows, never beyond its own size. Positioned, so that its
 * max-height resolves against the stage's height (a grid row's content size would not).
 */
export const image = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.lg,
});
