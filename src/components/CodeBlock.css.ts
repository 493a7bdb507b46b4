import { style } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { copyStateAttribute } from '../lib/browser/copy.ts';
import { codeColours } from '../styles/code-theme.css.ts';
import { growsToColumn, sidewaysScroll, tapTarget, visuallyHiddenRule } from '../styles/primitives.ts';
import { prose } from '../styles/prose.css.ts';
import { scriptsOff } from '../styles/root-state.ts';
import { vars } from '../styles/theme.css.ts';

export const block = style({
  selectors: { [`${prose} > &`]: growsToColumn },
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: codeColours.background,
  color: codeColours.foreground,
  overflow: 'hidden',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingInlineStart: vars.space[4],
  borderBottom: `1px solid ${vars.colour.border}`,
  fontSize: vars.fontSize.sm,
  minHeight: '2.75rem',
});

export const language = style({ color: codeColours.comment, fontWeight: vars.fontWeight.semibold });

export const copy = style({
  ...tapTarget(2),
  paddingInline: vars.space[4],
  border: 'none',
  borderInlineStart: `1px solid ${vars.colour.border}`,
  backgroundColor: 'transparent',
  color: codeColours.foreground,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    // Copying needs script: without it the button would do nothing, so it is not shown.
    [`${scriptsOff} &`]: { display: 'none' },
  },
  '@media': { [hoverable]: { selectors: { '&:hover': { backgroundColor: vars.colour.surface } } } },
});

/** Copied: the button says so, with a check mark, for a moment; from the tap on. */
const copied = `:is([${copyStateAttribute}="copied"], [${copyStateAttribute}="copying"])`;

export const copyIcon = style({ selectors: { [`${copy}${copied} &`]: { display: 'none' } } });
export const copiedIcon = style({
  color: codeColours.inserted,
  selectors: { [`${copy}:not(${copied}) &`]: { display: 'none' } },
});
export const label = style({ selectors: { [`${copy}${copied} &`]: visuallyHiddenRule } });
export const copiedLabel = style({ selectors: { [`${copy}:not(${copied}) &`]: { display: 'none' } } });

/** The lines: a long one scrolls inside the block (the block is focusable for the keyboard). */
export const pre = style({
  margin: 0,
  padding: vars.space[4],
  ...sidewaysScroll,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  tabSize: 2,
  backgroundColor: 'transparent',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
