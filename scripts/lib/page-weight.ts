/**
 * What a built page loads before any interaction, and what it weighs on the wire: the HTML, its
 * stylesheets (their `@import`s too) and inline styles, its scripts (`<script>`, modulepreload,
 * island code, and their static imports, not dynamic `import()`), and its fonts (preloaded ones and
 * every `@font-face` file of a family the page's CSS names). Islands count whatever their directive:
 * the conservative reading of the budget. Read with cheerio, css-tree and es-module-lexer; no library
 * reads a static build's per-page load graph (Lighthouse measures a live load: scripts/audit.ts).
 * HTML, JS and CSS count gzipped (level 9), WOFF and WOFF2 as they are.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unescape } from 'node:querystring';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { load as loadHtml } from 'cheerio';
import * as csstree from 'css-tree';
import { islandCodeAttributes, islandMarkup } from '../../src/lib/build/island-markup.ts';
import { staticImports } from '../../src/lib/build/island-code.ts';
import { ownerContentAttribute } from '../../src/lib/markup/owner-content.ts';

/** Gzipped size, level 9: what a static host with compression sends for a text file. */
export const gzipSize = (data: string | Uint8Array): number =>
  data.length === 0 ? 0 : gzipSync(data, { level: 9 }).length;

/** "12.3 KB" (1 KB = 1024 bytes, as Lighthouse counts KiB). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// Other script types (JSON-LD, importmap, speculation rules) are data, not code.
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * What a page's HTML asks for before any interaction (URLs as written), and `siteMarkup`: the page
 * without the contents of the elements that hold the owner's writing.
 */
export function pageRefs(html: string) {
  const $ = loadHtml(html, { sourceCodeLocationInfo: true });
  const all = (selector: string) => Array.from($(selector), (node) => $(node));
  const unique = (urls: (string | undefined)[]) => [...new Set(urls.filter((url): url is string => !!url))];
  const hrefs = (selector: string) => unique(all(selector).map((e) => e.attr('href')));
  const type = (e: { attr: (name: string) => string | undefined }) =>
    (e.attr('type') ?? '').trim().toLowerCase();
  const preloaded = 'link[href]:is([rel~=modulepreload i], [rel~=preload i][as=script i])';
  const scripts = all(`script[src], ${preloaded}, ${islandMarkup.element}`).flatMap((e) => {
    if (e.is(islandMarkup.element)) return islandCodeAttributes.map((name) => e.attr(name));
    return e.is('link') ? [e.attr('href')] : scriptTypes.has(type(e)) ? [e.attr('src')] : [];
  });
  // Cut out the owner's content, the props of an island that renders some (the same content,
  // serialised for hydration) and inline stylesheets (counted as CSS): what is left is the site's own markup.
  const owners = `[${ownerContentAttribute}]`;
  const cuts: [number, number][] = [];
  for (const element of $(`${owners}, style`).not(`${owners} *`).get()) {
    const { startTag, endTag, endOffset } = element.sourceCodeLocation ?? {};
    if (startTag) cuts.push([startTag.endOffset, endTag?.startOffset ?? endOffset!]);
  }
  for (const island of $(islandMarkup.element).get()) {
    // parse5 locates each attribute (its ElementLocation); domhandler's type leaves that out.
    const location = island.sourceCodeLocation as AttributeLocations | null | undefined;
    const props = $(island).has(owners).length ? location?.attrs?.[islandMarkup.props] : null;
    if (props) cuts.push([props.startOffset, props.endOffset]);
  }
  let siteMarkup = html;
  for (const [start, end] of cuts.sort(([a], [b]) => b - a))
    siteMarkup = siteMarkup.slice(0, start) + siteMarkup.slice(end);
  const inline = all('script:not([src])').filter((e) => scriptTypes.has(type(e)) && e.text().trim());
  return {
    stylesheets: hrefs('link[href]:is([rel~=stylesheet i], [rel~=preload i][as=style i])'),
    inlineStyles: all('style').flatMap((e) => (e.text().trim() ? [e.text()] : [])),
    scripts: unique(scripts),
    inlineScripts: inline.map((e) => ({ module: type(e) === 'module', text: e.text() })),
    fontPreloads: hrefs('link[href][rel~=preload i][as=font i]'),
    siteMarkup,
  };
}

type AttributeLocations = { attrs?: Record<string, { startOffset: number; endOffset: number }> };

/** '/portfolio' or 'portfolio/' → '/portfolio/'; '' → '/'. */
export const normaliseBase = (base: string) => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

/**
 * Where `url`, written in the build file `from` (e.g. "work/quote-kong.html"), points: a file of the
 * build, as a browser resolves it on the deployed site, or outside the base path (a 404 there).
 */
export function resolveRef(url: string, from: string, base: string) {
  if (/^data:/i.test(url.trim())) return { kind: 'inline' } as const;
  const [origin, prefix] = ['http://build.invalid', normaliseBase(base)];
  const resolved = new URL(url.trim(), `${origin}${prefix}${from}`);
  if (resolved.origin !== origin) return { kind: 'external', url } as const;
  // querystring's unescape keeps a malformed escape as written (a file of that name is not found).
  const target = unescape(resolved.pathname);
  if (!target.startsWith(prefix)) return { kind: 'outside', url } as const;
  return { kind: 'file', path: target.slice(prefix.length) } as const;
}

/**
 * The base path a build was made for, read from its pages' root-relative asset URLs: for each, the
 * shortest leading part whose removal names a file of the build; the most common answer wins.
 */
export function inferBase(urls: Iterable<string>, exists: (path: string) => boolean): string {
  const votes = new Map<string, number>([['/', 0]]);
  for (const url of urls) {
    const segments = new URL(url, 'http://build.invalid').pathname.split('/').slice(1);
    const k = segments.findIndex((_, i) => exists(segments.slice(i).join('/')));
    const base = normaliseBase(segments.slice(0, k).join('/'));
    if (url.startsWith('/') && !url.startsWith('//') && k >= 0) votes.set(base, (votes.get(base) ?? 0) + 1);
  }
  return [...votes].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The URL path a page of the build is served at, e.g. "/portfolio/work/quote-kong". */
export function pageRoute(page: string, base: string): string {
  return `${normaliseBase(base)}${page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/**
 * A stylesheet read with css-tree: its `@import`s, the first url() of each `@font-face` by family
 * (the build lists WOFF2 first; a local() face downloads nothing), and, lower-cased, every font,
 * font-family and custom-property value, to tell which families the page uses.
 */
export function scanCss(source: string) {
  const scan = { imports: [] as string[], faces: [] as { family: string; url: string }[], fontText: '' };
  const firstUrl = (node: csstree.CssNode, orString = false) => {
    const found = csstree.find(node, (n) => n.type === 'Url' || (orString && n.type === 'String'));
    return (found as { value: string } | null)?.value;
  };
  csstree.walk(csstree.parse(source, { parseValue: true, parseCustomProperty: false }), (node) => {
    if (node.type === 'Atrule' && node.name.toLowerCase() === 'import' && node.prelude) {
      const url = firstUrl(node.prelude, true); // @import takes url() or a bare string.
      if (url) scan.imports.push(url);
    } else if (node.type === 'Atrule' && node.name.toLowerCase() === 'font-face' && node.block) {
      const declarations = node.block.children.toArray().filter((d) => d.type === 'Declaration');
      const value = (name: string) => declarations.findLast((d) => d.property.toLowerCase() === name)?.value;
      const familyValue = value('font-family');
      const family = familyValue && csstree.generate(familyValue).replace(/^\s*(['"]?)(.*?)\1\s*$/s, '$2');
      const url = value('src') && firstUrl(value('src')!);
      if (family && url) scan.faces.push({ family, url });
      return csstree.walk.skip;
    } else if (node.type === 'Declaration' && /^(font|font-family|--.*)$/i.test(node.property)) {
      scan.fontText += ` ${csstree.generate(node.value).toLowerCase()}`;
    }
    return undefined;
  });
  return scan;
}

/** A file a page loads: its size, what it costs on the wire, and why it loads (what refers to it). */
export interface Asset {
  kind: 'js' | 'css' | 'font';
  path: string;
  bytes: number;
  wire: number;
  via: string;
}

/** Reads a file of the build by its path relative to the build folder; undefined if absent. */
export type ReadFile = (path: string) => Uint8Array | undefined;

const text = (data: Uint8Array) => Buffer.from(data).toString('utf8');

/** Everything `page` (an HTML file of the build, made for `base`) loads before any interaction. */
export async function measurePage(page: string, read: ReadFile, base: string) {
  const htmlBytes = read(page);
  if (!htmlBytes) throw new Error(`No page ${page} in the build.`);
  const refs = pageRefs(text(htmlBytes));
  const inlineJs = gzipSize(refs.inlineScripts.map((s) => s.text).join('\n'));
  const inlineCss = gzipSize(refs.inlineStyles.join('\n'));
  // Sums in bytes on the wire.
  const result = {
    page,
    /** The site's own markup, gzip: the page without the owner's writing (`data-owner-content`). */
    html: gzipSize(refs.siteMarkup),
    /** The whole document, gzip, the owner's writing included. */
    htmlWithProse: gzipSize(htmlBytes),
    htmlRaw: htmlBytes.length,
    inlineJs,
    inlineCss,
    js: inlineJs,
    css: inlineCss,
    fonts: 0,
    assets: [] as Asset[],
    /** Files referred to that are not in the build, on another host or outside the base path. */
    problems: [] as { url: string; from: string; reason: 'missing' | 'external' | 'outside-base' }[],
  };
  const seen = new Set<string>();
  /** Adds the file `url` (written in `from`) once; gives its path and text the first time. */
  const load = (kind: Asset['kind'], url: string, from: string, via = from) => {
    const target = resolveRef(url, from, base);
    const problem = (reason: (typeof result.problems)[number]['reason']) =>
      void result.problems.push({ url, from, reason });
    if (target.kind === 'inline') return undefined;
    if (target.kind !== 'file') return problem(target.kind === 'external' ? 'external' : 'outside-base');
    if (seen.has(target.path)) return undefined;
    seen.add(target.path);
    const data = read(target.path);
    if (!data) return problem('missing');
    const wire = kind === 'font' && /\.woff2?$/i.test(target.path) ? data.length : gzipSize(data);
    result.assets.push({ kind, path: target.path, bytes: data.length, wire, via });
    result[kind === 'font' ? 'fonts' : kind] += wire;
    return { path: target.path, text: text(data) };
  };
  // Scripts and their static imports. A bare specifier cannot load in a browser.
  const script = async (url: string, from: string): Promise<void> => {
    if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(url))
      return void result.problems.push({ url, from, reason: 'missing' });
    const file = load('js', url, from);
    if (file) for (const imported of await staticImports(file.text)) await script(imported, file.path);
  };
  for (const url of refs.scripts) await script(url, page);
  for (const inline of refs.inlineScripts.filter((s) => s.module))
    for (const url of await staticImports(inline.text)) await script(url, page);
  // Stylesheets and their @imports; fonts resolve against the stylesheet that declares them.
  const scans: { scan: ReturnType<typeof scanCss>; from: string }[] = [];
  const sheet = (css: string, from: string) => {
    const scan = scanCss(css);
    scans.push({ scan, from });
    for (const url of scan.imports) stylesheet(url, from);
  };
  const stylesheet = (url: string, from: string) => {
    const file = load('css', url, from);
    if (file) sheet(file.text, file.path);
  };
  for (const css of refs.inlineStyles) sheet(css, page);
  for (const url of refs.stylesheets) stylesheet(url, page);
  for (const url of refs.fontPreloads) load('font', url, page, `${page} (preload)`);
  const named = scans.map((s) => s.scan.fontText).join(' ');
  for (const { scan, from } of scans)
    for (const face of scan.faces.filter((f) => named.includes(f.family.toLowerCase())))
      load('font', face.url, from, `${from} (@font-face ${face.family})`);
  return result;
}
export type PageWeight = Awaited<ReturnType<typeof measurePage>>;

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

/**
 * The pages a build made: every HTML file under `dir`, relative to it with forward slashes,
 * index.html first. HTML files copied from public/ (`ownerFiles`) are the owner's, not pages.
 */
export function htmlPages(dir: string, ownerFiles = publicDir) {
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !existsSync(path.join(ownerFiles, file)));
  return pages.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
}

/** Reads files of a build folder, each at most once; refuses paths that leave it. */
export function buildReader(dir: string) {
  const cache = new Map<string, Uint8Array | undefined>();
  const exists = (p: string) => {
    const full = path.join(dir, p);
    return full.startsWith(path.resolve(dir) + path.sep) && existsSync(full) && statSync(full).isFile();
  };
  const read: ReadFile = (p) => {
    if (!cache.has(p)) cache.set(p, exists(p) ? readFileSync(path.join(dir, p)) : undefined);
    return cache.get(p);
  };
  return { read, exists };
}
