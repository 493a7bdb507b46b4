import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';

describe('the GitHub Pages server', () => {
  let dir = '';
  let served: PagesServer;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(new URL(url, served.origin), { headers, redirect: 'manual' });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-server-'));
    mkdirSync(path.join(dir, 'work', 'demo'), { recursive: true });
    mkdirSync(path.join(dir, '.well-known'));
    const files = {
      'index.html': '<title>Home</title>',
      'work.html': '<title>Work</title>',
      'work/demo.html': '<title>Demo</title>',
      'work/demo/demo.mp4': 'mp4',
      'work/demo/demo.webm': 'webm',
      '404.html': '<title>Not found</title>',
      '.well-known/assetlinks.json': '[]',
      'style.css': 'body { color: red; } '.repeat(50),
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    served = await servePages(dir, '/portfolio/');
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the base path without its slash to the base', async () => {
    const response = await get('/portfolio');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portfolio/');
  });

  it('serves /x from x.html, even beside a folder x/, and / from index.html', async () => {
    expect(await (await get('/portfolio/work')).text()).toBe('<title>Work</title>');
    expect(await (await get('/portfolio/work/demo')).text()).toBe('<title>Demo</title>');
    expect(await (await get('/portfolio/')).text()).toBe('<title>Home</title>');
  });

  it('serves dot-files and folders, as GitHub Pages does for a site published with .nojekyll', async () => {
    const response = await get('/portfolio/.well-known/assetlinks.json');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[]');
  });

  it('answers anything else, inside the base or not, with 404.html and status 404', async () => {
    for (const url of ['/portfolio/nope', '/nope', '/portfolio/../index.html']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe('<title>Not found</title>');
    }
  });

  it('names the types of recordings, gzips text and lets it be cached for 10 minutes', async () => {
    const types = async (url: string) => (await get(url)).headers.get('content-type');
    expect(await types('/portfolio/work/demo/demo.mp4')).toBe('video/mp4');
    expect(await types('/portfolio/work/demo/demo.webm')).toBe('video/webm');
    const css = await get('/portfolio/style.css', { 'accept-encoding': 'gzip' });
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(css.headers.get('cache-control')).toMatch(/max-age=600\b/);
  });
});
