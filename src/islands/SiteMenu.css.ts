import { keyframes, style } from '@vanilla-extract/css';
import { hoverable, mediaUp, motionOk } from '../styles/breakpoints.ts';
import { bareList, cluster, fullScreenDialog, headingType, inlineRow, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { motionMs } from '../styles/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const menu = style({
  ...fullScreenDialog,
  overflowY: 'auto',
  selectors: {
    '&:not(:popover-open)': { display: 'none' },
    '&:popover-open': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { backgroundColor: 'transparent' },
  },
  '@media': {
    [motionOk]: {
      selectors: {
        '&:popover-open': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
      },
    },
  },
});

/** Full-width rule under the menu's top bar, matching the header's. */
export const barRule = style({ borderBottom: `1px solid ${vars.colour.border}` });

export const bar = style({
  ...cluster(0, { align: 'center', justify: 'space-between' }),
  minHeight: vars.headerHeight,
});

export const body = style({
  ...stack(7, { justify: 'center' }),
  flex: 1,
  paddingBlock: vars.space[7],
});

export const list = style({ ...stack(3), ...bareList });

/**
 * Menu entries slide in one after another as the menu opens. CSS keyframes rather than script:
 * WebKit refuses the inline styles a script animation leaves on each entry under the CSP.
 */
export const item = style({
  '@media': {
    [motionOk]: {
      selectors: {
        [`${menu}:popover-open &`]: {
          animation: `${slideIn} ${vars.duration.menuEntry} ${vars.easing.standard} both`,
        },
        // Staggered by position (no inline style attribute: the CSP allows none).
        ...Object.fromEntries(
          [2, 3, 4].map((position) => [
            `${menu}:popover-open &:nth-child(${position})`,
            { animationDelay: `${(position - 1) * motionMs.menuStagger}ms` },
          ]),
        ),
      },
    },
  },
});

export const link = style({
  ...inlineRow(3, 'baseline'),
  fontSize: vars.fontSize['4xl'],
  ...headingType,
  lineHeight: 1.15,
  color: vars.colour.text,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast}`,
  selectors: {
    // The page the visitor is on: in the brand colour, and underlined, which forced colours keep.
    '&[aria-current="page"]': {
      color: vars.colour.primary,
      textDecorationLine: 'underline',
      textDecorationThickness: '0.06em',
      textUnderlineOffset: '0.15em',
    },
  },
  '@media': {
    [hoverable]: { selectors: { '&:hover': { color: vars.colour.primary } } },
    [mediaUp('md')]: { fontSize: 'clamp(3rem, 2rem + 3vw, 4.5rem)' },
  },
});

export const number = style({
  fontSize: '0.5em',
  color: vars.colour.primaryText,
  fontVariantNumeric: 'tabular-nums',
});
