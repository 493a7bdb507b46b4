import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { vars } from '../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize['3xl'] });

const list = style({ display: 'grid', gap: vars.space[5], padding: 0, listStyle: 'none' });

export const grid = styleVariants({
  landscape: [list],
  portrait: [
    list,
    {
      // Two phones side by side even at 320px; more as the column widens.
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
      gap: vars.space[4],
      '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
    },
  ],
});

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });
