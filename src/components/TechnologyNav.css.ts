import { style } from '@vanilla-extract/css';
import { bareList, cluster, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const nav = style(stack(2));

/** A label over the chips, in the facts' style (ProjectFacts.css.ts), not a headline. */
export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const list = style({ ...cluster(2), ...bareList });
