import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../styles/breakpoints.ts';
import { vars } from '../../styles/theme.css.ts';

export const layout = style({ display: 'grid', gap: vars.space[6] });

export const intro = style({ display: 'grid', gap: vars.space[2] });

export const count = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.lg });

/** The spec's scrollable list: 250px tall on small screens, 400px on large ones. */
export const list = style({
  maxHeight: '250px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  borderBlock: `1px solid ${vars.colour.border}`,
  scrollbarGutter: 'stable',
  '@media': {
    // Leaves room on the right for the fixed preview panel (see WorkPreview.css.ts).
    [mediaUp('lg')]: { maxHeight: '400px', maxWidth: `calc(100% - min(36vw, 30rem) - ${vars.space[7]})` },
  },
});

export const entry = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[2],
  borderBottom: `1px solid ${vars.colour.border}`,
  color: vars.colour.text,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover, &:focus-visible': { color: vars.colour.primary, backgroundColor: vars.colour.surface },
    // Focus ring drawn inside so the scroll container does not clip it.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
});

export const category = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
