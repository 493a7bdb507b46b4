import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { bodyScriptsDeferred } from '../../src/lib/build/body-scripts-deferred.ts';
import { allTestBuilds, testBuildPath, type TestBuild } from '../builds/test-builds.ts';
import {
  beforeCspMeta,
  elementsIn,
  headElements,
  inlineScriptsAndStyles,
  joinAdjacentInline,
  isCspMeta,
  sha256Source,
} from '../../src/lib/build/page-head.ts';
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
  const pages = htmlPages(dir);
  test.setTimeout(30_000 + 1_000 * pages.length);
  expect(pages.length, `no pages in ${dir}: npm run test:builds makes it`).toBeGreaterThan(5);
  for (const file of pages) check(file, readFileSync(path.join(dir, file), 'utf8'));
}

for (const build of allTestBuilds) {
  test(`${build.dir}: the Content-Security-Policy <meta> comes first in every page's <head>, and hashes every inline script and style, none of them side by side, and no script in <body> holds the parser`, () => {
    checkEveryPage(build, (file, html) => {
      const head = headElements(html);
      // <meta charset> first (it must be in the first 1024 bytes), the policy right after it.
      expect(head[0]?.attrs['charset'], `${file}: <meta charset> first`).toBe('utf-8');
      expect(head.findIndex(isCspMeta), `${file}: the policy is the second element in <head>`).toBe(1);
      expect(beforeCspMeta(html), `${file}: scripts, styles or stylesheets before the policy`).toEqual([]);

      const policy = head[1]!.attrs['content'] ?? '';
      const scriptSrc = directive(policy, 'script-src');
      const styleSrc = directive(policy, 'style-src');
      expect([...scriptSrc, ...styleSrc], `${file}: no unsafe-inline`).not.toContain("'unsafe-inline'");
      expect(joinAdjacentInline(html), `${file}: inline scripts or styles side by side, not joined`).toBe(
        html,
      );
      expect(bodyScriptsDeferred(html), `${file}: a classic inline script in <body>`).toBe(html);
      for (const { tagName, text } of inlineScriptsAndStyles(html)) {
        expect(
          tagName === 'script' ? scriptSrc : styleSrc,
          `${file}: inline <${tagName}> ${text.slice(0, 60)}…`,
        ).toContain(sha256Source(text));
      }
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
