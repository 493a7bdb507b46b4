/**
 * The class names the build writes into the owner's writing, which the prose stylesheet
 * (prose.css.ts) styles: the Markdown plugins in src/lib (code-highlight.ts, prose-markup.ts) take
 * them from here.
 */
import { darkCodeColours } from './tokens.ts';

/** A kind of code token with a colour of its own (the block's text takes `foreground`). */
export type CodeTokenKind = Exclude<keyof typeof darkCodeColours, 'background' | 'foreground'>;

export const codeTokenKinds = Object.keys(darkCodeColours).filter(
  (kind): kind is CodeTokenKind => kind !== 'background' && kind !== 'foreground',
);

/** The class a token of `kind` carries, e.g. "code-keyword". */
export const codeTokenClass = (kind: CodeTokenKind) => `code-${kind}`;

/** A table's scrolling box, and a cell's alignment (GFM's, as a class rather than a style). */
export const proseClasses = {
  tableBox: 'prose-table',
  align: { left: 'align-left', center: 'align-center', right: 'align-right' },
} as const;
