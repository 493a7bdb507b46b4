import { globalStyle, style } from '@vanilla-extract/css';
import { embedStateAttribute, type EmbedState } from '../lib/browser/embed.ts';
import { mediaUp } from '../styles/breakpoints.ts';
import { busyRing } from '../styles/busy.css.ts';
import { headingType } from '../styles/primitives.ts';
import { scriptsOff } from '../styles/root-state.ts';
import { vars } from '../styles/theme.css.ts';
import { button } from './ButtonLink.css.ts';

/**
 * One column as wide as the page allows: a grid track grows to its widest item's least width, and the
 * preview's image would otherwise hold it at its own width, past a 320 px phone's edge (WCAG 1.4.10).
 */
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const section = style({ ...oneColumn, gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize['3xl'] });

export const original = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
});

export const root = style({ ...oneColumn, gap: vars.space[3] });

/** The embed, its state in `embedStateAttribute` (src/lib/browser/embed.ts). */
const inState = (state: EmbedState) => `${root}[${embedStateAttribute}="${state}"]`;

/**
 * A fixed aspect ratio reserves the embed's space before it loads: no layout shift. It is a least
 * height, held by an empty box of that ratio in the frame's one grid cell: the preview shares the
 * cell, so a card that needs more room (larger text, the reader's own text spacing) makes the frame
 * taller instead of being cut off. (An aspect ratio on the frame itself grows with its content in
 * Chromium and Firefox, but not in WebKit once its overflow is clipped; `overflow: clip` rounds the
 * corners.)
 */
export const frame = style({
  position: 'relative',
  ...oneColumn,
  borderRadius: vars.radius.lg,
  overflow: 'clip',
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
});
globalStyle(`${frame}::before`, {
  content: '""',
  gridArea: '1 / 1',
  aspectRatio: '3 / 4',
  '@media': { [mediaUp('md')]: { aspectRatio: '16 / 10' } },
});

/** On a phone the image sits on top, whole, the card under it; wider, the card is over it. */
export const preview = style({
  selectors: { [`${inState('shown')} &`]: { display: 'none' } },
  gridArea: '1 / 1',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  placeItems: 'center',
  '@media': { [mediaUp('md')]: { gridTemplateRows: '1fr', padding: vars.space[4] } },
});

/** Wider, out of the grid's flow (the card alone is centred), filling the frame. */
export const previewPicture = style({
  justifySelf: 'stretch',
  alignSelf: 'start',
  '@media': { [mediaUp('md')]: { position: 'absolute', inset: 0, alignSelf: 'stretch' } },
});

/** Wider, the project's image fills the frame behind the card, quietened so the card reads first. */
export const previewImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  '@media': {
    [mediaUp('md')]: {
      position: 'absolute',
      inset: 0,
      height: '100%',
      objectFit: 'cover',
      opacity: 0.35,
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  maxWidth: '28rem',
  margin: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.background,
  boxShadow: `0 0.5rem 1.5rem ${vars.colour.shadow}`,
  textAlign: 'center',
});

export const cardHeading = style({ fontSize: vars.fontSize.xl, ...headingType });

export const cardNote = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.sm });

/**
 * Needs the <head> script: hidden when scripts do not run, where the link below is the way. Busy
 * (`aria-busy`) from the tap on, until the frame shows or is refused.
 */
export const loadButton = style([
  button.solid,
  {
    selectors: {
      [`${scriptsOff} &`]: { display: 'none' },
      '&[aria-busy="true"]': { cursor: 'progress' },
      '&[aria-busy="true"]::before': busyRing,
    },
  },
]);

/** The frame, made at the tap (src/lib/browser/embed.ts); while it loads, behind the preview, unseen. */
globalStyle(`${frame} > iframe`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});
globalStyle(`${inState('loading')} ${frame} > iframe`, { visibility: 'hidden' });

export const status = style({
  color: vars.colour.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
