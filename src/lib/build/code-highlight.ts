/**
 * Code blocks in the owner's writing, coloured at build time with no inline style. Shiki (through
 * Astro's `markdown.shikiConfig`) tokenises each fence with a css-variables theme: every token's
 * colour is then a variable named for its kind (`var(--code-token-keyword)`). `codeBlockClasses`
 * turns that colour into the class of its kind and drops every `style` attribute, which the site's
 * Content-Security-Policy refuses; the stylesheet (src/components/CodeBlock.css.ts) colours each
 * class per colour mode, from the token tables in src/styles/tokens.ts. No script is involved.
 */
import { bundledLanguagesInfo, createCssVariablesTheme, type ShikiTransformer } from 'shiki';
import type { Element, ElementContent, Root, Text } from 'hast';
import { codeTokenClass, codeTokenKinds, type CodeTokenKind } from '../../styles/prose-classes.ts';

export { codeTokenClass, codeTokenKinds, type CodeTokenKind };

const variablePrefix = '--code-';

/**
 * The theme: each colour a variable of its kind. No font styles: the classes carry colour only,
 * and italics or bold would need classes of their own for no gain in reading code.
 */
export const codeTheme = createCssVariablesTheme({
  name: 'portfolio-code',
  variablePrefix,
  fontStyle: false,
});

/** "typescript" or "ts" → "TypeScript", "bash" → "Shell"; a fence with no language is "Text". */
export function languageName(lang: string | undefined): string {
  const wanted = (lang ?? '').toLowerCase();
  const known = bundledLanguagesInfo.find((info) => info.id === wanted || info.aliases?.includes(wanted));
  return known?.name ?? 'Text';
}

/** The accessible name of a code block's scrolling region, e.g. "TypeScript code". */
export const codeRegionName = (lang: string | undefined) => `${languageName(lang)} code`;

// Shiki gives a token's colour as the CSS value `var(--code-token-<kind>)`; its kind is read back
// from that name (Shiki has no other field that carries it).
const tokenVariable = new RegExp(`^var\\(${variablePrefix}token-([a-z-]+)\\)$`);

/** The kind of token a Shiki colour names, if it is one with a class. */
export function tokenKindOf(colour: string | undefined): CodeTokenKind | undefined {
  const kind = tokenVariable.exec(colour?.trim() ?? '')?.[1];
  return codeTokenKinds.find((known) => known === kind);
}

/** The colour a `style` attribute gives (Shiki writes `color:var(…)`), if any. */
const colourIn = (style: unknown) =>
  typeof style === 'string' ? /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style)?.[1] : undefined;

function classesIn(node: Element, kind: CodeTokenKind | undefined) {
  if (!kind) return;
  const existing = node.properties.className;
  const list = Array.isArray(existing) ? existing : typeof existing === 'string' ? [existing] : [];
  node.properties.className = [...list.map(String), codeTokenClass(kind)];
}

function clean(children: ElementContent[] | Root['children']) {
  for (const child of children) {
    if (child.type !== 'element') continue;
    const style = child.properties.style;
    if (style !== undefined) {
      classesIn(child, tokenKindOf(colourIn(style)));
      delete child.properties.style;
    }
    clean(child.children);
  }
}

/** A span with nothing on it but Shiki's `line` class, or nothing at all, is only its text. */
const wrapperOnly = (node: Element) =>
  Object.keys(node.properties).every((name) => name === 'class' || name === 'className') &&
  [node.properties.class, node.properties.className]
    .flat()
    .every((name) => name === undefined || name === 'line');

/** The one class of a token span whose only child is its text, if it is one. */
function tokenClass(node: ElementContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'span') return;
  if (node.children.length !== 1 || node.children[0]!.type !== 'text') return;
  const { className, ...others } = node.properties;
  return Object.keys(others).length === 0 && Array.isArray(className) && className.length === 1
    ? String(className[0])
    : undefined;
}

/**
 * The same text in the same colours with fewer elements: a line's wrapper and a plain token become
 * their text, and tokens of one kind side by side become one. Each span is an inline box the browser
 * styles, lays out and shapes on its own, in the page's first layout: a single task, which Lighthouse
 * counts into Total Blocking Time. (The fixture's write-up: 123 spans in its code, 70 after.)
 */
function fewerSpans(children: ElementContent[]): ElementContent[] {
  const kept: ElementContent[] = [];
  for (const child of children) {
    const unwrapped = child.type === 'element' && child.tagName === 'span' && wrapperOnly(child);
    for (const part of unwrapped ? fewerSpans(child.children) : [child]) {
      const last = kept.at(-1);
      if (last?.type === 'text' && part.type === 'text') last.value += part.value;
      else if (
        last?.type === 'element' &&
        tokenClass(last) !== undefined &&
        tokenClass(last) === tokenClass(part)
      )
        (last.children[0] as Text).value += ((part as Element).children[0] as Text).value;
      else kept.push(part);
    }
  }
  return kept;
}

/** Every `<code>` under `children`, with `fewerSpans` applied to its tokens. */
function joinTokens(children: ElementContent[] | Root['children']) {
  for (const child of children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code') child.children = fewerSpans(child.children);
    else joinTokens(child.children);
  }
}

/**
 * The Shiki transformer: token colours as classes, no `style` anywhere in the block (Astro's own
 * transformer, which runs first, writes some on `<pre>` and on diff markers), fewer spans for the
 * same colours, and the `<pre>` a named, focusable scrolling region (axe's
 * `scrollable-region-focusable`): a long line scrolls inside the block, by keyboard too.
 * `role="group"` names it without making it a landmark.
 */
export function codeBlockClasses(): ShikiTransformer {
  return {
    name: 'portfolio:code-block-classes',
    pre(node) {
      node.properties.tabindex = 0;
      node.properties.role = 'group';
      node.properties['aria-label'] = codeRegionName(this.options.lang);
    },
    root(root) {
      clean(root.children);
      joinTokens(root.children);
    },
  };
}
