import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate, parse as parseCss, type CssNode } from 'css-tree';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import {
  allTestBuilds,
  testBuildPages,
  testBuildPath,
  testBuilds,
  type TestBuild,
} from '../builds/test-builds.ts';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { hoverable } from '../../src/styles/breakpoints.ts';
import {
  elementsIn,
  finishedPage,
  inlineScriptsAndStyles,
  isElement,
  sha256Source,
} from '../../src/lib/build/built-page.ts';
import { expect, test } from './fixtures.ts';

/** The source list of one directive of a policy ("script-src 'self' 'sha256-…'"). */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/**
 * Calls `check` with each page of `build` and its HTML. Every page is read and parsed: the work grows
 * with the content, and so does the time allowed. A build with hardly any pages fails.
 */
function checkEveryPage(build: TestBuild, check: (file: string, html: string) => void) {
  const dir = testBuildPath(build);
  const pages = testBuildPages(build);
  test.setTimeout(30_000 + 1_000 * pages.length);
  expect(pages.length, `no pages in ${dir}: npm run test:builds makes it`).toBeGreaterThan(5);
  for (const file of pages) check(file, readFileSync(path.join(dir, file), 'utf8'));
}

/** The elements directly in a page's <head>, in order: tag name and attributes. */
const headElements = (html: string) =>
  parse(html)
    .childNodes.find(isElement)!
    .childNodes.filter(isElement)
    .find((element) => element.tagName === 'head')!
    .childNodes.filter(isElement)
    .map((element) => ({
      tagName: element.tagName,
      attrs: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
    }));

for (const build of allTestBuilds) {
  test(`${build.dir}: the Content-Security-Policy <meta> comes right after <meta charset> in every page, allows its own inline scripts and styles and nothing else inline, and no script in <body> holds the parser`, () => {
    checkEveryPage(build, (file, html) => {
      const head = headElements(html);
      // <meta charset> first (it must be in the first 1024 bytes), the policy right after it: a
      // policy in a <meta> governs only what the parser meets after it.
      expect(head[0]?.attrs['charset'], `${file}: <meta charset> first`).toBe('utf-8');
      expect(head[1]?.attrs['http-equiv'], `${file}: the policy second`).toBe('content-security-policy');
      const policy = head[1]!.attrs['content'] ?? '';
      const scriptSrc = directive(policy, 'script-src');
      const styleSrc = directive(policy, 'style-src');
      expect([...scriptSrc, ...styleSrc], `${file}: no unsafe-inline`).not.toContain("'unsafe-inline'");
      const own = inlineScriptsAndStyles(html);
      const hashes = (tagName: string) =>
        new Set(own.filter((e) => e.tagName === tagName).map((e) => sha256Source(e.text)));
      expect(
        scriptSrc.filter((source) => source.startsWith("'sha")),
        `${file}: script hashes`,
      ).toEqual([...hashes('script')]);
      expect(
        styleSrc.filter((source) => source.startsWith("'sha")),
        `${file}: style hashes`,
      ).toEqual([...hashes('style')]);
      expect(finishedPage(html), `${file}: a <style> or a classic inline script left in <body>`).toBe(html);
    });
  });
}

/**
 * What stands in <body> after the element a page's `<link rel="expect">` names: elements that show
 * nothing (scripts, templates). Anything else would come after the first frame.
 */
function shownAfter(html: string, id: string): string[] | undefined {
  const all = [...elementsIn(parse(html, { sourceCodeLocationInfo: true }))];
  const expected = all.find((element) => element.attrs.some((a) => a.name === 'id' && a.value === id));
  const end = expected?.sourceCodeLocation?.endOffset;
  if (end === undefined) return undefined;
  return all
    .filter((element) => (element.sourceCodeLocation?.startOffset ?? -1) >= end)
    .filter((element) => !['script', 'template'].includes(element.tagName))
    .map((element) => `<${element.tagName}> at ${element.sourceCodeLocation?.startOffset}`);
}

for (const build of allTestBuilds) {
  test(`${build.dir}: every page's first frame waits for the last element of its body (rel=expect)`, () => {
    checkEveryPage(build, (file, html) => {
      const expects = headElements(html).filter(
        (element) => element.tagName === 'link' && element.attrs['rel'] === 'expect',
      );
      expect(
        expects.map((element) => element.attrs['blocking']),
        `${file}: one render-blocking expect`,
      ).toEqual(['render']);
      const id = decodeURIComponent(expects[0]!.attrs['href']!.replace(/^#/, ''));
      expect(shownAfter(html, id), `${file}: #${id} is on the page, and nothing shown after it`).toEqual([]);
    });
  });
}

/** Every `:hover` rule of a stylesheet that is not inside an `@media` with the `hoverable` query. */
function unguardedHover(css: string): string[] {
  const found: string[] = [];
  const visit = (node: CssNode, guarded: boolean) => {
    if (node.type === 'Atrule') {
      // css-tree writes a condition without its spaces: `(hover:hover)`.
      const bare = (text: string) => text.replace(/\s+/g, '');
      const hovers =
        guarded ||
        (node.name === 'media' &&
          node.prelude !== null &&
          bare(generate(node.prelude)).includes(bare(hoverable)));
      if (node.block) for (const child of node.block.children) visit(child, hovers);
    } else if (node.type === 'Rule') {
      const selector = generate(node.prelude);
      if (selector.includes(':hover') && !guarded) found.push(selector);
      // Nested rules (`&:hover` inside a rule) are not written by vanilla-extract; walked all the same.
      for (const child of node.block.children)
        if (child.type === 'Rule' || child.type === 'Atrule') visit(child, guarded);
    } else if (node.type === 'StyleSheet') for (const child of node.children) visit(child, guarded);
  };
  visit(parseCss(css), false);
  return found;
}

for (const build of allTestBuilds) {
  test(`${build.dir}: every hover effect waits for a pointer that hovers`, () => {
    // A touch screen's tap sets `:hover` too: outside `(hover: hover)` the effect would stay on after it.
    checkEveryPage(build, (file, html) => {
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
      expect(unguardedHover(css), file).toEqual([]);
    });
  });
}

test("the home page holds the splash, complete, before any script runs: the logo and 'Loading...'", () => {
  const html = readFileSync(path.join(testBuildPath(testBuilds.root), 'index.html'), 'utf8');
  const splash = [...elementsIn(parse(html))].find((element) =>
    element.attrs.some((attribute) => attribute.name === 'id' && attribute.value === splashScreenId),
  );
  expect(splash, 'the splash in the built page').toBeDefined();
  type ParentNode = DefaultTreeAdapterMap['parentNode'];
  const text = (node: ParentNode): string =>
    node.childNodes
      .map((child) => ('value' in child ? String(child.value) : 'childNodes' in child ? text(child) : ''))
      .join('');
  expect(text(splash!)).toContain('Loading...');
  // The logo: the owner's initials, or their own mark (an SVG or an image), in the part that pulses.
  const mark = [...elementsIn(splash!)].find((element) =>
    element.attrs.some((attribute) => attribute.name === 'data-splash-pulse'),
  );
  const logo =
    mark !== undefined &&
    [...elementsIn(mark)].some((element) => ['svg', 'img'].includes(element.tagName) || text(element).trim());
  expect(logo, 'with the logo').toBe(true);
});
