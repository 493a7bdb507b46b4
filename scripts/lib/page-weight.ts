/**
 * What a built page loads before any interaction, and what it weighs on the wire.
 *
 * Pure parsing over the files of a build (HTML, CSS, JS), with file access passed in, so that it
 * can be unit-tested with an in-memory build. Used by scripts/check-budgets.ts (npm test),
 * scripts/audit.ts and scripts/bench.ts.
 *
 * "Loads before any interaction" is:
 * - the HTML document itself;
 * - its stylesheets (`<link rel="stylesheet">`, `preload as=style`, `@import`s inside them) and
 *   its inline `<style>` blocks;
 * - its scripts: `<script src>`, inline scripts, `modulepreload`/`preload as=script`, Astro
 *   island component, renderer and before-hydration URLs, and everything those modules import
 *   statically (`import … from`, `import '…'`, `export … from`), followed recursively; dynamic
 *   `import()` is not followed. Islands count whatever their directive: the site's
 *   `client:interaction` islands load only on first interaction, so for them the figure is all
 *   the JavaScript a page can load — the conservative reading of the design's budget;
 * - its fonts: preloaded ones, plus the `@font-face` files that the page's CSS selects for the
 *   weights and styles it declares (see {@link fontsForPage}: an upper bound, never fewer than
 *   the browser fetches).
 *
 * Wire bytes: HTML, JS and CSS are counted gzipped (level 9), each file on its own; inline
 * scripts and styles are counted as the gzip of their text (they also count in the HTML, which
 * is what the document weighs on the wire). WOFF and WOFF2 fonts are already compressed and are
 * counted as their file size; other font formats gzipped.
 *
 * Runs under Node 24's type stripping: erasable TypeScript only.
 */
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';

// ---------------------------------------------------------------------------------------------
// Bytes

/** Gzipped size, level 9: what a static host with compression sends for a text file. */
export const gzipSize = (data: string | Uint8Array): number =>
  data.length === 0 ? 0 : gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;

/** "12.3 KB" (1 KB = 1024 bytes, as Lighthouse counts KiB). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// HTML

/** One start tag, with its attributes (names lower-cased) and, for script and style, its text. */
export interface Tag {
  name: string;
  attrs: Record<string, string>;
  text: string;
}

const RAW_TEXT = new Set(['script', 'style']);

const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (whole, entity: string) => {
    const e = entity.toLowerCase();
    if (e === 'amp') return '&';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

/**
 * The start tags of an HTML document, in order. A small tokenizer, enough for generated HTML:
 * it skips comments, doctype and end tags, reads quoted, unquoted and bare attributes, and
 * takes the raw text of `<script>` and `<style>` up to their end tags.
 */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!nameMatch?.[1]) {
      // End tag, doctype, processing instruction or a stray '<'.
      const gt = html.indexOf('>', lt + 1);
      i = gt === -1 ? html.length : gt + 1;
      continue;
    }
    const name = nameMatch[1].toLowerCase();
    let j = lt + nameMatch[0].length;
    const attrs: Record<string, string> = {};
    // Attributes up to '>' (or '/>').
    for (;;) {
      while (j < html.length && /[\s/]/.test(html[j] ?? '')) j += 1;
      if (j >= html.length || html[j] === '>') break;
      const attrName = /^[^\s"'>/=]+/.exec(html.slice(j, j + 256))?.[0];
      if (!attrName) {
        j += 1;
        continue;
      }
      j += attrName.length;
      while (/\s/.test(html[j] ?? '')) j += 1;
      let value = '';
      if (html[j] === '=') {
        j += 1;
        while (/\s/.test(html[j] ?? '')) j += 1;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1);
          const stop = close === -1 ? html.length : close;
          value = html.slice(j + 1, stop);
          j = stop + 1;
        } else {
          const raw = /^[^\s>]*/.exec(html.slice(j))?.[0] ?? '';
          value = raw;
          j += raw.length;
        }
      }
      const key = attrName.toLowerCase();
      if (!(key in attrs)) attrs[key] = decodeEntities(value);
    }
    i = j + 1;
    let text = '';
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const stop = close === -1 ? html.length : close;
      text = html.slice(i, stop);
      i = stop;
    }
    tags.push({ name, attrs, text });
  }
  return tags;
}

/** What a page's HTML asks for before any interaction (URLs as written). */
export interface PageRefs {
  stylesheets: string[];
  inlineStyles: string[];
  /** External scripts: `<script src>`, modulepreload, preload as=script, island URLs. */
  scripts: string[];
  /** Whether each external script is loaded as a module (its imports are followed either way). */
  inlineScripts: { module: boolean; text: string }[];
  fontPreloads: string[];
  /** Element names present in the document, for the user-agent styles (b, strong, em…). */
  elements: Set<string>;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Reads a page's HTML and lists the resources it loads before any interaction. */
export function pageRefs(html: string): PageRefs {
  const refs: PageRefs = {
    stylesheets: [],
    inlineStyles: [],
    scripts: [],
    inlineScripts: [],
    fontPreloads: [],
    elements: new Set(),
  };
  for (const tag of scanTags(html)) {
    refs.elements.add(tag.name);
    const a = tag.attrs;
    if (tag.name === 'script') {
      const type = (a.type ?? '').trim().toLowerCase();
      if (!JS_TYPES.has(type)) continue; // JSON-LD, importmap, speculation rules: data, not code
      if (a.src !== undefined) refs.scripts.push(a.src);
      else if (tag.text.trim()) refs.inlineScripts.push({ module: type === 'module', text: tag.text });
    } else if (tag.name === 'style') {
      if (tag.text.trim()) refs.inlineStyles.push(tag.text);
    } else if (tag.name === 'link' && a.href) {
      const rel = new Set((a.rel ?? '').toLowerCase().split(/\s+/));
      const as = (a.as ?? '').toLowerCase();
      if (rel.has('stylesheet') || (rel.has('preload') && as === 'style')) refs.stylesheets.push(a.href);
      else if (rel.has('modulepreload') || (rel.has('preload') && as === 'script')) refs.scripts.push(a.href);
      else if (rel.has('preload') && as === 'font') refs.fontPreloads.push(a.href);
    } else if (tag.name === 'astro-island') {
      for (const key of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const url = a[key];
        if (url) refs.scripts.push(url);
      }
    }
  }
  refs.stylesheets = [...new Set(refs.stylesheets)];
  refs.scripts = [...new Set(refs.scripts)];
  refs.fontPreloads = [...new Set(refs.fontPreloads)];
  return refs;
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

/**
 * Resolves `url`, written in the build file `from` (a path relative to the build folder, e.g.
 * "work/quote-kong.html" or "_astro/client.js"), to a file of the build. Root-relative URLs must
 * start with the base path; anything else would 404 when deployed (`outside`).
 */
export function resolveRef(url: string, from: string, base: string): Target {
  const clean = url.trim().replace(/[?#].*$/, '');
  if (/^data:/i.test(url.trim())) return { kind: 'inline' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('//')) return { kind: 'external', url };
  let decoded: string;
  try {
    decoded = decodeURIComponent(clean);
  } catch {
    decoded = clean;
  }
  if (decoded.startsWith('/')) {
    const prefix = normaliseBase(base);
    if (!decoded.startsWith(prefix)) return { kind: 'outside', url };
    return { kind: 'file', path: posix.normalize(decoded.slice(prefix.length)) };
  }
  const joined = posix.normalize(posix.join(posix.dirname(from), decoded));
  if (joined.startsWith('../') || joined === '..') return { kind: 'outside', url };
  return { kind: 'file', path: joined };
}

/**
 * The base path a build was made for, read from the root-relative asset URLs its pages use:
 * for each, the shortest leading part whose removal names a file of the build. The most
 * common answer wins; '/' when nothing decides.
 */
export function inferBase(urls: Iterable<string>, exists: (path: string) => boolean): string {
  const votes = new Map<string, number>();
  for (const url of urls) {
    const clean = url.replace(/[?#].*$/, '');
    if (!clean.startsWith('/') || clean.startsWith('//')) continue;
    const segments = clean.slice(1).split('/');
    for (let k = 0; k < segments.length; k += 1) {
      const rest = segments.slice(k).join('/');
      if (rest && exists(rest)) {
        const base = normaliseBase(segments.slice(0, k).join('/'));
        votes.set(base, (votes.get(base) ?? 0) + 1);
        break;
      }
    }
  }
  let best = '/';
  let bestVotes = 0;
  for (const [base, count] of votes) {
    if (count > bestVotes) {
      best = base;
      bestVotes = count;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// JavaScript

/** Resolves once the module lexer is ready; {@link staticImports} needs it. */
export const jsReady: Promise<void> = lexerReady;

/**
 * Specifiers a module loads before it runs: `import … from`, `import '…'` and `export … from`.
 * Dynamic `import()` and `import.meta` are not included. Call after {@link jsReady}.
 */
export function staticImports(code: string): string[] {
  const [imports] = parseModule(code);
  const found: string[] = [];
  for (const spec of imports) {
    // d === -1: a static import or re-export; -2 is import.meta; >= 0 is a dynamic import().
    if (spec.d === -1 && spec.n !== undefined) found.push(spec.n);
  }
  return [...new Set(found)];
}

// ---------------------------------------------------------------------------------------------
// CSS

export interface Declaration {
  prop: string;
  value: string;
}

/** One `@font-face` rule. */
export interface FontFace {
  family: string;
  /** Inclusive range; a static face has min === max. */
  weight: [number, number];
  style: 'normal' | 'italic' | 'oblique';
  /** url() sources, in order; empty for local()-only faces, which download nothing. */
  urls: string[];
}

export interface CssScan {
  imports: string[];
  fontFaces: FontFace[];
  declarations: Declaration[];
}

/** Index just past the block that opens at `open` (a '{'), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** Splits on `sep` at paren depth 0, outside strings. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const unquote = (s: string): string =>
  s
    .trim()
    .replace(/^(['"])(.*)\1$/s, '$2')
    .trim();

const cssUrls = (value: string): string[] =>
  [...value.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

function parseWeightRange(value: string): [number, number] {
  const words = value.trim().toLowerCase().split(/\s+/);
  const one = (w: string): number => (w === 'bold' ? 700 : w === 'normal' ? 400 : Number.parseFloat(w));
  const a = one(words[0] ?? 'normal');
  const b = words[1] === undefined ? a : one(words[1]);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return [400, 400];
  return [Math.min(a, b), Math.max(a, b)];
}

function fontFace(declarations: Declaration[]): FontFace | undefined {
  const get = (prop: string) => declarations.findLast((d) => d.prop === prop)?.value;
  const family = get('font-family');
  if (!family) return undefined;
  const style = (get('font-style') ?? 'normal').trim().toLowerCase().split(/\s+/)[0];
  return {
    family: unquote(family),
    weight: parseWeightRange(get('font-weight') ?? 'normal'),
    style: style === 'italic' ? 'italic' : style === 'oblique' ? 'oblique' : 'normal',
    urls: cssUrls(get('src') ?? ''),
  };
}

/**
 * Reads a stylesheet: its `@import`s, `@font-face` rules and every declaration in its style
 * rules (inside `@media`, `@supports`, `@layer`, `@container` and nesting alike).
 */
export function scanCss(source: string): CssScan {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const scan: CssScan = { imports: [], fontFaces: [], declarations: [] };

  const statement = (text: string, into: Declaration[]) => {
    const s = text.trim();
    if (!s) return;
    if (s.startsWith('@')) {
      if (/^@import\b/i.test(s)) {
        const rest = s.slice(7).trim();
        const url = cssUrls(rest)[0] ?? /^(["'])(.*?)\1/.exec(rest)?.[2] ?? undefined;
        if (url) scan.imports.push(url);
      }
      return;
    }
    const colon = s.indexOf(':');
    if (colon <= 0) return;
    into.push({
      prop: s.slice(0, colon).trim().toLowerCase(),
      value: s
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim(),
    });
  };

  const walk = (text: string, into: Declaration[]) => {
    let i = 0;
    let start = 0;
    let depth = 0;
    while (i < text.length) {
      const c = text[i];
      if (c === '"' || c === "'") {
        i = stringEnd(text, i) + 1;
        continue;
      }
      if (c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ';' && depth === 0) {
        statement(text.slice(start, i), into);
        start = i + 1;
      } else if (c === '{') {
        const prelude = text.slice(start, i).trim();
        const end = blockEnd(text, i);
        const body = text.slice(i + 1, end - 1);
        if (/^@font-face\b/i.test(prelude)) {
          const faceDecls: Declaration[] = [];
          walk(body, faceDecls);
          const face = fontFace(faceDecls);
          if (face) scan.fontFaces.push(face);
        } else if (
          /^@(keyframes|-webkit-keyframes|page|font-feature-values|property|counter-style)\b/i.test(prelude)
        ) {
          // Not element styles.
        } else {
          walk(body, scan.declarations);
        }
        i = end;
        start = end;
        continue;
      }
      i += 1;
    }
    statement(text.slice(start), into);
  };

  walk(css, scan.declarations);
  return scan;
}

// ---------------------------------------------------------------------------------------------
// Fonts

const MAX_VARIANTS = 32;

/** Every value `value` can take once `var()`s are replaced by any value the CSS gives them. */
export function resolveVars(value: string, customProps: Map<string, string[]>, depth = 0): string[] {
  const match = /var\(\s*(--[\w-]+)\s*(?:,([^()]*(?:\([^()]*\)[^()]*)*))?\)/.exec(value);
  if (!match || depth > 8) return [value];
  const name = match[1] ?? '';
  const fallback = match[2]?.trim();
  const options = [...(customProps.get(name) ?? [])];
  if (fallback !== undefined || options.length === 0) options.push(fallback ?? '');
  const out = new Set<string>();
  for (const option of options) {
    const replaced = value.slice(0, match.index) + option + value.slice(match.index + match[0].length);
    for (const v of resolveVars(replaced, customProps, depth + 1)) {
      out.add(v);
      if (out.size >= MAX_VARIANTS) return [...out];
    }
  }
  return [...out];
}

const SIZE_TOKEN =
  /(?:^|\s)(?:[\d.]+(?:px|r?em|%|pt|pc|vw|vh|vmin|vmax|ch|ex|cap|lh|rlh|cm|mm|in|q)|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger|math|calc\([^)]*\)|clamp\([^)]*\))(?:\s*\/\s*\S+)?\s+/i;

/** Weight, style and families of a `font` shorthand; system-font keywords give nothing. */
function parseFontShorthand(value: string): { weights: number[]; italic: boolean; families: string[] } {
  const none = { weights: [], italic: false, families: [] };
  const size = SIZE_TOKEN.exec(value);
  if (!size) return none;
  const head = value.slice(0, size.index).toLowerCase().split(/\s+/);
  const weights = head.flatMap((w) => {
    if (w === 'bold' || w === 'bolder') return [700];
    if (w === 'lighter') return [100];
    const n = Number(w);
    return Number.isFinite(n) && n >= 1 && n <= 1000 && w !== '' ? [n] : [];
  });
  return {
    weights,
    italic: head.includes('italic') || head.includes('oblique'),
    families: splitTop(value.slice(size.index + size[0].length), ',')
      .map(unquote)
      .filter(Boolean),
  };
}

/** Elements the user-agent stylesheet sets in bold or italic. */
const UA_BOLD = ['b', 'strong', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const UA_ITALIC = ['em', 'i', 'cite', 'dfn', 'var', 'address'];

/**
 * Picks the face a browser uses for `weight` among faces of one family and style (CSS Fonts 4
 * font matching: between 400 and 500 look up to 500 first, then down, then up; below 400 look
 * down first; above 500 look up first).
 */
export function matchWeight<T extends { weight: [number, number] }>(
  faces: readonly T[],
  weight: number,
): T | undefined {
  const inRange = faces.find((f) => f.weight[0] <= weight && weight <= f.weight[1]);
  if (inRange) return inRange;
  const above = (limit: number) =>
    faces
      .filter((f) => f.weight[0] > weight && f.weight[0] <= limit)
      .sort((a, b) => a.weight[0] - b.weight[0])[0];
  const below = () => faces.filter((f) => f.weight[1] < weight).sort((a, b) => b.weight[1] - a.weight[1])[0];
  if (weight >= 400 && weight <= 500) return above(500) ?? below() ?? above(Infinity);
  if (weight < 400) return below() ?? above(Infinity);
  return above(Infinity) ?? below();
}

/**
 * The `@font-face` rules (with url sources) that a page's CSS can make the browser fetch at
 * first render: for every family named in a `font-family` or `font` declaration (after
 * resolving `var()`s), the face chosen for each weight and style the CSS declares, plus 400
 * normal for body text and bold or italic when the page has elements the user-agent styles so.
 * An upper bound: a declared weight counts even when no element on the page uses it.
 */
export function fontsForPage(scans: readonly CssScan[], elements: ReadonlySet<string>): FontFace[] {
  const faces = scans.flatMap((s) => s.fontFaces).filter((f) => f.urls.length > 0);
  if (faces.length === 0) return [];
  const declarations = scans.flatMap((s) => s.declarations);
  const customProps = new Map<string, string[]>();
  for (const d of declarations) {
    if (d.prop.startsWith('--')) customProps.set(d.prop, [...(customProps.get(d.prop) ?? []), d.value]);
  }
  const families = new Set<string>();
  const weights = new Set<number>([400]);
  let italic = UA_ITALIC.some((e) => elements.has(e));
  if (UA_BOLD.some((e) => elements.has(e))) weights.add(700);

  for (const d of declarations) {
    if (d.prop !== 'font-family' && d.prop !== 'font-weight' && d.prop !== 'font-style' && d.prop !== 'font')
      continue;
    for (const value of resolveVars(d.value, customProps)) {
      if (d.prop === 'font-family') {
        for (const family of splitTop(value, ',')) families.add(unquote(family).toLowerCase());
      } else if (d.prop === 'font-weight') {
        const v = value.trim().toLowerCase();
        const n =
          v === 'bold' || v === 'bolder' ? 700 : v === 'normal' ? 400 : v === 'lighter' ? 100 : Number(v);
        if (Number.isFinite(n) && n >= 1 && n <= 1000) weights.add(n);
      } else if (d.prop === 'font-style') {
        if (/^(italic|oblique)/i.test(value.trim())) italic = true;
      } else {
        const parsed = parseFontShorthand(value);
        parsed.families.forEach((f) => families.add(f.toLowerCase()));
        parsed.weights.forEach((w) => weights.add(w));
        if (parsed.italic) italic = true;
      }
    }
  }

  const styles: FontFace['style'][] = italic ? ['normal', 'italic'] : ['normal'];
  const chosen = new Set<FontFace>();
  for (const family of families) {
    const ofFamily = faces.filter((f) => f.family.toLowerCase() === family);
    if (ofFamily.length === 0) continue;
    for (const style of styles) {
      const order: FontFace['style'][] =
        style === 'italic' ? ['italic', 'oblique', 'normal'] : ['normal', 'oblique', 'italic'];
      const pool = order.map((s) => ofFamily.filter((f) => f.style === s)).find((p) => p.length > 0) ?? [];
      for (const weight of weights) {
        const face = matchWeight(pool, weight);
        if (face) chosen.add(face);
      }
    }
  }
  return [...chosen];
}

// ---------------------------------------------------------------------------------------------
// A page

export type AssetKind = 'js' | 'css' | 'font';

export interface Asset {
  kind: AssetKind;
  /** Path in the build folder. */
  path: string;
  /** File size. */
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

const weightLabel = ([min, max]: [number, number]): string => (min === max ? String(min) : `${min}–${max}`);

const fontWire = (path: string, data: Uint8Array): number =>
  /\.woff2?$/i.test(path) ? data.length : gzipSize(data);

/**
 * Everything `page` (an HTML file of the build) loads before any interaction, and its weight.
 * `base` is the base path the build was made for ('/' or '/portfolio/').
 */
export async function measurePage(page: string, read: ReadFile, base: string): Promise<PageWeight> {
  await jsReady;
  const htmlBytes = read(page);
  if (!htmlBytes) throw new Error(`No page ${page} in the build.`);
  const html = Buffer.from(htmlBytes).toString('utf8');
  const refs = pageRefs(html);
  const result: PageWeight = {
    page,
    html: gzipSize(htmlBytes),
    htmlRaw: htmlBytes.length,
    js: 0,
    css: 0,
    fonts: 0,
    inlineJs: 0,
    inlineCss: 0,
    assets: [],
    problems: [],
  };
  const seen = new Set<string>();

  const locate = (url: string, from: string): string | undefined => {
    const target = resolveRef(url, from, base);
    if (target.kind === 'inline') return undefined;
    if (target.kind === 'external') {
      result.problems.push({ url, from, reason: 'external' });
      return undefined;
    }
    if (target.kind === 'outside') {
      result.problems.push({ url, from, reason: 'outside-base' });
      return undefined;
    }
    return target.path;
  };

  const add = (kind: AssetKind, path: string, data: Uint8Array, via: string) => {
    const wire = kind === 'font' ? fontWire(path, data) : gzipSize(data);
    result.assets.push({ kind, path, bytes: data.length, wire, via });
    result[kind === 'font' ? 'fonts' : kind] += wire;
  };

  // Scripts and their static imports, breadth first.
  const queue: { url: string; from: string }[] = refs.scripts.map((url) => ({ url, from: page }));
  for (const inline of refs.inlineScripts) {
    if (inline.module) for (const spec of staticImports(inline.text)) queue.push({ url: spec, from: page });
  }
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(next.url)) {
      result.problems.push({ url: next.url, from: next.from, reason: 'missing' }); // bare specifier
      continue;
    }
    const path = locate(next.url, next.from);
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const data = read(path);
    if (!data) {
      result.problems.push({ url: next.url, from: next.from, reason: 'missing' });
      continue;
    }
    add('js', path, data, next.from);
    for (const spec of staticImports(Buffer.from(data).toString('utf8')))
      queue.push({ url: spec, from: path });
  }
  const inlineJs = refs.inlineScripts.map((s) => s.text).join('\n');
  result.inlineJs = gzipSize(inlineJs);
  result.js += result.inlineJs;

  // Stylesheets, their @imports, and the CSS text that decides the fonts.
  const scans: { scan: CssScan; from: string }[] = [];
  for (const text of refs.inlineStyles) scans.push({ scan: scanCss(text), from: page });
  const sheets: { url: string; from: string }[] = refs.stylesheets.map((url) => ({ url, from: page }));
  for (const { scan } of [...scans]) for (const url of scan.imports) sheets.push({ url, from: page });
  while (sheets.length > 0) {
    const next = sheets.shift();
    if (!next) break;
    const path = locate(next.url, next.from);
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const data = read(path);
    if (!data) {
      result.problems.push({ url: next.url, from: next.from, reason: 'missing' });
      continue;
    }
    add('css', path, data, next.from);
    const scan = scanCss(Buffer.from(data).toString('utf8'));
    scans.push({ scan, from: path });
    for (const url of scan.imports) sheets.push({ url, from: path });
  }
  result.inlineCss = gzipSize(refs.inlineStyles.join('\n'));
  result.css += result.inlineCss;

  // Fonts: preloaded, and those the CSS selects. Font URLs resolve against their stylesheet.
  const fontRefs: { url: string; from: string; via: string }[] = refs.fontPreloads.map((url) => ({
    url,
    from: page,
    via: `${page} (preload)`,
  }));
  const faceOrigin = new Map<FontFace, string>();
  for (const { scan, from } of scans) for (const face of scan.fontFaces) faceOrigin.set(face, from);
  for (const face of fontsForPage(
    scans.map((s) => s.scan),
    refs.elements,
  )) {
    const from = faceOrigin.get(face) ?? page;
    // The browser fetches the first source it supports; every build here lists WOFF2 first.
    const url = face.urls[0];
    if (url)
      fontRefs.push({
        url,
        from,
        via: `${from} (@font-face ${face.family} ${weightLabel(face.weight)} ${face.style})`,
      });
  }
  for (const ref of fontRefs) {
    const path = locate(ref.url, ref.from);
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const data = read(path);
    if (!data) {
      result.problems.push({ url: ref.url, from: ref.from, reason: 'missing' });
      continue;
    }
    add('font', path, data, ref.via);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// A build

/** Every root-relative asset URL a page refers to, for {@link inferBase}. */
export function assetUrls(html: string): string[] {
  const refs = pageRefs(html);
  return [...refs.stylesheets, ...refs.scripts, ...refs.fontPreloads];
}

/** The URL path a page of the build is served at, e.g. "/portfolio/work/quote-kong". */
export function pageRoute(page: string, base: string): string {
  const prefix = normaliseBase(base);
  const route = page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${prefix}${route}`;
}
