import { style } from '@vanilla-extract/css';
import { hoverable, mediaUp, motionOk } from '../styles/breakpoints.ts';
import { cluster, headingType, modeScrollbar, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { scriptsOff } from '../styles/root-state.ts';

/** The preview's layout width at each breakpoint, shared with the `sizes` attribute. */
export const previewSizes = `(min-width: 62em) min(36vw, 30rem), calc(100vw - 2rem)`;

/** The panel's width on wide screens, where it stays near the screen's bottom beside the list. */
const widePanelWidth = 'min(36vw, 30rem)';

/**
 * Wide screens: the part of the page the preview's track spans, from the list's top to the end of
 * the page's content (the list and what follows it: a page wraps them in this). Nothing above the
 * list is in it, so on a short screen the panel stops beside the list's top rather than rising over
 * the technologies' links; it fills the rest of the screen, and is never shorter than the panel.
 */
export const previewArea = style({
  ...stack(6),
  '@media': {
    [mediaUp('lg')]: {
      position: 'relative',
      flexGrow: 1,
      minHeight: `calc(${widePanelWidth} * 10 / 16)`,
    },
  },
});

export const root = style(stack(6));

/** The spec's scrollable list: 250px tall on small screens, 400px on large ones. */
export const list = style({
  maxHeight: '250px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  borderBlock: `1px solid ${vars.colour.border}`,
  ...modeScrollbar,
  '@media': {
    // Leaves room on the right for the preview panel.
    [mediaUp('lg')]: { maxHeight: '400px', maxWidth: `calc(100% - ${widePanelWidth} - ${vars.space[7]})` },
  },
});

/** Title and category on one line while they fit; the category wraps under the title when not. */
export const entry = style({
  ...cluster(1, { align: 'baseline', justify: 'space-between' }),
  columnGap: vars.space[4],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[2],
  borderBottom: `1px solid ${vars.colour.border}`,
  color: vars.colour.text,
  textDecoration: 'none',
  selectors: {
    // Focus ring drawn inside so the scroll container does not clip it.
    '&:focus-visible': {
      color: vars.colour.primary,
      backgroundColor: vars.colour.surface,
      outlineOffset: '-3px',
    },
  },
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { color: vars.colour.primary, backgroundColor: vars.colour.surface } },
    },
    [motionOk]: { transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}` },
  },
});

export const title = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize['2xl'],
  ...headingType,
  lineHeight: 1.2,
});

export const category = style({
  minWidth: 0,
  marginInlineStart: 'auto',
  overflowWrap: 'anywhere',
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

/**
 * Wide screens: the preview's track, out of the flow, as tall as the preview's area (`previewArea`)
 * and as wide as the panel, at its inline end. The panel sticks near the screen's bottom within it:
 * in view while the list is, never above the list's top, and above the footer once the page is
 * scrolled to its end, however tall the footer. Small screens: a plain box.
 */
export const panelTrack = style({
  '@media': {
    [mediaUp('lg')]: {
      position: 'absolute',
      insetBlock: 0,
      insetInlineEnd: vars.space[6],
      width: widePanelWidth,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      // The track lies over the page's content; only the panel's picture is its own.
      pointerEvents: 'none',
    },
  },
});

/**
 * Small screens: in the flow under the list, its space reserved so nothing moves.
 * Wide screens: at the bottom of its track, stuck near the screen's bottom, shown only while an
 * entry is active (the spec's "fixed panel at the bottom", which never covers the footer).
 */
export const panel = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  width: '100%',
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px dashed ${vars.colour.border}`,
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&[data-state="showing"]': { borderStyle: 'solid' },
    // Without JavaScript no image can show: no empty frame either.
    [`${scriptsOff} &`]: { display: 'none' },
  },
  '@media': {
    [mediaUp('lg')]: {
      position: 'sticky',
      bottom: '7.5rem',
      // What it covers, shown, is not a hidden target under it.
      pointerEvents: 'auto',
      boxShadow: `0 1.5rem 3rem -1rem ${vars.colour.shadow}`,
      selectors: {
        // As specific as the showing state's border above, and later: no frame at all here.
        '&[data-state]': { border: 'none' },
        '&[data-state="empty"]': { visibility: 'hidden' },
      },
    },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The empty panel's hint asks for a pointer, so touch screens (no hover) show none. */
export const hint = style({
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': {
    '(hover: none)': { display: 'none' },
  },
});
