import { style } from '@vanilla-extract/css';
import { bareList, cluster, stack } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/** A note's page ([note].astro): the reading column, its header above the text. */
export const article = style(stack(7));

export const header = style({ ...stack(4), maxWidth: vars.width.prose });

/** "Notes", above the title: where the note belongs, and the way back to the others. */
export const section = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.colour.primaryText,
});

export const meta = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });

export const status = style({ color: vars.colour.textMuted, fontStyle: 'italic' });

export const stackList = style({ ...bareList, ...cluster(2) });

export const cover = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: `0 1.5rem 3rem -1.5rem ${vars.colour.shadow}`,
});
