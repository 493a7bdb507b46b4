import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  maxWidth: '32rem',
});

export const fact = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const value = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
