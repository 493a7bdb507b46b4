import { style } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { headingType, tapTarget } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.colour.border}`,
});

export const link = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  color: vars.colour.text,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { borderColor: vars.colour.primary, backgroundColor: vars.colour.surface } },
    },
  },
});

/** Next keeps the right-hand column, Previous or not beside it. */
export const next = style({ gridColumn: '2', textAlign: 'end', justifyItems: 'end' });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  ...headingType,
  color: vars.colour.primaryText,
});

/** The way back to the list, under Previous and Next, at every width. */
export const all = style({
  gridColumn: '1 / -1',
  justifySelf: 'center',
  ...tapTarget(2),
  paddingInline: vars.space[4],
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.primaryText,
});
