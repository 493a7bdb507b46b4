import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { allTestBuilds, testBuildPath } from '../builds/test-builds.ts';
import {
  beforeCspMeta,
  headElements,
  inlineScriptsAndStyles,
  joinAdjacentInline,
  isCspMeta,
  sha256Source,
} from '../../src/lib/html-head.ts';
import { expect, test } from './fixtures.ts';

/** The source list of one directive of a policy ("script-src 'self' 'sha256-…'"). */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

for (const build of allTestBuilds) {
  test(`${build.dir}: the Content-Security-Policy <meta> comes first in every page's <head>, and hashes every inline script and style, none of them side by side`, () => {
    const dir = testBuildPath(build);
    const pages = htmlPages(dir);
    expect(pages.length, `no pages in ${dir}: npm run test:builds makes it`).toBeGreaterThan(5);
    for (const file of pages) {
      const html = readFileSync(path.join(dir, file), 'utf8');
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
      for (const { tagName, text } of inlineScriptsAndStyles(html)) {
        expect(
          tagName === 'script' ? scriptSrc : styleSrc,
          `${file}: inline <${tagName}> ${text.slice(0, 60)}…`,
        ).toContain(sha256Source(text));
      }
    }
  });
}
