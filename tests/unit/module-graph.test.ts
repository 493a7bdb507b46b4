import { describe, expect, it } from 'vitest';
import { evaluationOrder, staticImports } from '../../src/lib/build/module-graph.ts';

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

describe('evaluationOrder', () => {
  const build: Record<string, string> = {
    '_astro/Menu.js': 'import"./react.js";import"./modal.js";const l=()=>import("./lazy.js");',
    '_astro/modal.js': 'import"./react.js";',
    '_astro/react.js': 'import"../_astro/runtime.js";',
    '_astro/runtime.js': '',
    '_astro/client.js': 'import"./react.js";import"./react-dom.js";',
    '_astro/react-dom.js': 'import"./react.js";',
    '_astro/lazy.js': '',
  };
  const read = (file: string) => build[file];

  it('leaves out what is not in the build', async () => {
    expect(await evaluationOrder(['_astro/gone.js', '_astro/runtime.js'], read)).toEqual([
      '_astro/runtime.js',
    ]);
  });

  it('lists every module the entries load, each once, after what it imports, as the browser evaluates them', async () => {
    expect(await evaluationOrder(['_astro/Menu.js', '_astro/client.js'], read)).toEqual([
      '_astro/runtime.js',
      '_astro/react.js',
      '_astro/modal.js',
      '_astro/Menu.js',
      '_astro/react-dom.js',
      '_astro/client.js',
    ]);
  });
});
