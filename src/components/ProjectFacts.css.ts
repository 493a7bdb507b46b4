import { style } from '@vanilla-extract/css';
import { hoverable, mediaUp } from '../styles/breakpoints.ts';
import { tapTarget } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** Category and Year side by side; Role beside them from md up; Stack and Links full width. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  maxWidth: vars.width.prose,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const fact = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
});

/** A whole row on phones, where a role such as "Designer and developer" needs the width. */
export const role = style({
  gridColumn: '1 / -1',
  '@media': { [mediaUp('md')]: { gridColumn: 'auto' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const value = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[2],
  padding: 0,
  listStyle: 'none',
});

/** Tall enough to tap (44 px) on a phone. */
export const link = style({
  ...tapTarget(2),
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.primaryText}`,
  color: vars.colour.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}`,
  '@media': { [hoverable]: { selectors: { '&:hover': { backgroundColor: vars.colour.background } } } },
});
