import { style } from '@vanilla-extract/css';
import { cluster } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';
import { zIndices } from '../styles/tokens.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndices.header,
  backgroundColor: `color-mix(in srgb, ${vars.colour.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${vars.colour.border}`,
  // Its controls mean nothing on paper.
  '@media': { print: { display: 'none' } },
});

export const bar = style({
  ...cluster(0, { align: 'center', justify: 'space-between' }),
  height: vars.headerHeight,
});

export const controls = style(cluster(2, { align: 'center' }));
