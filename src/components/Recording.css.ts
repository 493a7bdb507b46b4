import { style } from '@vanilla-extract/css';
import { stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const figure = style({ ...stack(3), maxWidth: vars.width.prose });

export const video = style({
  // The player's controls are a tree of the browser's own: styling and laying it out cost as much
  // as the rest of a project page, before its first paint (Lighthouse's LCP +70 ms on a phone).
  // Skipped while off screen, where engines support it. Its box keeps its size from the width and
  // height attributes, so nothing moves when it is drawn.
  contentVisibility: 'auto',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
});

export const caption = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.md });
