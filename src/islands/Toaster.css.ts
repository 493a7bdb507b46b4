import { style, styleVariants } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { turning } from '../styles/busy.css.ts';
import * as primitives from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { zIndices } from '../styles/tokens.ts';
import type { ToastPosition, ToastStatus } from '../lib/browser/toast-store.ts';

const edge = vars.space[4];

const stackBase = style({
  position: 'fixed',
  zIndex: zIndices.toast,
  ...primitives.stack(2),
  width: `min(24rem, calc(100vw - 2 * ${edge}))`,
  pointerEvents: 'none',
});

const placement: Record<ToastPosition, Record<string, string>> = {
  top: { top: edge, left: '50%', transform: 'translateX(-50%)' },
  'top-left': { top: edge, left: edge },
  'top-right': { top: edge, right: edge },
  bottom: { bottom: edge, left: '50%', transform: 'translateX(-50%)', flexDirection: 'column-reverse' },
  'bottom-left': { bottom: edge, left: edge, flexDirection: 'column-reverse' },
  'bottom-right': { bottom: edge, right: edge, flexDirection: 'column-reverse' },
};

export const stack = styleVariants(placement, (position) => [stackBase, position]);

const card = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space[3],
  padding: vars.space[3],
  paddingInlineStart: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: `0 0.75rem 2rem -0.5rem ${vars.colour.shadow}`,
});

const accent: Record<ToastStatus, string> = {
  info: vars.colour.info,
  warning: vars.colour.warning,
  success: vars.colour.success,
  error: vars.colour.danger,
  loading: vars.colour.info,
};

export const toast = styleVariants(accent, (colour) => [
  card,
  { borderInlineStartColor: colour, vars: { '--toast-accent': colour } },
]);

export const icon = style({ color: 'var(--toast-accent)', marginTop: '0.1rem' });

export const spin = style([icon, turning]);

export const text = style(primitives.stack(1));

export const title = style({ ...primitives.headingType, lineHeight: 1.3 });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.colour.textMuted });

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { color: vars.colour.text, backgroundColor: vars.colour.surfaceRaised } },
    },
  },
});
