import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gzipSize,
  htmlPages,
  inferBase,
  measurePage,
  pageRefs,
  pageRoute,
  resolveRef,
  scanCss,
  type ReadFile,
} from '../../scripts/lib/page-weight.ts';

/** An in-memory build: path → text. */
const memoryBuild = (files: Record<string, string>): ReadFile => {
  const bytes = new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
  return (path) => bytes.get(path);
};

describe('pageRefs', () => {
  const html = `<!doctype html><html><head>
    <link rel="preload" href="/_astro/fonts/a.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="stylesheet" href="/_astro/site.css"><link rel="icon" href="/favicon.svg">
    <link rel="modulepreload" href="/_astro/shared.js"><link rel="prefetch" href="/work">
    <style>body{color:red}</style>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    <script>document.documentElement.dataset.js=''</script>
    <script type="module" src="/_astro/page.js"></script>
    <script type="module">import "/_astro/hoisted.js";</script>
    <!-- <script src="/_astro/commented.js"></script> -->
    <link rel=stylesheet href="/_astro/b.css?x=1&amp;y=2">
    </head><body><h1>Hi</h1><em>x</em>
    <astro-island uid="1" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" before-hydration-url="" client="idle"></astro-island>
    </body></html>`;

  it('lists what loads before interaction, and nothing else', () => {
    const refs = pageRefs(html);
    expect(refs.stylesheets).toEqual(['/_astro/site.css', '/_astro/b.css?x=1&y=2']);
    expect(refs.fontPreloads).toEqual(['/_astro/fonts/a.woff2']);
    expect(refs.scripts).toEqual([
      '/_astro/shared.js',
      '/_astro/page.js',
      '/_astro/Menu.js',
      '/_astro/client.js',
    ]);
    expect(refs.inlineStyles).toEqual(['body{color:red}']);
    expect(refs.inlineScripts).toEqual([
      { module: false, text: "document.documentElement.dataset.js=''" },
      { module: true, text: 'import "/_astro/hoisted.js";' },
    ]);
  });
});

describe('resolveRef', () => {
  it.each([
    ['/_astro/a.js', 'index.html', '/', { kind: 'file', path: '_astro/a.js' }],
    ['/portfolio/_astro/a.js', 'work/x.html', '/portfolio/', { kind: 'file', path: '_astro/a.js' }],
    ['/_astro/a.js', 'index.html', '/portfolio/', { kind: 'outside', url: '/_astro/a.js' }],
    ['./chunk.js?v=1', '_astro/a.js', '/portfolio/', { kind: 'file', path: '_astro/chunk.js' }],
    ['../_astro/a.js', 'work/x.html', '/', { kind: 'file', path: '_astro/a.js' }],
    // A browser stops at the site's root: above it only a project site's base can be left.
    ['../../a.js', 'work/x.html', '/', { kind: 'file', path: 'a.js' }],
    ['../../a.js', 'work/x.html', '/portfolio/', { kind: 'outside', url: '../../a.js' }],
    ['https://cdn.example/a.js', 'index.html', '/', { kind: 'external', url: 'https://cdn.example/a.js' }],
    ['//cdn.example/a.js', 'index.html', '/', { kind: 'external', url: '//cdn.example/a.js' }],
    ['data:font/woff2;base64,AAAA', 'index.html', '/', { kind: 'inline' }],
    ['/portfolio/_astro/a%20b.css', 'index.html', 'portfolio', { kind: 'file', path: '_astro/a b.css' }],
  ])('%s from %s at base %s', (url, from, base, expected) => {
    expect(resolveRef(url, from, base)).toEqual(expected);
  });
});

describe('inferBase', () => {
  const files = new Set(['_astro/a.js', '_astro/site.css', 'favicon.svg']);
  const exists = (p: string) => files.has(p);

  it('finds the base the asset URLs carry', () => {
    expect(inferBase(['/portfolio/_astro/a.js', '/portfolio/_astro/site.css'], exists)).toBe('/portfolio/');
    expect(inferBase(['/_astro/a.js', 'https://x.test/a.js'], exists)).toBe('/');
  });

  it('falls back to / when nothing decides', () => {
    expect(inferBase(['./_astro/a.js', '/missing.js'], exists)).toBe('/');
  });
});

describe('pageRoute', () => {
  it('maps build files to the URLs they are served at', () => {
    expect(pageRoute('index.html', '/')).toBe('/');
    expect(pageRoute('work.html', '/portfolio/')).toBe('/portfolio/work');
    expect(pageRoute('work/quote-kong.html', '/')).toBe('/work/quote-kong');
    expect(pageRoute('blog/index.html', '/')).toBe('/blog/');
  });
});

describe('scanCss', () => {
  it('reads @import, font files by family, and the text that names families', () => {
    const scan = scanCss(`
      @import url("./base.css") screen; @import 'theme.css';
      /* @font-face { font-family: Commented; src: url(/f/no.woff2) } */
      @font-face{font-family:"Body Sans";src:url(/f/body-400.woff2) format("woff2"),url('/f/body-400.woff') format("woff");font-weight:400}
      @font-face{font-family:"Body Sans fallback";src:local("Arial")}
      :root{--f:"Body Sans",sans-serif}
      @media (width>=48em){.b{color:red;&:hover{font-family:var(--f)}}}
    `);
    expect(scan.imports).toEqual(['./base.css', 'theme.css']);
    expect(scan.faces).toEqual([{ family: 'Body Sans', url: '/f/body-400.woff2' }]);
    expect(scan.fontText).toContain('"body sans",sans-serif');
    expect(scan.fontText).toContain('var(--f)');
  });
});

describe('measurePage', () => {
  const core = 'export const shared = 1;'.repeat(50);
  const files = {
    'work.html': `<!doctype html><html><head>
      <link rel="preload" href="/portfolio/_astro/fonts/k-400.woff2" as="font" crossorigin>
      <link rel="stylesheet" href="/portfolio/_astro/site.css">
      <style>@font-face{font-family:K;src:url(/portfolio/_astro/fonts/k-400.woff2);font-weight:400}
      @font-face{font-family:K;src:url(/portfolio/_astro/fonts/k-700.woff2);font-weight:700}
      @font-face{font-family:Unused;src:url(/portfolio/_astro/fonts/unused.woff2)}
      :root{--f:K,sans-serif}</style>
      <script>window.x=1</script>
      <script type="module" src="/portfolio/_astro/page.js"></script>
      </head><body><h1>Work</h1>
      <astro-island component-url="/portfolio/_astro/List.js" renderer-url="/portfolio/_astro/client.js"></astro-island>
      </body></html>`,
    '_astro/site.css': '@import "./more.css";body{font-family:var(--f)}',
    '_astro/more.css': '.a{color:red}',
    '_astro/page.js': 'import"./shared.js";',
    '_astro/List.js':
      'import{shared}from"./shared.js";import{m}from"./motion.js";const l=()=>import("./Lazy.js");',
    '_astro/client.js': `import{shared}from"./shared.js";${'/* react */'.repeat(100)}`,
    '_astro/shared.js': core,
    '_astro/motion.js': 'export const m=1;',
    '_astro/Lazy.js': 'export default 1;'.repeat(1000),
    '_astro/fonts/k-400.woff2': 'x'.repeat(1000),
    '_astro/fonts/k-700.woff2': 'y'.repeat(1200),
    '_astro/fonts/unused.woff2': 'z'.repeat(5000),
  };

  it('follows islands, module scripts and static imports once each, not dynamic imports', async () => {
    const weight = await measurePage('work.html', memoryBuild(files), '/portfolio/');
    const byKind = (kind: string) =>
      weight.assets
        .filter((a) => a.kind === kind)
        .map((a) => a.path)
        .sort();
    expect(byKind('js')).toEqual([
      '_astro/List.js',
      '_astro/client.js',
      '_astro/motion.js',
      '_astro/page.js',
      '_astro/shared.js',
    ]);
    expect(byKind('css')).toEqual(['_astro/more.css', '_astro/site.css']);
    expect(byKind('font')).toEqual(['_astro/fonts/k-400.woff2', '_astro/fonts/k-700.woff2']);
    expect(weight.problems).toEqual([]);

    const gz = (p: keyof typeof files) => gzipSize(files[p]);
    expect(weight.js).toBe(
      gz('_astro/page.js') +
        gz('_astro/List.js') +
        gz('_astro/client.js') +
        gz('_astro/shared.js') +
        gz('_astro/motion.js') +
        gzipSize('window.x=1'),
    );
    expect(weight.fonts).toBe(2200);
    // An inline stylesheet is counted as CSS, not as the site's markup.
    expect(weight.html).toBe(gzipSize(files['work.html'].replace(/(<style>)[^<]*/, '$1')));
    expect(weight.html).toBeLessThan(gz('work.html'));
    expect(weight.css).toBe(gz('_astro/site.css') + gz('_astro/more.css') + weight.inlineCss);
  });

  it('reports files that are missing or outside the base path', async () => {
    const broken = {
      ...files,
      'work.html': files['work.html'].replace('/portfolio/_astro/page.js', '/_astro/page.js'),
      '_astro/List.js': 'import"./gone.js";',
    };
    const weight = await measurePage('work.html', memoryBuild(broken), '/portfolio/');
    expect(weight.problems).toEqual([
      { url: '/_astro/page.js', from: 'work.html', reason: 'outside-base' },
      { url: './gone.js', from: '_astro/List.js', reason: 'missing' },
    ]);
  });
});

describe('htmlPages', () => {
  it("lists the pages a build made, Home first, but not the owner's own HTML files from public/", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'html-pages-'));
    try {
      const write = (file: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), '<!doctype html>');
      };
      for (const file of [
        'dist/work/b.html',
        'dist/work.html',
        'dist/index.html',
        'dist/google1.html',
        'dist/cv/index.html',
      ]) {
        write(file);
      }
      for (const file of ['public/google1.html', 'public/cv/index.html', 'public/CNAME']) write(file);
      expect(htmlPages(path.join(root, 'dist'), path.join(root, 'public'))).toEqual([
        'index.html',
        'work.html',
        'work/b.html',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
