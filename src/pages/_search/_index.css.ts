import { style } from '@vanilla-extract/css';
import { scriptsOff, scriptsOn } from '../../styles/root-state.ts';
import { bareList, cluster, stack, tapTarget } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

/** /search (index.astro). */
export const layout = style(stack(6));

export const browse = style(stack(2));

/** Said only where scripts do not run: the search cannot, the lists lead on. */
export const noScript = style({ selectors: { [`${scriptsOn} &`]: { display: 'none' } } });
/** Said where scripts run, below the search. */
export const withScript = style({
  color: vars.colour.textMuted,
  selectors: { [`${scriptsOff} &`]: { display: 'none' } },
});

export const lists = style({ ...bareList, ...cluster(4) });

export const list = style({
  ...tapTarget(2),
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.primaryText,
});
