/**
 * The words of an MDX text, as a reader meets them: for a note's reading time and the search index.
 * Read with Sätteri, the parser Astro builds the text with (as content-schemas/body.ts does), so
 * what is counted and found is what the page shows: text, code, table cells and images' alt text,
 * never a comment.
 */
import { mdxToMdast } from 'satteri';

interface Node {
  type: string;
  value?: string;
  alt?: string | null;
  children?: Node[];
}

/** Blocks of running text: a line of their own. Any other node with children joins them as they are. */
const lines = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * Hand-written rather than mdast-util-to-string: that joins two paragraphs into one word
 * ("end.Start"), and keeps the text of comments (MDX expressions).
 */
function textOf(node: Node): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm')
    return '';
  // A line break within a paragraph, as the source wraps it or as a hard break, reads as a space.
  if (node.type === 'text' || node.type === 'inlineCode') return (node.value ?? '').replaceAll('\n', ' ');
  if (node.type === 'break') return ' ';
  if (node.type === 'code') return `${node.value ?? ''}\n`;
  if (node.type === 'image') return node.alt ?? '';
  const inner = (node.children ?? []).map(textOf).join('');
  return lines.has(node.type) ? `${inner}\n` : inner;
}

/** The text of an MDX body as plain text, its blocks on lines of their own, spaces collapsed. */
export function plainText(mdx: string): string {
  return textOf(mdxToMdast(mdx) as Node)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
