import { style } from '@vanilla-extract/css';
import { hoverable, mediaUp } from '../styles/breakpoints.ts';
import { bareList, cluster, inlineRow, stack, tapTarget } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const footer = style({
  borderTop: `1px solid ${vars.colour.border}`,
  paddingBlock: vars.space[6],
  fontSize: vars.fontSize.sm,
  // Its links mean nothing on paper.
  '@media': { print: { display: 'none' } },
});

/**
 * One column on a phone; from md, a row that wraps a whole group onto the next line where they don't
 * all fit (the language switcher and notes make it long), rather than squeezing each group into lines
 * of its own.
 */
export const inner = style({
  ...stack(4, { align: 'center' }),
  '@media': {
    [mediaUp('md')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: vars.space[6],
    },
  },
});

export const links = style({ ...cluster(1), ...bareList });

export const link = style({
  ...tapTarget(2),
  paddingInline: vars.space[3],
  fontSize: vars.fontSize.md,
  color: vars.colour.text,
  textDecoration: 'none',
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { color: vars.colour.primaryText, textDecoration: 'underline' } },
    },
  },
});

export const copyright = style({ ...inlineRow(0), color: vars.colour.textMuted });

/** The accessibility statement, beside the copyright: a link in the text's own colour, a target large enough to tap. */
export const statement = style({
  ...tapTarget(0),
  paddingInline: vars.space[2],
  color: vars.colour.text,
  '@media': { [hoverable]: { selectors: { '&:hover': { color: vars.colour.primaryText } } } },
});
