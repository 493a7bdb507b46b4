import { describe, expect, it } from 'vitest';
import {
  beforeCspMeta,
  cspHashesComplete,
  cspMetaFirst,
  headElements,
  inlineScriptsAndStyles,
  isCspMeta,
  sha256Source,
} from '../../src/lib/html-head.ts';

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

describe('inlineScriptsAndStyles', () => {
  it('finds inline scripts (data blocks too) and styles in head and body, not external scripts', () => {
    const html = page(
      `<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script><style>a{}</style>`,
      '<div><style>b{}</style><script>go()</script></div>',
    );
    expect(inlineScriptsAndStyles(html)).toEqual([
      { tagName: 'script', text: '{"a":1}' },
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

describe('cspHashesComplete', () => {
  it('adds the hash of each inline script and style the policy lacks, once, and nothing else', () => {
    const known = sha256Source('known()');
    const html = page(
      `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${known}">`,
      '<script>known()</script><script>theme()</script><script type="application/ld+json">{}</script><script>theme()</script><style>a{}</style>',
    );
    const completed = cspHashesComplete(html);
    const policy = headElements(completed).find(isCspMeta)?.attrs['content'];
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${known} ${sha256Source('theme()')} ${sha256Source('{}')}; style-src 'self' ${sha256Source('a{}')};`,
    );
    expect(cspHashesComplete(completed)).toBe(completed);
  });
});
