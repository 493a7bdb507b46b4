import { style } from '@vanilla-extract/css';
import { mediaUp } from './breakpoints.ts';
import { visuallyHiddenRule } from './primitives.ts';
import { vars } from './theme.css.ts';

/** The centred content column with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': {
    [mediaUp('md')]: { paddingInline: vars.space[6] },
    // The paper's margins are the page's.
    print: { maxWidth: 'none', paddingInline: 0 },
  },
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/** A page's main area: grows to push the footer down. */
export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space[7],
  '@media': {
    [mediaUp('md')]: { paddingBlock: vars.space[8] },
    print: { paddingBlock: 0 },
  },
  selectors: {
    // The main landmark is the skip link's target; it takes focus without a ring.
    '&:focus': { outline: 'none' },
  },
});

/** The page's h1 style, shared by every page. */
export const pageTitle = style({
  fontSize: vars.fontSize['4xl'],
  letterSpacing: '-0.01em',
});

/** A short line of supporting text under a page title. */
export const lead = style({
  fontSize: vars.fontSize.xl,
  color: vars.colour.textMuted,
});
