import { describe, expect, it } from 'vitest';
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import { islandModuleUrls, staticImports, withIslandCode } from '../../src/lib/build/island-code.ts';

const island = (client: string, component: string) =>
  `<astro-island client="${client}" component-url="/base/_astro/${component}.js" renderer-url="/base/_astro/client.js"></astro-island>`;

describe('islandModuleUrls', () => {
  it("lists the code of the islands that wake on interaction, each URL once, not the splash's", () => {
    const html = `<!doctype html><body>${island('interaction', 'Menu')}${island('interaction', 'Theme')}${island('splash', 'Splash')}</body>`;
    expect(islandModuleUrls(html)).toEqual([
      '/base/_astro/Menu.js',
      '/base/_astro/client.js',
      '/base/_astro/Theme.js',
    ]);
  });
});

describe('staticImports', () => {
  it('follows import, side-effect import and export-from; not dynamic import() or strings', async () => {
    const code = [
      'import{a as e}from"./client.B1.js";import"./side.js";',
      'export*from"./all.js";export{b}from"./some.js";',
      'const later=()=>import("./lazy.js");const s="import x from \'./fake.js\'";',
      'console.log(import.meta.url,e,later,s);',
    ].join('');
    expect(await staticImports(code)).toEqual(['./client.B1.js', './side.js', './all.js', './some.js']);
  });
});

describe('withIslandCode', () => {
  const build: Record<string, string> = {
    '_astro/Menu.js': 'import"./react.js";import"./modal.js";const l=()=>import("./lazy.js");',
    '_astro/modal.js': 'import"./react.js";import"./Menu.js";',
    '_astro/react.js': 'import"../_astro/runtime.js";',
    '_astro/runtime.js': '',
    '_astro/client.js': 'import"./react.js";import"./react-dom.js";',
    '_astro/react-dom.js': 'import"./react.js";',
    '_astro/lazy.js': '',
  };
  const read = (file: string) => build[file];
  const listed = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${islandCodeId}">(.*)</script>`).exec(html)![1]!,
    );

  it('lists every module the islands load, each once, after what it imports (a cycle too), at the end of <body>', async () => {
    const html = await withIslandCode(
      `<html><body>${island('interaction', 'Menu')}</body></html>`,
      '/base/',
      read,
    );
    expect(html.endsWith(`</script></body></html>`)).toBe(true);
    expect(listed(html)).toEqual([
      '/base/_astro/runtime.js',
      '/base/_astro/react.js',
      '/base/_astro/modal.js',
      '/base/_astro/Menu.js',
      '/base/_astro/react-dom.js',
      '/base/_astro/client.js',
    ]);
  });

  it('leaves a page without interaction islands as it is, and refuses code outside the base', async () => {
    const plain = `<html><body>${island('splash', 'Splash')}</body></html>`;
    expect(await withIslandCode(plain, '/base/', read)).toBe(plain);
    await expect(
      withIslandCode(`<body>${island('interaction', 'Menu')}</body>`, '/other/', read),
    ).rejects.toThrow(/outside the base/);
  });
});
