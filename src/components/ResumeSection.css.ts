import { style } from '@vanilla-extract/css';
import { bareList, cluster, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const section = style({
  ...stack(3),
  '@media': { print: { gap: '0.35em' } },
});

/** Section headings in the facts' style (uppercase, spaced), ruled off: a resume's familiar look. */
export const heading = style({
  paddingBottom: vars.space[1],
  borderBottom: `1px solid ${vars.colour.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.colour.primaryText,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  '@media': { print: { breakAfter: 'avoid', fontSize: '10pt' } },
});

export const entries = style({
  ...stack(5),
  ...bareList,
  '@media': { print: { gap: '0.7em' } },
});

export const entry = style({
  ...stack(1),
  // On paper an entry is not split between two pages.
  '@media': { print: { breakInside: 'avoid' } },
});

/** The title, and its dates at the end of the line while they fit beside it. */
export const entryHead = style(cluster(1, { align: 'baseline', justify: 'space-between' }));

export const title = style({
  fontSize: vars.fontSize.lg,
  '@media': { print: { fontSize: '11pt' } },
});

export const dates = style({
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const organisation = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.colour.textMuted });

export const highlights = style({
  listStyle: 'disc',
  paddingInlineStart: vars.space[5],
  '@media': { print: { paddingInlineStart: '1.2em' } },
});

export const lines = style({
  ...stack(1),
  ...bareList,
  '@media': { print: { breakInside: 'avoid' } },
});
