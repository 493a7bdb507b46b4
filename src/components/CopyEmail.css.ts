import { style } from '@vanilla-extract/css';
import { hoverable } from '../styles/breakpoints.ts';
import { copyStateAttribute } from '../lib/browser/copy.ts';
import { tapTarget, visuallyHiddenRule } from '../styles/primitives.ts';
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
    // Copying needs script: without it the control would do nothing, so it is not shown.
    [`${scriptsOff} &`]: { display: 'none' },
  },
  '@media': {
    [hoverable]: {
      selectors: { '&:hover': { backgroundColor: vars.colour.surface, borderColor: vars.colour.primary } },
    },
  },
});

/** Copied: the button says so, with a check mark, for a moment (its name stays the same), from the tap on. */
const copied = `:is([${copyStateAttribute}="copied"], [${copyStateAttribute}="copying"])`;

export const copyIcon = style({ selectors: { [`${button}${copied} &`]: { display: 'none' } } });
export const copiedIcon = style({
  color: vars.colour.success,
  selectors: { [`${button}:not(${copied}) &`]: { display: 'none' } },
});
export const label = style({ selectors: { [`${button}${copied} &`]: visuallyHiddenRule } });
export const copiedLabel = style({ selectors: { [`${button}:not(${copied}) &`]: { display: 'none' } } });
