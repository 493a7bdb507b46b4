import { style } from '@vanilla-extract/css';
import { scriptsOff } from '../styles/root-state.ts';
import { hoverable } from '../styles/breakpoints.ts';
import { bareList, headingType, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** The search of /search (SiteSearch.tsx). Without scripts it cannot search: the lists stand in (index.astro). */
export const search = style({
  ...stack(5),
  maxWidth: vars.width.prose,
  selectors: { [`${scriptsOff} &`]: { display: 'none' } },
});

export const form = style(stack(2));

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

/** The field and its button, side by side. */
export const row = style({ display: 'flex', gap: vars.space[2] });

export const field = style({
  flex: 1,
  minWidth: 0,
  minHeight: '3rem',
  paddingInline: vars.space[4],
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  color: vars.colour.text,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colour.primary}`, outlineOffset: '2px' },
  },
});

export const button = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '3rem',
  minHeight: '3rem',
  color: vars.colour.onPrimary,
  backgroundColor: vars.colour.primaryFill,
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colour.primary}`, outlineOffset: '2px' },
  },
});

export const hint = style({ color: vars.colour.textMuted });

export const status = style({ color: vars.colour.textMuted, minHeight: '1.5em' });

export const results = style({ ...bareList, ...stack(0) });

export const result = style({
  ...stack(1),
  paddingBlock: vars.space[4],
  borderTop: `1px solid ${vars.colour.border}`,
});

export const kind = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.colour.textMuted,
});

export const link = style({
  alignSelf: 'start',
  fontSize: vars.fontSize.xl,
  ...headingType,
  color: vars.colour.primaryText,
  textDecoration: 'none',
  '@media': { [hoverable]: { selectors: { '&:hover': { textDecoration: 'underline' } } } },
});

export const excerpt = style({ overflowWrap: 'anywhere' });

/** A word found: the text's colour on the brand's tint, readable in both modes. */
export const mark = style({
  color: 'inherit',
  backgroundColor: `color-mix(in srgb, ${vars.colour.primary} 30%, transparent)`,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
});
