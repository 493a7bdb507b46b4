import { style } from '@vanilla-extract/css';
import { cluster, headingType, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const layout = style({ ...stack(5, { align: 'start' }), maxWidth: vars.width.prose });

export const emailLine = style(cluster(3, { align: 'center' }));

export const email = style({
  fontSize: vars.fontSize['2xl'],
  ...headingType,
  overflowWrap: 'anywhere',
});
