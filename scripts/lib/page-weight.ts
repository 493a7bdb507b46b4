/**
 * What a built page loads before any interaction, and what it weighs on the wire. HTML is read
 * with parse5, CSS with css-tree, JavaScript imports with es-module-lexer; file access is passed
 * in, so that it can be unit-tested with an in-memory build. Used by scripts/check-budgets.ts
 * (npm test), scripts/audit.ts and scripts/bench.ts.
 *
 * "Loads before any interaction" is:
 * - the HTML document itself;
 * - its stylesheets (`<link rel="stylesheet">`, `preload as=style`, `@import`s inside them) and
 *   its inline `<style>` blocks;
 * - its scripts: `<script src>`, inline scripts, `modulepreload`/`preload as=script`, Astro island
 *   component, renderer and before-hydration URLs, and their static imports, recursively
 *   (dynamic `import()` is not followed). Islands count whatever their directive: for the
 *   site's `client:interaction` islands the figure is all the JavaScript a page can load, the
 *   conservative reading of the design's budget;
 * - its fonts: preloaded ones, plus every `@font-face` file of a family the page's CSS names (an
 *   upper bound: every weight and style of a used family counts).
 *
 * Wire bytes: HTML, JS and CSS gzipped (level 9), each file on its own; inline scripts and styles
 * as the gzip of their text (they also count in the HTML). WOFF and WOFF2 as their file size.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path, { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as csstree from 'css-tree';
import { parse as parseHtml } from 'parse5';
import { islandCodeAttributes, islandMarkup } from '../../src/lib/island-markup.ts';
import { staticImports } from '../../src/lib/module-graph.ts';

/** Gzipped size, level 9: what a static host with compression sends for a text file. */
export const gzipSize = (data: string | Uint8Array): number =>
  data.length === 0 ? 0 : gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;

/** "12.3 KB" (1 KB = 1024 bytes, as Lighthouse counts KiB). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// HTML

/** What a page's HTML asks for before any interaction (URLs as written). */
export interface PageRefs {
  stylesheets: string[];
  inlineStyles: string[];
  /** External scripts: `<script src>`, modulepreload, preload as=script, island URLs. */
  scripts: string[];
  inlineScripts: { module: boolean; text: string }[];
  fontPreloads: string[];
}

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
  value?: string;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Reads a page's HTML (parse5) and lists the resources it loads before any interaction. */
export function pageRefs(html: string): PageRefs {
  const refs: PageRefs = {
    stylesheets: [],
    inlineStyles: [],
    scripts: [],
    inlineScripts: [],
    fontPreloads: [],
  };
  const visit = (node: HtmlNode) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    const text = () => (node.childNodes ?? []).map((c) => c.value ?? '').join('');
    const rel = new Set((attr('rel') ?? '').toLowerCase().split(/\s+/));
    const as = (attr('as') ?? '').toLowerCase();
    const href = attr('href');
    const type = (attr('type') ?? '').trim().toLowerCase();
    if (node.nodeName === 'script' && JS_TYPES.has(type)) {
      // Other types (JSON-LD, importmap, speculation rules) are data, not code.
      const src = attr('src');
      if (src !== undefined) refs.scripts.push(src);
      else if (text().trim()) refs.inlineScripts.push({ module: type === 'module', text: text() });
    } else if (node.nodeName === 'style' && text().trim()) refs.inlineStyles.push(text());
    else if (node.nodeName === 'link' && href) {
      if (rel.has('stylesheet') || (rel.has('preload') && as === 'style')) refs.stylesheets.push(href);
      else if (rel.has('modulepreload') || (rel.has('preload') && as === 'script')) refs.scripts.push(href);
      else if (rel.has('preload') && as === 'font') refs.fontPreloads.push(href);
    } else if (node.nodeName === islandMarkup.element) {
      for (const url of islandCodeAttributes.map(attr)) if (url) refs.scripts.push(url);
    }
    for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) visit(child);
  };
  visit(parseHtml(html) as unknown as HtmlNode);
  return {
    ...refs,
    stylesheets: [...new Set(refs.stylesheets)],
    scripts: [...new Set(refs.scripts)],
    fontPreloads: [...new Set(refs.fontPreloads)],
  };
}

/** Every root-relative asset URL a page refers to, for {@link inferBase}. */
export function assetUrls(html: string): string[] {
  const refs = pageRefs(html);
  return [...refs.stylesheets, ...refs.scripts, ...refs.fontPreloads];
}

// ---------------------------------------------------------------------------------------------
// URLs

/** Where a URL written in a file of the build points. */
export type Target =
  | { kind: 'file'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'inline' }
  | { kind: 'outside'; url: string };

/** '/portfolio' or 'portfolio/' → '/portfolio/'; '' → '/'. */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const safeDecode = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/**
 * Resolves `url`, written in the build file `from` (e.g. "work/quote-kong.html"), to a file of
 * the build. Root-relative URLs must start with the base path: anything else 404s when deployed.
 */
export function resolveRef(url: string, from: string, base: string): Target {
  if (/^data:/i.test(url.trim())) return { kind: 'inline' };
  const clean = url.trim().replace(/[?#].*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('//')) return { kind: 'external', url };
  const target = safeDecode(clean);
  if (target.startsWith('/')) {
    const prefix = normaliseBase(base);
    if (!target.startsWith(prefix)) return { kind: 'outside', url };
    return { kind: 'file', path: posix.normalize(target.slice(prefix.length)) };
  }
  const joined = posix.normalize(posix.join(posix.dirname(from), target));
  if (joined.startsWith('../') || joined === '..') return { kind: 'outside', url };
  return { kind: 'file', path: joined };
}

/**
 * The base path a build was made for, read from its pages' root-relative asset URLs: for each,
 * the shortest leading part whose removal names a file of the build; the most common answer wins.
 */
export function inferBase(urls: Iterable<string>, exists: (path: string) => boolean): string {
  const votes = new Map<string, number>([['/', 0]]);
  for (const url of urls) {
    const clean = url.replace(/[?#].*$/, '');
    if (!clean.startsWith('/') || clean.startsWith('//')) continue;
    const segments = clean.slice(1).split('/');
    const k = segments.findIndex((_, i) => exists(segments.slice(i).join('/')));
    if (k < 0) continue;
    const base = normaliseBase(segments.slice(0, k).join('/'));
    votes.set(base, (votes.get(base) ?? 0) + 1);
  }
  return [...votes].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The URL path a page of the build is served at, e.g. "/portfolio/work/quote-kong". */
export function pageRoute(page: string, base: string): string {
  return `${normaliseBase(base)}${page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

// ---------------------------------------------------------------------------------------------
// JavaScript and CSS

/** A stylesheet's `@import`s, its `@font-face` files by family, and the families it names. */
export interface CssScan {
  imports: string[];
  /** First url() source of each face (the build lists WOFF2 first); local()-only faces download nothing. */
  faces: { family: string; url: string }[];
  /** Lower-cased text of every font-family, font and custom-property value, to find used families. */
  fontText: string;
}

const unquote = (s: string) => s.trim().replace(/^(['"])(.*)\1$/s, '$2');

/** Reads a stylesheet with css-tree. */
export function scanCss(source: string): CssScan {
  const scan: CssScan = { imports: [], faces: [], fontText: '' };
  // @import takes url() or a bare string; a font's src only url() (local() downloads nothing).
  const firstUrl = (node: csstree.CssNode, orString = false) => {
    let found: string | undefined;
    csstree.walk(node, (n) => {
      if (found === undefined && (n.type === 'Url' || (orString && n.type === 'String'))) found = n.value;
    });
    return found;
  };
  csstree.walk(csstree.parse(source, { parseValue: true, parseCustomProperty: false }), {
    enter(node: csstree.CssNode) {
      if (node.type === 'Atrule' && node.name.toLowerCase() === 'import' && node.prelude) {
        const url = firstUrl(node.prelude, true);
        if (url) scan.imports.push(url);
      } else if (node.type === 'Atrule' && node.name.toLowerCase() === 'font-face' && node.block) {
        const decls = node.block.children.toArray().filter((d) => d.type === 'Declaration');
        const family = decls.findLast((d) => d.property.toLowerCase() === 'font-family');
        const src = decls.findLast((d) => d.property.toLowerCase() === 'src');
        const url = src && firstUrl(src.value);
        if (family && url) scan.faces.push({ family: unquote(csstree.generate(family.value)), url });
        return csstree.walk.skip;
      } else if (node.type === 'Declaration' && /^(font|font-family|--.*)$/i.test(node.property)) {
        scan.fontText += ` ${csstree.generate(node.value).toLowerCase()}`;
      }
      return undefined;
    },
  });
  return scan;
}

// ---------------------------------------------------------------------------------------------
// A page

export type AssetKind = 'js' | 'css' | 'font';

export interface Asset {
  kind: AssetKind;
  /** Path in the build folder. */
  path: string;
  bytes: number;
  /** What it costs on the wire (gzip for JS and CSS, file size for WOFF/WOFF2). */
  wire: number;
  /** Why it loads: the page, a stylesheet or the module that imports it. */
  via: string;
}

export interface Problem {
  url: string;
  /** The file that refers to it. */
  from: string;
  reason: 'missing' | 'external' | 'outside-base';
}

export interface PageWeight {
  /** Path of the HTML file in the build folder, e.g. "work/quote-kong.html". */
  page: string;
  /** Sums on the wire, in bytes. */
  html: number;
  js: number;
  css: number;
  fonts: number;
  htmlRaw: number;
  inlineJs: number;
  inlineCss: number;
  assets: Asset[];
  problems: Problem[];
}

/** Reads a file of the build by its path relative to the build folder; undefined if absent. */
export type ReadFile = (path: string) => Uint8Array | undefined;

const text = (data: Uint8Array) => Buffer.from(data).toString('utf8');

/** Everything `page` (an HTML file of the build, made for `base`) loads before any interaction. */
export async function measurePage(page: string, read: ReadFile, base: string): Promise<PageWeight> {
  const htmlBytes = read(page);
  if (!htmlBytes) throw new Error(`No page ${page} in the build.`);
  const refs = pageRefs(text(htmlBytes));
  const result: PageWeight = {
    page,
    html: gzipSize(htmlBytes),
    htmlRaw: htmlBytes.length,
    js: 0,
    css: 0,
    fonts: 0,
    inlineJs: gzipSize(refs.inlineScripts.map((s) => s.text).join('\n')),
    inlineCss: gzipSize(refs.inlineStyles.join('\n')),
    assets: [],
    problems: [],
  };
  result.js = result.inlineJs;
  result.css = result.inlineCss;
  const seen = new Set<string>();

  /** Adds the file `url` (written in `from`) once; returns its bytes the first time. */
  const load = (kind: AssetKind, url: string, from: string, via = from): Uint8Array | undefined => {
    const target = resolveRef(url, from, base);
    if (target.kind === 'inline') return undefined;
    if (target.kind !== 'file') {
      result.problems.push({ url, from, reason: target.kind === 'external' ? 'external' : 'outside-base' });
      return undefined;
    }
    if (seen.has(target.path)) return undefined;
    seen.add(target.path);
    const data = read(target.path);
    if (!data) {
      result.problems.push({ url, from, reason: 'missing' });
      return undefined;
    }
    const wire = kind === 'font' && /\.woff2?$/i.test(target.path) ? data.length : gzipSize(data);
    result.assets.push({ kind, path: target.path, bytes: data.length, wire, via });
    result[kind === 'font' ? 'fonts' : kind] += wire;
    return data;
  };

  // Scripts and their static imports, breadth first. A bare specifier cannot load in a browser.
  const scripts = refs.scripts.map((url) => ({ url, from: page }));
  for (const inline of refs.inlineScripts.filter((s) => s.module)) {
    for (const url of await staticImports(inline.text)) scripts.push({ url, from: page });
  }
  for (let next = scripts.shift(); next; next = scripts.shift()) {
    if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(next.url)) {
      result.problems.push({ url: next.url, from: next.from, reason: 'missing' });
      continue;
    }
    const data = load('js', next.url, next.from);
    const from = resolveRef(next.url, next.from, base);
    if (data && from.kind === 'file')
      for (const url of await staticImports(text(data))) scripts.push({ url, from: from.path });
  }

  // Stylesheets and their @imports; fonts resolve against the stylesheet that declares them.
  const scans = refs.inlineStyles.map((css) => ({ scan: scanCss(css), from: page }));
  const sheets = [...refs.stylesheets, ...scans.flatMap((s) => s.scan.imports)].map((url) => ({
    url,
    from: page,
  }));
  for (let next = sheets.shift(); next; next = sheets.shift()) {
    const data = load('css', next.url, next.from);
    const from = resolveRef(next.url, next.from, base);
    if (!data || from.kind !== 'file') continue;
    const scan = scanCss(text(data));
    scans.push({ scan, from: from.path });
    sheets.push(...scan.imports.map((url) => ({ url, from: from.path })));
  }
  for (const url of refs.fontPreloads) load('font', url, page, `${page} (preload)`);
  const named = scans.map((s) => s.scan.fontText).join(' ');
  for (const { scan, from } of scans) {
    for (const face of scan.faces) {
      if (named.includes(face.family.toLowerCase()))
        load('font', face.url, from, `${from} (@font-face ${face.family})`);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// A build folder

/** The site's public/ folder: the owner's own files, copied into every build as they are. */
const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

/**
 * The pages a build made: every HTML file under `dir`, as paths relative to it with forward
 * slashes, index.html first. HTML files copied from public/ (`ownerFiles`) are the owner's own,
 * published as they are (a search engine's verification file, say): not pages of the site.
 */
export function htmlPages(dir: string, ownerFiles = publicDir): string[] {
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !existsSync(path.join(ownerFiles, file)));
  return pages.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
}

/** Reads files of a build folder, each at most once; refuses paths that leave it. */
export function buildReader(dir: string): { read: ReadFile; exists: (p: string) => boolean } {
  const cache = new Map<string, Uint8Array | undefined>();
  const inside = (p: string) => {
    const full = path.join(dir, p);
    return full.startsWith(path.resolve(dir) + path.sep) ? full : undefined;
  };
  const exists = (p: string) => {
    const full = inside(p);
    return full !== undefined && existsSync(full) && statSync(full).isFile();
  };
  const read = (p: string) => {
    if (!cache.has(p)) cache.set(p, exists(p) ? readFileSync(inside(p) ?? '') : undefined);
    return cache.get(p);
  };
  return { read, exists };
}
