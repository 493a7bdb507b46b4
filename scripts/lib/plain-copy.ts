/**
 * The audit's control page: a built page's own content (its `<main>`) as plain HTML, with none of
 * the site's stylesheets, scripts, fonts, header, footer or splash. Lighthouse runs it on the same
 * host at the same CPU slowdown as the page, so a budget that even the bare content breaks is
 * reported as the host's (scripts/audit.ts), not the site's.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { elementsIn, isElement } from '../../src/lib/build/built-page.ts';
import { servePages } from './pages-server.ts';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements that carry the site's code or style, not the content. */
const siteOnly = new Set(['script', 'style', 'link', 'template']);

const firstElement = (node: ParentNode, tagName: string): Element | undefined =>
  [...elementsIn(node)].find((element) => element.tagName === tagName);

/** Removes, in place, the site's scripts, styles and `style` attributes from `node`'s subtree. */
function strip(node: ParentNode) {
  node.childNodes = node.childNodes.filter((child) => !isElement(child) || !siteOnly.has(child.tagName));
  for (const child of node.childNodes.filter(isElement)) {
    child.attrs = child.attrs.filter((attr) => attr.name !== 'style');
    strip(child);
  }
}

/** `html` reduced to its `<main>` (or its `<body>` if it has none), as a plain document. */
export function plainCopy(html: string): string {
  const document = parse(html);
  const content = firstElement(document, 'main') ?? firstElement(document, 'body');
  if (!content) throw new Error('The page has no <main> and no <body> to copy.');
  strip(content);
  const root = firstElement(document, 'html');
  const lang = root?.attrs.find((attr) => attr.name === 'lang');
  const title = firstElement(document, 'title');
  return [
    '<!doctype html>',
    `<html${lang ? ` lang="${lang.value.replaceAll('"', '&quot;')}"` : ''}>`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    title ? serializeOuter(title) : '<title>Plain copy</title>',
    '</head><body>',
    content.tagName === 'body'
      ? content.childNodes.map((child) => serializeOuter(child)).join('')
      : serializeOuter(content),
    '</body></html>',
  ].join('');
}

/** Where the plain copy is served, beside the build's own files. */
const copyFile = 'plain-copy-for-audit.html';

/**
 * Serves plain copies of the pages of the build in `outDir` under `base`, from a folder of its own
 * that links the build's files (so the copy's images load as the page's do) without writing into it.
 * `copyOf(file)` writes the copy of the page at `file` (relative to `outDir`) and gives its URL.
 */
export async function plainCopyServer(outDir: string, base: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'plain-copy-'));
  for (const entry of readdirSync(outDir)) symlinkSync(path.join(outDir, entry), path.join(dir, entry));
  const server = await servePages(dir, base);
  return {
    copyOf(file: string) {
      writeFileSync(path.join(dir, copyFile), plainCopy(readFileSync(path.join(outDir, file), 'utf8')));
      return `${server.url}${copyFile.replace(/\.html$/, '')}`;
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
