import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { elementsIn, htmlNamespace, isElement } from './page-head.ts';

type Element = DefaultTreeAdapterTypes.Element;

/** An inline classic script: no `src`, and no `type` or a JavaScript one other than module. */
const isInlineClassicScript = (element: Element): boolean => {
  if (element.tagName !== 'script' || element.namespaceURI !== htmlNamespace) return false;
  const attr = (name: string) => element.attrs.find((a) => a.name === name)?.value;
  return (
    attr('src') === undefined && ['', 'text/javascript'].includes(attr('type')?.trim().toLowerCase() ?? '')
  );
};

/**
 * Makes each inline classic script of the <body> an inline module script, leaving every other byte
 * where it was (build time).
 *
 * A classic script holds the HTML parser until every stylesheet before it has loaded. Astro writes
 * its island runtime and a directive's script as inline classic scripts just before a page's first
 * island, which is in the header here. So the parser stopped in the header until the site's
 * stylesheet arrived; the browser then painted the header alone, and laid out the rest of the page
 * after that first paint, in one long task (30–60 ms on a project page, unthrottled) that Lighthouse
 * counts as blocking. A module script holds nothing: the parser reads the whole page while the
 * stylesheet loads, so the first frame can show all of it (SiteLayout.astro holds that frame until
 * the page is parsed, where the browser can).
 *
 * The scripts still run in the order they stand, once the page is parsed and before
 * DOMContentLoaded; a sleeping island only needs them before a visitor reaches for it, and the first
 * response to a tap comes from <head> (FirstResponse.astro). Head scripts stay classic: the colour
 * mode must be set before the first paint. A module differs from a classic script in three ways:
 * strict mode, names of its own (a top-level name is no global), and no `document.currentScript`.
 * The scripts this meets (the site's directives and Astro's island runtime) are each one function
 * expression that shares what it shares through `self.Astro`, and none reads `currentScript`; the
 * engine tests fail a page that throws. Data blocks (JSON-LD), external scripts, scripts already
 * modules, SVG's scripts and a <template>'s content stay as they are.
 */
export function bodyScriptsDeferred(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const body = document.childNodes
    .find(isElement)
    ?.childNodes.filter(isElement)
    .find((node) => node.tagName === 'body');
  if (!body) return html;
  // Each as a replacement of the source from `start` to `end`: a `type` there already, or nothing
  // just after "<script".
  const edits: { start: number; end: number; text: string }[] = [];
  for (const element of elementsIn(body)) {
    const location = element.sourceCodeLocation;
    const tag = location?.startTag;
    if (!isInlineClassicScript(element) || !tag) continue;
    const type = location.attrs?.['type'];
    const after = tag.startOffset + '<script'.length;
    edits.push(
      type
        ? { start: type.startOffset, end: type.endOffset, text: 'type="module"' }
        : { start: after, end: after, text: ' type="module"' },
    );
  }
  // From the last, so that each edit leaves the offsets before it as they were.
  return edits
    .toReversed()
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
}
