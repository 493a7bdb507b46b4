import { describe, expect, it } from 'vitest';
import { finishedPage, inlineScriptsAndStyles, sha256Source } from '../../src/lib/build/built-page.ts';

const policy = (content: string) => `<meta http-equiv="content-security-policy" content="${content}">`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('finishedPage: styles', () => {
  const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

  it("moves Astro's island <style> from before the first island to the end of <head>, and nothing else", () => {
    const before = page(
      `<title>T</title><style>a{}</style>`,
      `<main><div>${island}<astro-island></astro-island></div></main>`,
    );
    expect(finishedPage(before)).toBe(
      page(
        `<title>T</title><style>a{}</style>${island}`,
        '<main><div><astro-island></astro-island></div></main>',
      ),
    );
  });

  it('keeps the order of several body styles, and every byte between them', () => {
    const before = page('', '<p>1</p><style>b{}</style><p>2</p><div><style>c{}</style></div><p>3</p>');
    expect(finishedPage(before)).toBe(
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
    for (const html of untouched) expect(finishedPage(html)).toBe(html);
  });
});

describe('finishedPage: scripts', () => {
  it("makes the body's inline classic scripts modules, and leaves every other script as it was", () => {
    const before = page(
      '<script>head()</script>',
      [
        '<script>a()</script>',
        '<script type="text/javascript">b()</script>',
        '<script type="module">c()</script>',
        '<script src="/d.js"></script>',
        '<script type="application/json">[]</script>',
        '<template><script>e()</script></template>',
      ].join(''),
    );
    expect(finishedPage(before)).toBe(
      page(
        '<script>head()</script>',
        [
          '<script type="module">a()</script>',
          '<script type="module">b()</script>',
          '<script type="module">c()</script>',
          '<script src="/d.js"></script>',
          '<script type="application/json">[]</script>',
          '<template><script>e()</script></template>',
        ].join(''),
      ),
    );
  });
});

describe('finishedPage: the policy', () => {
  it("adds the hash of each of the page's own inline scripts and styles, once, and of no data block", () => {
    const html = page(
      `${policy("default-src 'self'; script-src 'self'; style-src 'self'; frame-src https://x.example")}<script>theme()</script>`,
      '<script>go()</script><script type="application/ld+json">{}</script><script>go()</script><style>a{}</style>',
    );
    const finished = finishedPage(html);
    const [script, style] = [[sha256Source('theme()'), sha256Source('go()')].join(' '), sha256Source('a{}')];
    expect(finished).toContain(
      policy(
        `default-src 'self'; script-src 'self' ${script}; style-src 'self' ${style}; frame-src https://x.example`,
      ),
    );
    expect(finishedPage(finished), 'a finished page is finished again unchanged').toBe(finished);
    // The scripts made modules and the style moved keep their text, so their hashes hold.
    expect(inlineScriptsAndStyles(finished).map(({ text }) => text)).toEqual([
      'theme()',
      'a{}',
      'go()',
      'go()',
    ]);
  });

  it('leaves a page without a policy with its hashes unwritten', () => {
    const html = page('<script>go()</script>');
    expect(finishedPage(html)).toBe(html);
  });
});

describe('inlineScriptsAndStyles', () => {
  it('finds inline scripts that run and styles in head and body, not data blocks nor external scripts', () => {
    const html = page(
      `<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script><style>a{}</style>`,
      '<div><style>b{}</style><script>go()</script><script type="module">m()</script></div>',
    );
    expect(inlineScriptsAndStyles(html)).toEqual([
      { tagName: 'style', text: 'a{}' },
      { tagName: 'style', text: 'b{}' },
      { tagName: 'script', text: 'go()' },
      { tagName: 'script', text: 'm()' },
    ]);
  });

  it('hashes text the way a CSP source expression does', () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
