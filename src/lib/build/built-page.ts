import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

export const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

/** Every element under `node`, in document order. A <template>'s content is not its children in parse5. */
export function* elementsIn(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes.filter(isElement)) {
    yield child;
    yield* elementsIn(child);
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const typeOf = (element: Element) => attribute(element, 'type')?.trim().toLowerCase() ?? '';
const inline = (element: Element) => element.tagName === 'script' && attribute(element, 'src') === undefined;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** The CSP source expression for an inline script's or style's text: 'sha256-…'. */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * What a page's policy must hash: every inline script the browser runs and every <style>, head and
 * body. A data block (JSON-LD, a list) never runs, so no policy governs it.
 */
export const inlineScriptsAndStyles = (html: string) =>
  [...elementsIn(parse(html))].flatMap((element) => {
    const runs = inline(element) && ['', 'module', 'text/javascript'].includes(typeOf(element));
    return element.tagName === 'style' || runs
      ? [{ tagName: element.tagName as 'script' | 'style', text: textOf(element) }]
      : [];
  });

/**
 * A page as the build leaves it (src/integrations/built-pages.ts), edited at parse5's offsets, every
 * other byte where it was. Astro writes its island markup in the body, just before a page's first
 * island (the header here): a one-line <style> (`astro-island{display:contents}`), and its runtime
 * and directives as inline classic scripts. tests/unit/astro-output.test.ts builds a site and holds
 * this to what Astro writes.
 * - The body's <style>s move to the end of <head>, in order: HTML permits them there only. SVG's
 *   own and a <template>'s stay.
 * - The body's inline classic scripts become modules. A classic script runs mid-parse and holds the
 *   parser until any stylesheet before it has loaded (the site's own is inline, astro.config.mjs);
 *   a module holds nothing and still runs, in order, after the parse, before DOMContentLoaded.
 *   It differs in strict mode, names that are no globals and no `document.currentScript`: Astro's
 *   island scripts each keep to one function expression (and the every-engine tests fail a page
 *   that throws).
 * - The Content-Security-Policy <meta> (src/lib/build/csp.ts) gains the hashes of the page's own
 *   inline scripts and styles, and only those.
 */
export function finishedPage(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const [head, body] = ['head', 'body'].map((name) =>
    [...elementsIn(document)].find((element) => element.tagName === name),
  );
  const edits: { start: number; end: number; text: string }[] = [];
  for (const element of body ? elementsIn(body) : []) {
    const at = element.sourceCodeLocation;
    if (!at?.startTag) continue;
    if (element.tagName === 'style' && element.namespaceURI.endsWith('xhtml')) {
      edits.push({ start: at.startOffset, end: at.endOffset, text: '' });
      const end = head?.sourceCodeLocation?.endTag?.startOffset ?? 0;
      edits.push({ start: end, end, text: html.slice(at.startOffset, at.endOffset) });
    } else if (inline(element) && ['', 'text/javascript'].includes(typeOf(element))) {
      const type = at.attrs?.['type'];
      const after = at.startTag.startOffset + '<script'.length;
      edits.push(
        type
          ? { start: type.startOffset, end: type.endOffset, text: 'type="module"' }
          : { start: after, end: after, text: ' type="module"' },
      );
    }
  }
  const policy = [...(head ? elementsIn(head) : [])].find(
    (element) => attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const content = policy?.sourceCodeLocation?.attrs?.['content'];
  if (policy && content) {
    const hashes = { script: new Set<string>(), style: new Set<string>() };
    for (const { tagName, text } of inlineScriptsAndStyles(html)) hashes[tagName].add(sha256Source(text));
    // Its hashes, only: written afresh, so that a finished page is finished again unchanged.
    const directives = (attribute(policy, 'content') ?? '').replace(
      /\b(script|style)-src([^;]*)/g,
      (_, kind: 'script' | 'style', sources: string) => {
        const kept = sources.split(/\s+/).filter((source) => source && !source.startsWith("'sha"));
        return [`${kind}-src`, ...kept, ...hashes[kind]].join(' ');
      },
    );
    edits.push({ start: content.startOffset, end: content.endOffset, text: `content="${directives}"` });
  }
  // From the last, so that each leaves the offsets before it as they were; moved styles keep their order.
  return edits
    .map((edit, order) => ({ ...edit, order }))
    .toSorted((a, b) => b.start - a.start || b.order - a.order)
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
}
