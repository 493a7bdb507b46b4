import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import type { Plugin } from 'vite';

const query = '?inline-script';
const bundled: BuildOptions = { bundle: true, format: 'iife', minify: true, target: 'es2022', write: false };

/**
 * `import code from './module.ts?inline-script'` gives the module, bundled with what it imports, as
 * the minified text of one classic script, for a component to write inline (`<script is:inline
 * set:html={code}>`): the page's <head> script is written once, as typed modules the islands import
 * too. Bundled by esbuild, which Vite runs anyway; `npm run dev` reloads as its modules change.
 */
export function inlineScript(): Plugin {
  return {
    name: 'portfolio:inline-script',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const result = await build({ ...bundled, entryPoints: [id.slice(0, -query.length)], metafile: true });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      return `export default ${JSON.stringify(result.outputFiles![0]!.text.trim())};`;
    },
  };
}
