import { style } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { bareList, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

/** /notes: each note a block of title, date and summary, ruled off from the next. */
export const list = style({ ...bareList, ...stack(0) });

export const item = style({
  ...stack(2),
  paddingBlock: vars.space[5],
  borderTop: `1px solid ${vars.colour.border}`,
  selectors: { '&:last-child': { borderBottom: `1px solid ${vars.colour.border}` } },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: 1.25,
  overflowWrap: 'break-word',
});

export const link = style({
  color: vars.colour.primaryText,
  textDecoration: 'none',
  '@media': {
    [hoverable]: { selectors: { '&:hover': { textDecoration: 'underline' } } },
  },
});

export const meta = style({ color: vars.colour.textMuted });

export const summary = style({ maxWidth: vars.width.prose, fontSize: vars.fontSize.lg });

/** In `npm run dev` only: a draft, or a note dated later. */
export const status = style({ color: vars.colour.textMuted, fontStyle: 'italic' });
