import { globalStyle, style } from '@vanilla-extract/css';
import { codeTokenClass, codeTokenKinds, proseClasses } from './prose-classes.ts';
import { codeColours } from './code-theme.css.ts';
import { growsToColumn, sidewaysScroll, visuallyHiddenRule } from './primitives.ts';
import { vars } from './theme.css.ts';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/*
 * The styles of the owner's writing (src/components/Prose.astro): a project's description, the bio.
 * Imported once by the layout as well, so that they travel in the site's shared stylesheet, cached
 * across pages, rather than inline in every project page's HTML (whose first round trip they would
 * overflow).
 */

/**
 * The owner's writing: a comfortable measure and rhythm. Nothing in it may widen the page: long
 * words and addresses break, and what cannot (code, tables) scrolls inside a box of its own.
 */
export const prose = style({
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'break-word',
});

/**
 * The text keeps its reading measure; code and tables grow past it (`growsToColumn`: here, and
 * CodeBlock.css.ts for a highlighted block).
 */
globalStyle(`${prose} > *`, { maxWidth: vars.width.prose });
globalStyle(`${prose} > :is(.${proseClasses.tableBox}, pre)`, growsToColumn);

const inProse = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${prose} ${part.trim()}`)
    .join(', ');

globalStyle(`${prose} > * + *`, { marginTop: vars.space[4] });
globalStyle(inProse('h2, h3, h4, h5, h6'), { marginTop: vars.space[6] });
globalStyle(inProse('h2'), { fontSize: vars.fontSize['2xl'] });
globalStyle(inProse('h3'), { fontSize: vars.fontSize.xl });
globalStyle(inProse('h4, h5, h6'), { fontSize: vars.fontSize.lg });
globalStyle(inProse('ul, ol'), { paddingInlineStart: vars.space[5] });
globalStyle(inProse('li + li, li > ul, li > ol'), { marginTop: vars.space[2] });
globalStyle(inProse('hr'), {
  border: 'none',
  borderTop: `1px solid ${vars.colour.border}`,
  marginBlock: vars.space[6],
});

/** Code in a sentence. */
globalStyle(inProse(':not(pre) > code, kbd'), {
  fontFamily: mono,
  fontSize: '0.9em',
  paddingInline: '0.3em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.surface,
  overflowWrap: 'anywhere',
});
globalStyle(inProse('kbd'), { border: `1px solid ${vars.colour.border}` });

/** A quotation: set off by the brand colour's rule, on the page's raised surface. */
globalStyle(inProse('blockquote'), {
  paddingBlock: vars.space[3],
  paddingInline: vars.space[5],
  borderInlineStart: `4px solid ${vars.colour.primary}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.colour.surface,
});
globalStyle(inProse('blockquote > * + *'), { marginTop: vars.space[3] });

/** A code block in plain Markdown (the bio), which has no CodeBlock component around it. */
globalStyle(`${prose} > pre`, {
  padding: vars.space[4],
  ...sidewaysScroll,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: codeColours.background,
  color: codeColours.foreground,
  fontFamily: mono,
  fontSize: vars.fontSize.sm,
});

/** A table scrolls sideways inside its box when it is wider than the column. */
globalStyle(inProse(`.${proseClasses.tableBox}`), {
  ...sidewaysScroll,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(inProse('table'), {
  // As wide as its content needs (no column squeezed to a word a line), at least the column's.
  width: 'max-content',
  minWidth: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(inProse('th, td'), {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inProse('th'), {
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
});
globalStyle(inProse('tr + tr > td'), { borderTop: `1px solid ${vars.colour.border}` });
for (const [alignment, name] of Object.entries(proseClasses.align)) {
  globalStyle(inProse(`.${name}`), { textAlign: alignment as 'left' | 'center' | 'right' });
}

/**
 * An image in the text (ProseImage.astro), at the column's width. Its frame is an outline drawn
 * inside it, not a border: with a border, Firefox sizes a border-box image that has not loaded yet
 * from its attributes' ratio across the border, then across the content once it has, so the text
 * below moved when it loaded (CSS Sizing 4, `aspect-ratio: auto <ratio>`).
 */
export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  outline: `1px solid ${vars.colour.border}`,
  outlineOffset: '-1px',
});

/** GFM footnotes: their section's heading is for screen readers (the parser marks it "sr-only"). */
globalStyle(inProse('.footnotes'), {
  fontSize: vars.fontSize.md,
  borderTop: `1px solid ${vars.colour.border}`,
  paddingTop: vars.space[4],
});
globalStyle(inProse('.sr-only'), visuallyHiddenRule);
globalStyle(inProse('summary'), { cursor: 'pointer', fontWeight: vars.fontWeight.semibold });

// Each kind of token in its colour (the classes src/lib/build/code-highlight.ts writes), in every code
// block of the owner's writing: a description's (CodeBlock.astro) and plain Markdown's alike.
for (const kind of codeTokenKinds) {
  globalStyle(`.${codeTokenClass(kind)}`, { color: codeColours[kind] });
}
