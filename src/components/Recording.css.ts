import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// The still and its caption, one under the other; the still's frame and its shape share a cell.
export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space[3],
  maxWidth: vars.width.prose,
});

const cell = { gridArea: '1 / 1' } as const;

/** Sizes the cell: an empty picture of the recording's width and height, as wide as the column. */
export const shape = style({ ...cell, width: '100%', height: 'auto' });

export const frame = style({
  ...cell,
  // The player is skipped while off screen, where engines support it. Styling even the bare
  // `<video>` makes Chromium add its media rules to the page's, a third of a project page's first
  // style pass, and its controls cost style and layout again (docs/benchmarks.md). The frame is
  // skipped, not only the player, so that none of it is styled; it keeps the cell's size, so
  // nothing moves when it is drawn.
  contentVisibility: 'auto',
  // Drawn too, it takes the cell's size: sized by the player, its border would make it 2 px taller.
  contain: 'size',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
});

export const video = style({ width: '100%', height: '100%' });

export const caption = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.md });
