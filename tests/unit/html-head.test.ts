import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  beforeCspMeta,
  bodyStylesIntoHead,
  cspHashesExact,
  cspMetaFirst,
  headElements,
  inlineScriptsAndStyles,
  isCspMeta,
  joinAdjacentInline,
  sha256Source,
} from '../../src/lib/build/page-head.ts';

const csp = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('cspMetaFirst', () => {
  it('moves the policy from the end of <head> to just after <meta charset>, moving nothing else', () => {
    const before = page(
      `<title>T</title><script type="application/ld+json">{}</script><script>1</script><style>a{}</style><link rel="stylesheet" href="/a.css">${csp}<style>b{}</style>`,
    );
    const after = cspMetaFirst(before);
    expect(after).toBe(
      page(
        `${csp}<title>T</title><script type="application/ld+json">{}</script><script>1</script><style>a{}</style><link rel="stylesheet" href="/a.css"><style>b{}</style>`,
      ),
    );
    expect(after).toHaveLength(before.length);
    expect(beforeCspMeta(before)).toHaveLength(4);
    expect(beforeCspMeta(after)).toEqual([]);
    expect(headElements(after).map((element) => element.tagName)).toEqual([
      'meta',
      'meta',
      'title',
      'script',
      'script',
      'style',
      'link',
      'style',
    ]);
  });

  it('leaves a page whose policy is already first, or that has none, as it is', () => {
    const first = page(`${csp}<script>1</script>`);
    expect(cspMetaFirst(first)).toBe(first);
    const none = page('<script>1</script>');
    expect(cspMetaFirst(none)).toBe(none);
    expect(beforeCspMeta(none)).toEqual([`<script> at offset ${none.indexOf('<script>')} (no CSP <meta>)`]);
  });

  it('puts the policy first in <head> when there is no <meta charset>', () => {
    const html = `<!DOCTYPE html><html><head><title>T</title><script>1</script>${csp}</head><body></body></html>`;
    expect(cspMetaFirst(html)).toBe(
      `<!DOCTYPE html><html><head>${csp}<title>T</title><script>1</script></head><body></body></html>`,
    );
  });
});

describe('bodyStylesIntoHead', () => {
  const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

  it("moves Astro's island <style> from before the first island to the end of <head>, and nothing else", () => {
    const before = page(
      `<title>T</title>${csp}<style>a{}</style>`,
      `<main><div>${island}<astro-island></astro-island></div></main>`,
    );
    expect(bodyStylesIntoHead(before)).toBe(
      page(
        `<title>T</title>${csp}<style>a{}</style>${island}`,
        '<main><div><astro-island></astro-island></div></main>',
      ),
    );
  });

  it('keeps the order of several body styles, and every byte between them', () => {
    const before = page('', '<p>1</p><style>b{}</style><p>2</p><div><style>c{}</style></div><p>3</p>');
    expect(bodyStylesIntoHead(before)).toBe(
      page('<style>b{}</style><style>c{}</style>', '<p>1</p><p>2</p><div></div><p>3</p>'),
    );
  });

  it("leaves a page without body styles, an SVG's own <style> and a <template>'s content as they are", () => {
    const untouched = [
      page('<style>a{}</style>', '<p>1</p>'),
      page(
        '',
        '<svg viewBox="0 0 1 1"><style>rect{fill:red}</style><rect width="1" height="1"></rect></svg>',
      ),
      page('', '<template><style>t{}</style></template>'),
    ];
    for (const html of untouched) expect(bodyStylesIntoHead(html)).toBe(html);
  });

  it('refuses to move a <style> past a stylesheet linked in the body, which would change the cascade', () => {
    const html = page('', '<link rel="stylesheet" href="/late.css"><style>b{}</style>');
    expect(() => bodyStylesIntoHead(html)).toThrow(/stylesheet <link>/);
  });
});

describe('inlineScriptsAndStyles', () => {
  it('finds inline scripts that run and styles in head and body, not data blocks nor external scripts', () => {
    const html = page(
      `<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script><style>a{}</style>`,
      '<div><style>b{}</style><script>go()</script></div>',
    );
    expect(inlineScriptsAndStyles(html)).toEqual([
      { tagName: 'style', text: 'a{}' },
      { tagName: 'style', text: 'b{}' },
      { tagName: 'script', text: 'go()' },
    ]);
  });

  it('hashes text the way a CSP source expression does', () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('cspHashesExact', () => {
  it('lists the hash of each inline script and style of the page, once, and drops the others and data blocks', () => {
    const [known, elsewhere, elsewhereStyle] = ['known()', 'other()', 'b{}'].map(sha256Source);
    const html = page(
      `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${known} ${elsewhere}; style-src 'self' ${elsewhereStyle}">`,
      '<script>known()</script><script>theme()</script><script type="application/ld+json">{}</script><script>theme()</script><style>a{}</style>',
    );
    const exact = cspHashesExact(html);
    const policy = headElements(exact).find(isCspMeta)?.attrs['content'];
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${known} ${sha256Source('theme()')}; style-src 'self' ${sha256Source('a{}')};`,
    );
    expect(cspHashesExact(exact)).toBe(exact);
  });

  it('adds a directive only for what the page has inline', () => {
    const html = page(
      `<meta http-equiv="content-security-policy" content="default-src 'self'">`,
      '<script>go()</script>',
    );
    const policy = headElements(cspHashesExact(html)).find(isCspMeta)?.attrs['content'];
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${sha256Source('go()')};`);
  });
});

describe('joinAdjacentInline', () => {
  it('joins scripts side by side, and styles side by side, keeping the white space between them after', () => {
    const html = page(
      '<script>a()</script>\n<script>b()// note</script><script>(c)()</script><style>x{}</style> <style>y{}</style>',
      '<p>one</p><script>d()</script> <script>e()</script><p>two</p>',
    );
    expect(joinAdjacentInline(html)).toBe(
      page(
        '<script>a()\n;b()// note\n;(c)()</script>\n<style>x{}\ny{}</style> ',
        '<p>one</p><script>d()\n;e()</script> <p>two</p>',
      ),
    );
  });

  it('runs the joined scripts as the separate ones ran, in order', () => {
    const joined = joinAdjacentInline(
      page(
        '<script>var log = ["a"]</script><script>log.push("b")//</script><script>(function(){log.push("c")})()</script>',
      ),
    );
    const [script, ...others] = inlineScriptsAndStyles(joined);
    expect(others).toEqual([]);
    const context: { log?: string[] } = {};
    runInNewContext(script!.text, context);
    expect(context.log).toEqual(['a', 'b', 'c']);
  });

  it('leaves alone what would then run or apply differently, or elsewhere', () => {
    const html = page(
      [
        '<script>a()</script><script type="module">b()</script>',
        '<script src="/x.js"></script><script>c()</script>',
        '<script type="application/ld+json">{}</script><script>d()</script>',
        '<style>x{}</style><style media="print">y{}</style>',
        '<style>x{}</style><style>@import "z.css";</style>',
        '<script>e()</script><!-- note --><script>f()</script>',
      ].join('<meta name="x">'),
      '<script>g()</script>text<script>h()</script><svg><style>s{}</style><style>t{}</style></svg>',
    );
    expect(joinAdjacentInline(html)).toBe(html);
  });

  it('joins inside a template as well, and never across one', () => {
    const html = page('', '<template><style>a{}</style><style>b{}</style></template><style>c{}</style>');
    expect(joinAdjacentInline(html)).toBe(
      page('', '<template><style>a{}\nb{}</style></template><style>c{}</style>'),
    );
  });
});
