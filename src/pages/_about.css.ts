import { style } from '@vanilla-extract/css';
import { mediaUp } from '../styles/breakpoints.ts';
import { actionRow, stack } from '../styles/primitives.ts';
import { vars } from '../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  // One column that never grows past the screen, whatever the bio holds (a code block scrolls).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[7],
  alignItems: 'start',
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: '20rem minmax(0, 1fr)', gap: vars.space[8] },
  },
});

export const photo = style({
  width: '100%',
  maxWidth: '18rem',
  height: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: `0 1.5rem 3rem -1.5rem ${vars.colour.shadow}`,
  '@media': { [mediaUp('lg')]: { maxWidth: '20rem', position: 'sticky', top: '6rem' } },
});

export const text = style(stack(5, { align: 'start' }));

/** The bio (Prose.astro): as wide as the column allows, up to the reading measure. */
export const bio = style({ width: '100%' });

/** The resume's two ways: the PDF to download, and /resume to read. */
export const resume = style(actionRow(3));
