/**
 * What a built page loads before any interaction, and what it weighs on the wire: the HTML, its
 * stylesheets (and their `@import`s) and inline styles, its scripts (`<script>`, modulepreload,
 * island code, and their static imports, not dynamic `import()`), and its fonts (preloaded ones and
 * every `@font-face` file of a family the page's CSS names). Islands count whatever their directive:
 * all the JavaScript a page can load, the conservative reading of the budget. HTML is read with
 * cheerio, CSS with css-tree, imports with es-module-lexer; no library reads a static build's
 * per-page load graph (Lighthouse measures a live load: scripts/audit.ts). HTML, JS and CSS count
 * gzipped (level 9), WOFF and WOFF2 as they are. File access is passed in, for unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { load as loadHtml, type Element } from 'cheerio';
import * as csstree from 'css-tree';

import { islandCodeAttributes, islandMarkup } from '../../src/lib/island-markup.ts';
import { staticImports } from '../../src/lib/module-graph.ts';
import { ownerProseAttribute } from '../../src/lib/owner-prose.ts';

/** Gzipped size, level 9: what a static host with compression sends for a text file. */
export const gzipSize = (data: string | Uint8Array): number =>
  data.length === 0 ? 0 : gzipSync(data, { level: 9 }).length;

/** "12.3 KB" (1 KB = 1024 bytes, as Lighthouse counts KiB). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page's HTML asks for before any interaction (URLs as written). */
export interface PageRefs {
  stylesheets: string[];
  inlineStyles: string[];
  /** `<script src>`, modulepreload, preload as=script, island code. */
  scripts: string[];
  inlineScripts: { module: boolean; text: string }[];
  fontPreloads: string[];
  /** The page without the contents of the elements that hold the owner's own writing. */
  siteMarkup: string;
}

const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Reads a page's HTML (cheerio, on parse5) and lists the resources it loads before any interaction. */
export function pageRefs(html: string): PageRefs {
  const $ = loadHtml(html, { sourceCodeLocationInfo: true });
  const urls = (selector: string, name = 'href') => [
    ...new Set(
      $(selector)
        .map((_, e) => $(e).attr(name))
        .get(),
    ),
  ];
  // Other script types (JSON-LD, importmap, speculation rules) are data, not code.
  const code = $('script').filter((_, e) => scriptTypes.has(($(e).attr('type') ?? '').trim().toLowerCase()));
  const scriptUrls = (e: Element) =>
    e.name === islandMarkup.element
      ? islandCodeAttributes.map((name) => $(e).attr(name))
      : [$(e).attr(e.name === 'link' ? 'href' : 'src')];
  const scripts = code
    .filter('[src]')
    .add(`link[href]:is([rel~=modulepreload i], [rel~=preload i][as=script i]), ${islandMarkup.element}`)
    .get()
    .flatMap(scriptUrls);
  // The owner's writing: the contents of the outermost elements that carry the attribute.
  let siteMarkup = html;
  for (const element of $(`[${ownerProseAttribute}]`).not(`[${ownerProseAttribute}] *`).get().reverse()) {
    const { startTag, endTag, endOffset } = element.sourceCodeLocation ?? {};
    if (startTag)
      siteMarkup =
        siteMarkup.slice(0, startTag.endOffset) + siteMarkup.slice(endTag?.startOffset ?? endOffset);
  }
  return {
    stylesheets: urls('link[href]:is([rel~=stylesheet i], [rel~=preload i][as=style i])'),
    inlineStyles: $('style')
      .map((_, e) => $(e).text())
      .get()
      .filter((css) => css.trim()),
    scripts: [...new Set(scripts.filter((url) => url !== undefined && url !== ''))],
    inlineScripts: code
      .not('[src]')
      .map((_, e) => ({ module: $(e).attr('type')?.trim().toLowerCase() === 'module', text: $(e).text() }))
      .get()
      .filter((s) => s.text.trim()),
    fontPreloads: urls('link[href][rel~=preload i][as=font i]'),
    siteMarkup,
  };
}

/** Every root-relative asset URL a page refers to, for {@link inferBase}. */
export function assetUrls(html: string): string[] {
  const refs = pageRefs(html);
  return [...refs.stylesheets, ...refs.scripts, ...refs.fontPreloads];
}

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

const buildOrigin = 'http://build.invalid';

/**
 * Resolves `url`, written in the build file `from` (e.g. "work/quote-kong.html"), to a file of the
 * build, as a browser resolves it on the deployed site: anything outside the base path 404s there.
 */
export function resolveRef(url: string, from: string, base: string): Target {
  if (/^data:/i.test(url.trim())) return { kind: 'inline' };
  const prefix = normaliseBase(base);
  const resolved = new URL(url.trim(), `${buildOrigin}${prefix}${from}`);
  if (resolved.origin !== buildOrigin) return { kind: 'external', url };
  let target = resolved.pathname;
  try {
    target = decodeURIComponent(target);
  } catch {
    // Kept as written: a file with that name is simply not found.
  }
  return target.startsWith(prefix)
    ? { kind: 'file', path: target.slice(prefix.length) }
    : { kind: 'outside', url };
}

/**
 * The base path a build was made for, read from its pages' root-relative asset URLs: for each,
 * the shortest leading part whose removal names a file of the build; the most common answer wins.
 */
export function inferBase(urls: Iterable<string>, exists: (path: string) => boolean): string {
  const votes = new Map<string, number>([['/', 0]]);
  for (const url of urls) {
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const segments = url
      .replace(/[?#].*$/, '')
      .slice(1)
      .split('/');
    const k = segments.findIndex((_, i) => exists(segments.slice(i).join('/')));
    const base = normaliseBase(segments.slice(0, k).join('/'));
    if (k >= 0) votes.set(base, (votes.get(base) ?? 0) + 1);
  }
  return [...votes].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The URL path a page of the build is served at, e.g. "/portfolio/work/quote-kong". */
export function pageRoute(page: string, base: string): string {
  return `${normaliseBase(base)}${page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** A stylesheet's `@import`s, its `@font-face` files by family, and the families it names. */
export interface CssScan {
  imports: string[];
  /** First url() source of each face (the build lists WOFF2 first); local()-only faces download nothing. */
  faces: { family: string; url: string }[];
  /** Lower-cased text of every font-family, font and custom-property value, to find used families. */
  fontText: string;
}

/** Reads a stylesheet with css-tree. */
export function scanCss(source: string): CssScan {
  const scan: CssScan = { imports: [], faces: [], fontText: '' };
  // @import takes url() or a bare string; a font's src only url() (local() downloads nothing).
  const firstUrl = (node: csstree.CssNode, orString = false) =>
    csstree.find(node, (n) => n.type === 'Url' || (orString && n.type === 'String')) as {
      value: string;
    } | null;
  csstree.walk(csstree.parse(source, { parseValue: true, parseCustomProperty: false }), (node) => {
    if (node.type === 'Atrule' && node.name.toLowerCase() === 'import' && node.prelude) {
      const url = firstUrl(node.prelude, true);
      if (url) scan.imports.push(url.value);
    } else if (node.type === 'Atrule' && node.name.toLowerCase() === 'font-face' && node.block) {
      const declarations = node.block.children.toArray().filter((d) => d.type === 'Declaration');
      const family = declarations.findLast((d) => d.property.toLowerCase() === 'font-family');
      const src = declarations.findLast((d) => d.property.toLowerCase() === 'src');
      const url = src && firstUrl(src.value);
      const name =
        family &&
        csstree
          .generate(family.value)
          .trim()
          .replace(/^(['"])(.*)\1$/s, '$2');
      if (name && url) scan.faces.push({ family: name, url: url.value });
      return csstree.walk.skip;
    } else if (node.type === 'Declaration' && /^(font|font-family|--.*)$/i.test(node.property)) {
      scan.fontText += ` ${csstree.generate(node.value).toLowerCase()}`;
    }
    return undefined;
  });
  return scan;
}

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
  /** The site's own markup, gzip: the page without the owner's writing (`data-owner-prose`). */
  html: number;
  /** The whole document, gzip, the owner's writing included. */
  htmlWithProse: number;
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
  const inlineJs = gzipSize(refs.inlineScripts.map((s) => s.text).join('\n'));
  const inlineCss = gzipSize(refs.inlineStyles.join('\n'));
  const result: PageWeight = {
    page,
    html: gzipSize(refs.siteMarkup),
    htmlWithProse: gzipSize(htmlBytes),
    htmlRaw: htmlBytes.length,
    inlineJs,
    inlineCss,
    js: inlineJs,
    css: inlineCss,
    fonts: 0,
    assets: [],
    problems: [],
  };
  const seen = new Set<string>();
  /** Adds the file `url` (written in `from`) once; returns its path and bytes the first time. */
  const load = (kind: AssetKind, url: string, from: string, via = from) => {
    const target = resolveRef(url, from, base);
    if (target.kind === 'inline') return undefined;
    const problem = (reason: Problem['reason']) => void result.problems.push({ url, from, reason });
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

  // Scripts and their static imports, breadth first. A bare specifier cannot load in a browser.
  const scripts = refs.scripts.map((url) => ({ url, from: page }));
  for (const inline of refs.inlineScripts.filter((s) => s.module))
    for (const url of await staticImports(inline.text)) scripts.push({ url, from: page });
  for (let next = scripts.shift(); next; next = scripts.shift()) {
    if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(next.url)) {
      result.problems.push({ url: next.url, from: next.from, reason: 'missing' });
      continue;
    }
    const file = load('js', next.url, next.from);
    if (file) for (const url of await staticImports(file.text)) scripts.push({ url, from: file.path });
  }

  // Stylesheets and their @imports; fonts resolve against the stylesheet that declares them.
  const scans = refs.inlineStyles.map((css) => ({ scan: scanCss(css), from: page }));
  const sheets = [...refs.stylesheets, ...scans.flatMap((s) => s.scan.imports)].map((url) => ({
    url,
    from: page,
  }));
  for (let next = sheets.shift(); next; next = sheets.shift()) {
    const file = load('css', next.url, next.from);
    if (!file) continue;
    const scan = scanCss(file.text);
    scans.push({ scan, from: file.path });
    sheets.push(...scan.imports.map((url) => ({ url, from: file.path })));
  }
  for (const url of refs.fontPreloads) load('font', url, page, `${page} (preload)`);
  const named = scans.map((s) => s.scan.fontText).join(' ');
  for (const { scan, from } of scans)
    for (const face of scan.faces.filter((f) => named.includes(f.family.toLowerCase())))
      load('font', face.url, from, `${from} (@font-face ${face.family})`);
  return result;
}

/** The site's public/ folder: the owner's own files, copied into every build as they are. */
const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

/**
 * The pages a build made: every HTML file under `dir`, relative to it with forward slashes,
 * index.html first. HTML files copied from public/ (`ownerFiles`) are the owner's, not pages.
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
  const exists = (p: string) => {
    const full = path.join(dir, p);
    return full.startsWith(path.resolve(dir) + path.sep) && existsSync(full) && statSync(full).isFile();
  };
  const read = (p: string) => {
    if (!cache.has(p)) cache.set(p, exists(p) ? readFileSync(path.join(dir, p)) : undefined);
    return cache.get(p);
  };
  return { read, exists };
}
