import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Reading and ordering a built page's <head> (build time and tests only, never in a browser).
 * A Content-Security-Policy delivered by <meta> governs only what the parser meets after it, so
 * it must come before every script, style and stylesheet.
 */

type Element = DefaultTreeAdapterTypes.Element;

/** One element directly inside <head>, with where it stands in the source. */
export interface HeadElement {
  tagName: string;
  attrs: Readonly<Record<string, string>>;
  /** Its text (a script's or a style's content). */
  text: string;
  start: number;
  end: number;
}

export const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

/** Every element under `node`, in document order. A <template>'s content is not its children in parse5. */
export function* elementsIn(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes.filter(isElement)) {
    yield child;
    yield* elementsIn(child);
  }
}

const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

/** The elements directly inside <head>, in document order. */
export function headElements(html: string): HeadElement[] {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const htmlElement = document.childNodes.find(isElement);
  const head = htmlElement?.childNodes.filter(isElement).find((node) => node.tagName === 'head');
  if (!head) return [];
  return head.childNodes.filter(isElement).map((element) => ({
    tagName: element.tagName,
    attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
    text: textOf(element),
    // Elements the parser put in <head> without a tag in the source have no location.
    start: element.sourceCodeLocation?.startOffset ?? -1,
    end: element.sourceCodeLocation?.endOffset ?? -1,
  }));
}

export const isCspMeta = (element: HeadElement): boolean =>
  element.tagName === 'meta' && element.attrs['http-equiv']?.toLowerCase() === 'content-security-policy';

const isCharsetMeta = (element: HeadElement): boolean =>
  element.tagName === 'meta' && 'charset' in element.attrs;

/** Scripts (inline, external or data blocks), styles and stylesheets: what a policy must precede. */
export const isGoverned = (element: HeadElement): boolean =>
  element.tagName === 'script' ||
  element.tagName === 'style' ||
  (element.tagName === 'link' && /(^|\s)stylesheet(\s|$)/i.test(element.attrs['rel'] ?? ''));

/** Describes each script, style or stylesheet in <head> that comes before the policy <meta>. */
export function beforeCspMeta(html: string): string[] {
  const elements = headElements(html);
  const csp = elements.findIndex(isCspMeta);
  const before = csp === -1 ? elements : elements.slice(0, csp);
  return before
    .filter(isGoverned)
    .map(
      (element) => `<${element.tagName}> at offset ${element.start}${csp === -1 ? ' (no CSP <meta>)' : ''}`,
    );
}

/**
 * Moves the policy <meta> to just after <meta charset> (or to the top of <head>), leaving every
 * other byte where it was. Astro writes the policy with the head content it collects, which it
 * renders at </head>: after whatever the layout itself puts in <head>.
 */
export function cspMetaFirst(html: string): string {
  const elements = headElements(html);
  const csp = elements.find(isCspMeta);
  if (!csp || csp.start < 0) return html;
  const first = elements[0];
  const anchor = first && isCharsetMeta(first) ? first : undefined;
  const target = elements[anchor ? 1 : 0];
  if (target === csp) return html;
  // Without <meta charset> first, the policy goes before the first element in <head>.
  const at = anchor ? anchor.end : (target?.start ?? -1);
  if (at < 0 || at > csp.start) return html;
  const tag = html.slice(csp.start, csp.end);
  return html.slice(0, at) + tag + html.slice(at, csp.start) + html.slice(csp.end);
}

export const htmlNamespace = 'http://www.w3.org/1999/xhtml';

const isStylesheetLink = (element: Element): boolean =>
  element.tagName === 'link' &&
  element.attrs.some((attr) => attr.name === 'rel' && /(^|\s)stylesheet(\s|$)/i.test(attr.value));

/**
 * Moves every <style> of the body to the end of <head>, in order, leaving every other byte where
 * it was: HTML permits <style> in <head> only. Astro writes its island runtime's one-line style
 * (`astro-island,…{display:contents}`) just before a page's first island, in the body, so that a
 * page without islands goes without it (withastro/astro#11536). SVG's own <style> and a
 * <template>'s content stay. A <style> after a stylesheet <link> of the body would then come
 * before it in the cascade: that throws rather than change the page's look.
 */
export function bodyStylesIntoHead(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const htmlElement = document.childNodes.find(isElement);
  const sections = htmlElement?.childNodes.filter(isElement) ?? [];
  const head = sections.find((node) => node.tagName === 'head');
  const body = sections.find((node) => node.tagName === 'body');
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  if (!body || headEnd === undefined) return html;

  const styles: { start: number; end: number }[] = [];
  let stylesheetLinked = false;
  const walk = (node: Element) => {
    for (const child of node.childNodes) {
      if (!isElement(child) || child.namespaceURI !== htmlNamespace || child.tagName === 'template') continue;
      if (isStylesheetLink(child)) stylesheetLinked = true;
      const location = child.sourceCodeLocation;
      if (child.tagName !== 'style' || !location) {
        walk(child);
        continue;
      }
      if (stylesheetLinked)
        throw new Error('A <style> after a stylesheet <link> in <body> cannot move into <head>.');
      styles.push({ start: location.startOffset, end: location.endOffset });
    }
  };
  walk(body);
  if (styles.length === 0) return html;

  let rest = html.slice(headEnd, styles[0]!.start);
  styles.forEach((style, index) => {
    rest += html.slice(style.end, styles[index + 1]?.start ?? html.length);
  });
  return html.slice(0, headEnd) + styles.map((style) => html.slice(style.start, style.end)).join('') + rest;
}

/** An inline script or style with no attribute (a classic script; a style for every medium). */
function joinable(element: Element): boolean {
  if (element.namespaceURI !== htmlNamespace || element.attrs.length > 0) return false;
  if (!element.sourceCodeLocation?.endTag) return false;
  if (element.tagName === 'script') return true;
  // @import and @charset must open a style sheet: such a style keeps its own element.
  return element.tagName === 'style' && !/@(import|charset)\b/i.test(textOf(element));
}

/**
 * Joins each run of adjacent inline scripts into one script, and each run of adjacent inline styles
 * into one style, leaving every other byte where it was (build time). Each inline script and style
 * costs the page's policy a hash, 56 bytes that gzip cannot shrink, in the first round trip. A
 * project page has six scripts (three in <head>; `client:interaction` and Astro's island runtime side
 * by side in the header; `client:splash`) and three styles (the fonts'; the page's beside Astro's
 * island style): joined, five hashes instead of nine. Only elements without an
 * attribute join, and only where nothing but white space stands between them (it follows the joined
 * element), so the browser meets the same code at the same point of the page, in the same order.
 * Scripts are joined with a line break and a semicolon: neither a line comment nor a missing
 * semicolon can run two of them together. Two things differ: a script that throws stops the ones
 * joined after it, and `document.currentScript` is the joined element. Each of the site's inline
 * scripts (its own and Astro's island scripts) is one function expression that guards its risky
 * calls (storage) and never reads `currentScript`, and the engine tests fail a page that throws.
 */
export function joinAdjacentInline(html: string): string {
  const runs: Element[][] = [];
  const visit = (parent: DefaultTreeAdapterTypes.ParentNode) => {
    let run: Element[] = [];
    const close = () => {
      if (run.length > 1) runs.push(run);
      run = [];
    };
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text' && 'value' in child && /^\s*$/.test(child.value) && run.length > 0)
        continue;
      if (isElement(child) && joinable(child)) {
        if (run[0] && run[0].tagName !== child.tagName) close();
        run.push(child);
        continue;
      }
      close();
      if (isElement(child))
        visit(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
    close();
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));

  let result = html;
  // From the last, so that each replacement leaves the offsets before it as they were.
  for (const run of runs.toReversed()) {
    const { tagName } = run[0]!;
    const first = run[0]!.sourceCodeLocation!;
    const last = run.at(-1)!.sourceCodeLocation!;
    const texts = run.map((element) => {
      const { startTag, endTag } = element.sourceCodeLocation!;
      return html.slice(startTag!.endOffset, endTag!.startOffset);
    });
    const between = run
      .slice(1)
      .map((element, index) =>
        html.slice(run[index]!.sourceCodeLocation!.endOffset, element.sourceCodeLocation!.startOffset),
      )
      .join('');
    const joined = `<${tagName}>${texts.join(tagName === 'script' ? '\n;' : '\n')}</${tagName}>${between}`;
    result = result.slice(0, first.startOffset) + joined + result.slice(last.endOffset);
  }
  return result;
}

/** The CSP source expression for an inline script's or style's text: 'sha256-…'. */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** An inline <script> or <style> of a page: its attributes, its text and where that text stands. */
export interface InlineElement {
  tagName: 'script' | 'style';
  attrs: Readonly<Record<string, string>>;
  text: string;
  /** Where its text starts and ends in the page's source; -1 where the source has no end tag. */
  textStart: number;
  textEnd: number;
}

/** Every inline <script> (data blocks included) and <style> in the page, head and body, templates too. */
export function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      const inline = !child.attrs.some((attr) => attr.name === 'src');
      const location = child.sourceCodeLocation;
      if ((child.tagName === 'script' && inline) || child.tagName === 'style') {
        found.push({
          tagName: child.tagName,
          attrs: Object.fromEntries(child.attrs.map((attr) => [attr.name, attr.value])),
          text: textOf(child),
          textStart: location?.endTag ? location.startTag!.endOffset : -1,
          textEnd: location?.endTag ? location.endTag.startOffset : -1,
        });
      }
      walk(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/**
 * A script the browser runs: no type, or a JavaScript one (inline elements have no `src`). A data
 * block (JSON-LD) never runs, so no policy governs it: HTML's "prepare the script element" returns
 * for a data block before it asks the policy, and it needs no hash.
 */
export const runsAsJavaScript = ({ tagName, attrs }: Pick<InlineElement, 'tagName' | 'attrs'>): boolean =>
  tagName === 'script' &&
  ['', 'module', 'text/javascript'].includes(attrs['type']?.trim().toLowerCase() ?? '');

/**
 * What a page's policy must list the hash of: every inline script the browser runs and every
 * <style>, head and body. Data blocks are left out (`runsAsJavaScript`).
 */
export const inlineScriptsAndStyles = (html: string): { tagName: 'script' | 'style'; text: string }[] =>
  inlineElements(html)
    .filter((element) => element.tagName === 'style' || runsAsJavaScript(element))
    .map(({ tagName, text }) => ({ tagName, text }));

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const hashSource = /^'sha(256|384|512)-/;

/**
 * Makes the policy <meta> list the hashes of the page's own inline scripts and styles, and no
 * others. Astro leaves out a script whose text it writes at render time (`define:vars`): once the
 * policy precedes it, a browser would refuse it. It also lists every inline script and style of the
 * whole site on every page: 25 hashes on a project page that has 10, 800 bytes of gzip that nothing
 * compresses, in the first round trip of every page. A static page gains no inline script or style
 * later (nothing here inserts one, and every test watches for refusals), so the others go, and so
 * does the hash of a data block (JSON-LD), which no policy governs.
 */
export function cspHashesExact(html: string): string {
  const csp = headElements(html).find(isCspMeta);
  if (!csp || csp.start < 0) return html;
  const directives = (csp.attrs['content'] ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+/));
  const pageHashes = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
  for (const { tagName, text } of inlineScriptsAndStyles(html))
    pageHashes[tagName === 'script' ? 'script-src' : 'style-src'].add(sha256Source(text));
  for (const [name, hashes] of Object.entries(pageHashes)) {
    const index = directives.findIndex(([key]) => key === name);
    const [key, ...sources] = directives[index] ?? [name, "'self'"];
    const directive = [key!, ...sources.filter((source) => !hashSource.test(source)), ...hashes];
    if (index >= 0) directives[index] = directive;
    else if (hashes.size > 0) directives.push(directive);
  }
  const policy = `${directives.map((parts) => parts.join(' ')).join('; ')};`;
  if (policy === csp.attrs['content']) return html;
  const tag = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`;
  return html.slice(0, csp.start) + tag + html.slice(csp.end);
}
