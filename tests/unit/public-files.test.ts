import { describe, expect, it } from 'vitest';
import { publicCollisions, servedPath } from '../../src/lib/build/public-files.ts';

describe('servedPath', () => {
  it('gives the address GitHub Pages serves a file at, without the base', () => {
    expect(servedPath('index.html')).toBe('');
    expect(servedPath('work.html')).toBe('work');
    expect(servedPath('work/index.html')).toBe('work');
    expect(servedPath('work/quote-kong.html')).toBe('work/quote-kong');
    expect(servedPath('CNAME')).toBe('CNAME');
    expect(servedPath('.well-known/security.txt')).toBe('.well-known/security.txt');
    expect(servedPath('google0123.html')).toBe('google0123');
  });
});

describe('publicCollisions', () => {
  const made = new Map([
    ['index.html', '/'],
    ['work.html', '/work'],
    ['work/quote-kong.html', '/work/[slug]'],
    ['robots.txt', '/robots.txt'],
    ['icons/icon-192.png', '/icons/[icon].png'],
  ]);

  it('lets files the site does not make through', () => {
    expect(
      publicCollisions(['CNAME', '.nojekyll', '.well-known/assetlinks.json', 'google0123.html'], made),
    ).toEqual([]);
  });

  it('names every public file that takes the address of one the site makes, and what makes it', () => {
    expect(publicCollisions(['robots.txt', 'work/index.html', 'icons/icon-192.png', 'CNAME'], made)).toEqual([
      { file: 'robots.txt', path: 'robots.txt', madeBy: '/robots.txt' },
      { file: 'work/index.html', path: 'work', madeBy: '/work' },
      { file: 'icons/icon-192.png', path: 'icons/icon-192.png', madeBy: '/icons/[icon].png' },
    ]);
  });
});
