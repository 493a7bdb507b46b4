import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import {
  elementsIn,
  finishedPage,
  inlineScriptsAndStyles,
  sha256Source,
} from '../../src/lib/build/built-page.ts';
import { islandCodeAttributes, islandMarkup } from '../../src/lib/build/island-markup.ts';
import { withIslandCode } from '../../src/lib/build/island-code.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What stands in a page's <body>: its elements, as tag name and attributes. */
const bodyElements = (html: string) => {
  const body = [...elementsIn(parse(html))].find((element) => element.tagName === 'body')!;
  return [...elementsIn(body)].map((element) => ({
    tag: element.tagName,
    attrs: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
  }));
};
const classicInline = ({ tag, attrs }: ReturnType<typeof bodyElements>[number]) =>
  tag === 'script' && !('src' in attrs) && ['', 'text/javascript'].includes(attrs['type'] ?? '');

/**
 * Every reliance of the site on what Astro writes, held to a real build on the Astro installed: the
 * smallest site with an island (a React component on `client:interaction`, the site's own directive,
 * and a script run before hydration, which gives the island its before-hydration URL), built as
 * `npm run build` builds. Each failure names the file to update.
 */
describe("what Astro writes, as the site's build relies on it", () => {
  let dir = '';
  let page = '';
  let island: { tag: string; attrs: Record<string, string> } | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'astro-output-'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src/Counter.tsx'),
      'import { useState } from \'react\';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;\n}\n',
    );
    writeFileSync(
      path.join(dir, 'src/pages/index.astro'),
      [
        "---\nimport Counter from '../Counter.tsx';\n---",
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'; style-src 'self'">`,
        '<title>Island</title></head><body><main><Counter client:interaction /></main></body></html>',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'astro.config.mjs'),
      [
        "import react from '@astrojs/react';",
        `import { clientDirectives } from ${JSON.stringify(path.join(repoRoot, 'src/integrations/client-directives.ts'))};`,
        'const beforeHydration = {',
        "  name: 'before-hydration',",
        "  hooks: { 'astro:config:setup': ({ injectScript }) => injectScript('before-hydration', 'globalThis.ready = true;') },",
        '};',
        'export default { integrations: [react(), clientDirectives(), beforeHydration] };',
      ].join('\n'),
    );
    // Its dependencies named, as any project's are: Vite bundles the React renderer only then.
    const dependencies = Object.fromEntries(
      ['astro', '@astrojs/react', 'react', 'react-dom'].map((name) => [name, '*']),
    );
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ type: 'module', private: true, dependencies }),
    );
    // Built as `npm run build` builds, not as a test: none of vitest's settings (NODE_ENV=test, say).
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)),
    );
    const built = spawnSync(path.join(repoRoot, 'node_modules/.bin/astro'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    page = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    island = bodyElements(page).find(({ tag }) => tag === islandMarkup.element);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const customElements = () =>
    bodyElements(page)
      .filter(({ tag }) => tag.includes('-'))
      .map(({ tag, attrs }) => `<${tag} ${Object.keys(attrs).join(' ')}>`)
      .join(', ') || 'none';

  it('writes an island as src/lib/build/island-markup.ts names it, its code files of the build', () => {
    expect(
      island,
      `no <${islandMarkup.element}> (update src/lib/build/island-markup.ts); found: ${customElements()}`,
    ).toBeDefined();
    const names = [islandMarkup.sleeping, islandMarkup.client, islandMarkup.props, ...islandCodeAttributes];
    const missing = names.filter((name) => !(name in island!.attrs));
    expect(missing, `update src/lib/build/island-markup.ts; the island has: ${customElements()}`).toEqual([]);
    expect(island!.attrs[islandMarkup.client]).toBe('interaction');
    for (const name of islandCodeAttributes) {
      const url = island!.attrs[name]!;
      expect(existsSync(path.join(dir, 'dist', url)), `${name}="${url}" is not a file of the build`).toBe(
        true,
      );
    }
  });

  it("puts its island runtime's <style> and classic scripts in the body, which the build puts right", () => {
    const body = bodyElements(page);
    const finish = 'src/lib/build/built-page.ts (finishedPage) has nothing left to do there: drop that part';
    expect(
      body.some(({ tag }) => tag === 'style'),
      `no <style> in the body: ${finish}`,
    ).toBe(true);
    expect(body.some(classicInline), `no classic inline script in the body: ${finish}`).toBe(true);
    const finished = bodyElements(finishedPage(page));
    expect(
      finished.filter(({ tag }) => tag === 'style'),
      'a <style> left in the body',
    ).toEqual([]);
    expect(finished.filter(classicInline), 'a classic inline script left in the body').toEqual([]);
  });

  it("lets the page's policy allow exactly its own inline scripts and styles once finished", () => {
    const finished = finishedPage(page);
    const policy = /content-security-policy" content="([^"]*)"/.exec(finished)?.[1] ?? '';
    for (const { tagName, text } of inlineScriptsAndStyles(finished))
      expect(policy, `${tagName}: ${text.slice(0, 60)}…`).toContain(sha256Source(text));
  });

  it('lists the island code the page needs, every file of it in the build', async () => {
    const listed = await withIslandCode(page, '/', (file) => {
      const full = path.join(dir, 'dist', file);
      return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    });
    const urls = JSON.parse(
      new RegExp(`id="${islandCodeId}">(.*?)</script>`).exec(listed)?.[1] ?? '[]',
    ) as string[];
    for (const name of [islandMarkup.code.component, islandMarkup.code.renderer])
      expect(urls, `the island's ${name} in the list`).toContain(island!.attrs[name]);
    expect(urls.length, 'their imports too').toBeGreaterThan(2);
    for (const url of urls) expect(existsSync(path.join(dir, 'dist', url)), url).toBe(true);
  });

  it('drops the sleeping marker once hydrated, and tells of a failed island, as the site expects', () => {
    // Any quotes: Astro 7.3 minified the runtime with "ssr", 7.4 with `ssr`, the same call.
    expect(
      page,
      `Astro's island runtime no longer removes "${islandMarkup.sleeping}": update src/lib/build/island-markup.ts`,
    ).toMatch(new RegExp(`removeAttribute\\((["'\`])${islandMarkup.sleeping}\\1\\)`));
    expect(
      page,
      'Astro no longer dispatches astro:hydration-error: update src/lib/browser/head-script.ts, which listens for it',
    ).toContain('astro:hydration-error');
  });
});
