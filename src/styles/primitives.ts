/**
 * Layout primitives: the flex patterns the components share, as style objects to spread or
 * compose into a component's own `style()`. A plain module, not a `.css.ts`: vanilla-extract
 * files may only export class names and values.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

type SpaceKey = keyof typeof vars.space;
/** A step of the space scale, as a number: `stack(4)`. */
type Space = SpaceKey extends infer Key ? (Key extends `${infer Step extends number}` ? Step : never) : never;

const space = (step: Space) => vars.space[String(step) as SpaceKey];

interface Alignment {
  /** Cross-axis alignment of the children (`alignItems`). */
  align?: 'start' | 'center' | 'baseline';
  /** Main-axis distribution (`justifyContent`). */
  justify?: 'center' | 'space-between';
}

const aligned = ({ align, justify }: Alignment): StyleRule => ({
  ...(align && { alignItems: align }),
  ...(justify && { justifyContent: justify }),
});

/** Children one under another, `gap` apart; they stretch to its width unless aligned. */
export const stack = (gap: Space, alignment: Alignment = {}): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap: space(gap),
  ...aligned(alignment),
});

/** Children side by side, `gap` apart, wrapping onto new lines when they run out of room. */
export const cluster = (gap: Space, alignment: Alignment = {}): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(gap),
  ...aligned(alignment),
});

/**
 * A page's buttons side by side, in equal columns at least 15rem wide, one under another where two
 * don't fit. Where they wrap follows the width alone, not the labels' width: a flex row of buttons
 * wraps by its text, so when the web font swaps in for a fallback of another width the row can
 * gain or lose a line and push the page below it down (a layout shift of 0.1 on /404 at 412 px).
 */
export const actionRow = (gap: Space): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: space(gap),
  // The whole width, also in a stack aligned to the start: the columns are counted from it.
  alignSelf: 'stretch',
});

/** A control's contents (icon and label) in one line, `gap` apart, inline with the text around it. */
export const inlineRow = (gap: Space, align: Alignment['align'] = 'center'): StyleRule => ({
  display: 'inline-flex',
  alignItems: align,
  gap: space(gap),
});

/** The smallest side a finger can hit: 44 px (WCAG 2.5.5's target size, and Apple's). */
export const tapSize = '2.75rem';

/** A link or button at least `tapSize` tall, its icon and label in one line, `gap` apart. */
export const tapTarget = (gap: Space): StyleRule => ({ ...inlineRow(gap), minHeight: tapSize });

/**
 * Type in the heading's font (look.ts): headings, the site's name, and whatever else is set in bold.
 * The body's font has no bold of its own when the heading has another: bold is the heading's.
 */
export const headingType: StyleRule = { fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold };

/** A list that is only a layout: no bullets, no indent. */
export const bareList: StyleRule = { padding: 0, listStyle: 'none' };

/**
 * A modal <dialog> that fills the screen, over the page and in the page's own colours (the
 * menu, the screenshot viewer); closed, it takes no room.
 */
export const fullScreenDialog: StyleRule = {
  position: 'fixed',
  inset: 0,
  width: '100%',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
};

/** Hidden on screen, read by assistive technology. */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A scrolling box's scrollbar in the mode's colours where the engine lets a page set them (Firefox,
 * Chromium); elsewhere it is the engine's own.
 */
export const modeScrollbar: StyleRule = { scrollbarColor: `${vars.colour.textMuted} transparent` };

/** A box whose content scrolls sideways inside it (a long line of code, a wide table). */
export const sidewaysScroll: StyleRule = { overflowX: 'auto', ...modeScrollbar };

/**
 * A block of the owner's writing whose lines cannot wrap (code, a table): as wide as they need,
 * from the text's measure up to the column's whole width. On a wide screen a long line shows whole
 * rather than scrolled; only beyond the column does it scroll inside its box.
 */
export const growsToColumn: StyleRule = {
  width: 'fit-content',
  minWidth: `min(100%, ${vars.width.prose})`,
  maxWidth: '100%',
};
