import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicFilesCheck } from '../../src/integrations/public-files.ts';
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

describe('the build step that checks public/ (src/integrations/public-files.ts)', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A site folder with `publicFiles` in public/ and `built` (file → route) in its build folder. */
  function builtSite(
    publicFiles: Record<string, string>,
    built: Record<string, [route: string, text: string]>,
  ) {
    root = mkdtempSync(path.join(tmpdir(), 'public-files-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    };
    for (const [file, text] of Object.entries(publicFiles)) write(path.join(root, 'public', file), text);
    const assets = new Map<string, URL[]>();
    for (const [file, [route, text]] of Object.entries(built)) {
      write(path.join(root, 'dist', file), text);
      assets.set(route, [...(assets.get(route) ?? []), pathToFileURL(path.join(root, 'dist', file))]);
    }
    // What Astro does with public/: copies it into the build, as it is.
    for (const [file, text] of Object.entries(publicFiles))
      if (!(file in built)) write(path.join(root, 'dist', file), text);
    const hooks = publicFilesCheck().hooks as Required<AstroIntegration['hooks']>;
    (hooks['astro:config:setup'] as (options: unknown) => void)({
      config: { root: pathToFileURL(`${root}/`), publicDir: pathToFileURL(`${root}/public/`) },
    });
    const logger = { info: vi.fn() };
    return () =>
      (hooks['astro:build:done'] as (options: unknown) => void)({
        dir: pathToFileURL(`${root}/dist/`),
        assets,
        logger,
      });
  }

  it('passes a build that published every file of public/ as it is', () => {
    const done = builtSite(
      { CNAME: 'portfolio.example.com\n', 'google0123.html': 'google-site-verification: google0123.html' },
      { 'index.html': ['/', '<!doctype html>'] },
    );
    expect(done).not.toThrow();
  });

  it('fails a build in which a file of public/ takes the address of one the site makes, naming both', () => {
    const done = builtSite(
      {
        'robots.txt': 'User-agent: *\nDisallow: /\n',
        'work/index.html': '<!doctype html><title>Mine</title>',
      },
      {
        'robots.txt': ['/robots.txt', 'User-agent: *\n'],
        'work.html': ['/work', '<!doctype html><title>Work</title>'],
      },
    );
    expect(done).toThrow(/public\/robots\.txt: the site makes \/robots\.txt itself \(route \/robots\.txt\)/);
    expect(done).toThrow(/public\/work\/index\.html: the site makes \/work itself \(route \/work\)/);
  });
});
