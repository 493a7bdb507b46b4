import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  backgroundColor: `color-mix(in srgb, ${vars.colour.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${vars.colour.border}`,
  // Its own view-transition group: it stays still while the page under it fades.
  viewTransitionName: 'site-header',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.headerHeight,
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
