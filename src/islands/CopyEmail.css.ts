import { style } from '@vanilla-extract/css';
import { tapTarget } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { scriptsOff } from '../styles/root-state.ts';

export const button = style({
  ...tapTarget(2),
  paddingInline: vars.space[4],
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.colour.surface, borderColor: vars.colour.primary },
    // Copying needs script: without it the control would do nothing, so it is not shown.
    [`${scriptsOff} &`]: { display: 'none' },
  },
});
