/**
 * What the text of a content file (a project's description, the bio) may contain, so that whatever
 * the owner writes, the page it makes passes every check the site is held to: the
 * Content-Security-Policy, html-validate's recommended rules and axe. Each rule here stands for one
 * of those checks that the owner's words could break; everything else the site meets by itself
 * (tables, code, heading ids: src/lib/build/prose-markup.ts). The body is read with Sätteri, the parser
 * Astro builds it with, so a rule sees what the build sees. (It is the site's own `satteri`, which an
 * `npm update` may leave a minor version behind the one Astro's processor brings: see MdastPlugin.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { markdownToMdast, mdxToMdast } from 'satteri';

/** A problem on one line of the body, counted from the body's first line (1). */
export interface BodyProblem {
  line: number;
  message: string;
}

/**
 * Elements the owner may write as raw HTML (MDX: JSX) in a description, with the attributes they
 * may carry: phrasing that Markdown has no syntax for. Anything else has a Markdown form, or
 * would escape the page's design and checks (a `style` the CSP refuses, an `id` that may clash).
 */
export const allowedHtml: Readonly<Record<string, readonly string[]>> = {
  abbr: ['title'],
  kbd: [],
  sub: [],
  sup: [],
  mark: [],
  small: [],
  s: [],
  br: [],
  wbr: [],
  q: ['cite'],
  cite: [],
  dfn: ['title'],
  var: [],
  samp: [],
  time: ['datetime'],
  details: ['open'],
  summary: [],
};

/** Why some elements are refused, beyond "not allowed". */
const refusedBecause: Readonly<Record<string, string>> = {
  script: 'a description is text, not code',
  style: 'styles live in *.css.ts files',
  iframe: 'embed a page with the `embed` field instead',
  object: 'embed a page with the `embed` field instead',
  embed: 'embed a page with the `embed` field instead',
  frame: 'embed a page with the `embed` field instead',
  img: 'write ![what it shows](./my-project/image.png), which the site optimises',
  video: 'add a screen recording with the `recording` field',
  h1: "the project's title is the page's only top-level heading: start at ##",
};

const refused = (name: string) =>
  `raw <${name}> is not allowed: ${refusedBecause[name] ?? `write Markdown, or one of ${Object.keys(allowedHtml).join(', ')}`}`;

const altMessage = 'an image needs alt text: ![what it shows](./image.png)';
const handlerMessage = 'event handler attributes (onclick=…) are not allowed';
const javascriptLinks = 'javascript: links are not allowed';

interface Node {
  type: string;
  position?: { start: { line: number } } | null;
  children?: Node[];
  value?: string;
  url?: string;
  alt?: string | null;
  depth?: number;
  name?: string | null;
  identifier?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** Text inside a node, images' alt text included (what a link or heading is named by). */
function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

// Raw HTML in Markdown (the bio) reaches the parser as opaque text; its tag name and attributes
// are read off that text here, as Sätteri keeps no structure for it.
const rawTag = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/;
const rawHandler = /\son[a-z]+\s*=/i;
const rawJavascript = /(?:href|src)\s*=\s*["']?\s*javascript:/i;
const rawAttributes = /\s([a-zA-Z][a-zA-Z0-9:-]*)(?=\s*=|\s|\/?>|$)/g;

export interface BodyOptions {
  /** The folder of the content file: images are paths relative to it. */
  dir: string;
  /** MDX (a project) or Markdown (the bio). */
  format: 'mdx' | 'md';
}

/** Every problem in a body, in document order. A body the parser cannot read is one problem. */
export function checkBodyText(body: string, { dir, format }: BodyOptions): BodyProblem[] {
  let tree: Node;
  try {
    tree = (format === 'mdx' ? mdxToMdast(body) : markdownToMdast(body)) as Node;
  } catch (error) {
    const line = Number(/(\d+):\d+/.exec((error as Error).message)?.[1] ?? 1);
    // Often a raw element whose content MDX reads as code (a <style>'s braces): name the element.
    const name = rawTag.exec(body.split('\n')[line - 1]?.trim() ?? '')?.[1]?.toLowerCase();
    if (name && !Object.hasOwn(allowedHtml, name)) return [{ line, message: refused(name) }];
    return [{ line, message: `cannot be read as ${format.toUpperCase()}: ${(error as Error).message}` }];
  }
  const problems: BodyProblem[] = [];
  const report = (node: Node, message: string) =>
    problems.push({ line: node.position?.start.line ?? 1, message });
  const definitions = new Map<string, string>();
  const imageReferences: Node[] = [];
  // The page's title is the only level-1 heading; the description goes on below it.
  let headingLevel = 1;

  const checkImage = (node: Node, url: string | undefined) => {
    if (!textOf(node).trim()) report(node, altMessage);
    if (url === undefined) return;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) || url.startsWith('/')) {
      report(
        node,
        `an image must be a file in the project's folder (./my-project/image.png), not ${url}: the site shows only its own images`,
      );
    } else if (!existsSync(path.resolve(dir, decodeURI(url)))) {
      report(node, `no image at ${url} (paths are relative to the content file)`);
    }
  };

  const checkElement = (node: Node) => {
    const name = node.name ?? '';
    const attributes = node.attributes ?? [];
    if (attributes.some((attribute) => /^on[a-z]/i.test(attribute.name ?? ''))) {
      report(node, handlerMessage);
    } else if (!Object.hasOwn(allowedHtml, name)) {
      report(node, refused(name || 'fragment'));
    } else {
      for (const attribute of attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !allowedHtml[name]!.includes(attribute.name ?? '')) {
          report(
            node,
            `<${name}> may carry ${allowedHtml[name]!.length ? `only ${allowedHtml[name]!.join(', ')}` : 'no attributes'}, not ${attribute.name ?? '{…}'}`,
          );
        } else if (typeof attribute.value !== 'string' && attribute.value !== null) {
          report(node, `<${name} ${attribute.name}> takes plain text, not an expression`);
        }
      }
    }
  };

  const checkRawHtml = (node: Node) => {
    const html = (node.value ?? '').trim();
    // A comment is never shown; a closing tag goes with its opening one, judged already.
    if (html.startsWith('<!--') || html.startsWith('</')) return;
    const name = rawTag.exec(html)?.[1]?.toLowerCase();
    if (rawHandler.test(html)) report(node, handlerMessage);
    else if (rawJavascript.test(html)) report(node, javascriptLinks);
    else if (!name || !Object.hasOwn(allowedHtml, name)) report(node, refused(name ?? 'HTML'));
    else {
      const extra = [...html.replace(/^<\/?[a-zA-Z0-9-]+/, '').matchAll(rawAttributes)]
        .map((match) => match[1]!.toLowerCase())
        .filter((attribute) => !allowedHtml[name]!.includes(attribute));
      if (extra.length) report(node, `<${name}> may not carry ${extra.join(', ')}`);
    }
  };

  const visit = (node: Node) => {
    switch (node.type) {
      case 'heading': {
        const depth = node.depth ?? 2;
        if (!textOf(node).trim()) report(node, 'a heading needs text');
        if (depth === 1) {
          report(node, "a # heading makes a second page title: the project's title is the only one; use ##");
        } else if (depth > headingLevel + 1) {
          report(
            node,
            `a level-${depth} heading (${'#'.repeat(depth)}) right after level ${headingLevel}: headings go down one level at a time, so use ${'#'.repeat(headingLevel + 1)}`,
          );
        }
        headingLevel = Math.max(depth, 2);
        break;
      }
      case 'image':
        checkImage(node, node.url);
        break;
      case 'imageReference':
        imageReferences.push(node);
        break;
      case 'definition':
        definitions.set(node.identifier ?? '', node.url ?? '');
        break;
      case 'link':
        if (/^\s*javascript:/i.test(node.url ?? '')) report(node, javascriptLinks);
        else if (!textOf(node).trim()) report(node, 'a link needs text saying where it leads: [what](url)');
        break;
      case 'linkReference':
        if (!textOf(node).trim()) report(node, 'a link needs text saying where it leads: [what](url)');
        break;
      case 'table':
        // The first row is the header: an empty header cell names no column.
        if ((node.children?.[0]?.children ?? []).some((cell) => !textOf(cell).trim())) {
          report(node, "a table's header cells each need text: they name the columns");
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node);
        break;
      case 'mdxjsEsm':
        report(node, 'import and export are not allowed: a description is text, not code');
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Comments ({/* … */}) are kept out of the page; any other expression could put anything on it.
        if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')) {
          report(node, '{…} expressions are not allowed (only {/* comments */}): write the text itself');
        }
        break;
      case 'html':
        checkRawHtml(node);
        break;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  for (const reference of imageReferences) checkImage(reference, definitions.get(reference.identifier ?? ''));
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * An mdast plugin as Astro's Markdown processor takes it, typed by the Sätteri that processor
 * depends on: after an `npm update` that may be a newer one than the `satteri` this file parses
 * with, and the two versions' plugin types do not match.
 */
type MdastPlugin = NonNullable<SatteriProcessorOptions['mdastPlugins']>[number];

/**
 * The alt-text rule inside Astro's own pipeline (a Sätteri mdast plugin, astro.config.mjs): an image
 * with no alt text fails the build, naming the file and the line, for any Markdown or MDX the site
 * builds, whether or not the content check read it first.
 */
export const imagesNeedAlt: MdastPlugin = {
  name: 'portfolio:images-need-alt',
  options: { position: true },
  image(node, ctx) {
    if (!node.alt?.trim()) throw new Error(problemAt(ctx.fileURL, node.position?.start.line));
  },
  imageReference(node, ctx) {
    if (!node.alt?.trim()) throw new Error(problemAt(ctx.fileURL, node.position?.start.line));
  },
};

const problemAt = (file: URL | undefined, line: number | undefined) =>
  `${file ? path.relative(process.cwd(), fileURLToPath(file)) : '(Markdown)'}: body (line ${line ?? '?'}): ${altMessage}`;
