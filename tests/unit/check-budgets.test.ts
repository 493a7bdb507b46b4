import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageWeightBudgets } from '../../scripts/budgets.ts';
import { checkBuild } from '../../scripts/check-budgets.ts';
import { ownerContentAttribute } from '../../src/lib/markup/owner-content.ts';

/** Text that gzip cannot shrink much: `bytes` of it gzip to about three quarters. */
const words = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

describe("the HTML budget holds the site's own markup", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * A build of one project page with `prose` in the owner's description and `markup` of the site's
   * own, and an island whose list holds `entries` of the owner's, serialised again in its props.
   */
  const build = (prose: string, markup = '', entries = '') => {
    dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    mkdirSync(path.join(dir, 'work'));
    writeFileSync(
      path.join(dir, 'work', 'case-study.html'),
      `<!doctype html><html lang="en"><head><title>Case study</title></head><body><main><h1>Case study</h1>
      <div class="description" ${ownerContentAttribute}><p>${prose}</p><blockquote ${ownerContentAttribute}><p>${prose.slice(0, 100)}</p></blockquote></div>
      <nav data-site="${markup}"><a href="/work">All work</a></nav>
      <astro-island uid="1" props="${entries}" ssr><div><ul ${ownerContentAttribute}><li>${entries}</li></ul></div></astro-island>
      <astro-island uid="2" props="${markup}" ssr><button>Menu</button></astro-island></main></body></html>`,
    );
    return checkBuild(dir, '/');
  };

  it("passes a page whose owner's writing is 50 KB, and reports the page's full size beside it", async () => {
    const report = await build(words(50 * 1024));
    const [page] = report.pages;
    expect(report.failures).toEqual([]);
    expect(page?.html).toBeLessThan(1024);
    expect(page?.htmlWithProse).toBeGreaterThan(pageWeightBudgets.html);
  });

  it("passes a page whose list of the owner's projects is long, in the list and in its island's props", async () => {
    const report = await build('A short description.', '', words(30 * 1024));
    expect(report.failures).toEqual([]);
    expect(report.pages[0]?.html).toBeLessThan(1024);
  });

  it('still fails a page whose own markup is over the budget, whatever the owner wrote', async () => {
    const report = await build('A short description.', words(20 * 1024));
    expect(report.pages[0]?.html).toBeGreaterThan(pageWeightBudgets.html);
    expect(report.failures).toEqual([
      expect.stringMatching(
        /^work\/case-study\.html: HTML \(the site's own markup\) \d+\.\d KB is over the budget of 14\.0 KB$/,
      ),
    ]);
  });
});
