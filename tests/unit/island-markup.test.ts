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
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertIslandMarkupFor,
  islandCodeAttributes,
  islandMarkup,
  islandMarkupReadFrom,
} from '../../src/lib/build/island-markup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const installedAstro = (createRequire(import.meta.url)('astro/package.json') as { version: string }).version;

type Element = DefaultTreeAdapterTypes.Element;

/** Every element of a parsed page, templates' contents included. */
function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => {
    if (!('tagName' in child)) return [];
    const inner = child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child;
    return [child, ...elements(inner)];
  });
}

/**
 * A real Astro build of the smallest site with an island: one page, one React component hydrating
 * with a client directive, and a script that runs before hydration (which gives the island its
 * before-hydration URL). What it writes is what src/lib/build/island-markup.ts must name.
 */
describe("Astro's island markup, read from a real build", () => {
  let dir = '';
  let page = '';
  let island: Element | undefined;
  let found = '';

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'island-markup-'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src/Counter.tsx'),
      "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
    );
    writeFileSync(
      path.join(dir, 'src/pages/index.astro'),
      '---\nimport Counter from \'../Counter.tsx\';\n---\n<html lang="en"><head><title>Island</title></head><body><Counter client:idle /></body></html>\n',
    );
    writeFileSync(
      path.join(dir, 'astro.config.mjs'),
      [
        "import react from '@astrojs/react';",
        'const beforeHydration = {',
        "  name: 'before-hydration',",
        "  hooks: { 'astro:config:setup': ({ injectScript }) => injectScript('before-hydration', 'globalThis.ready = true;') },",
        '};',
        'export default { integrations: [react(), beforeHydration] };',
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
    const all = elements(parse(page));
    island = all.find((element) => element.tagName === islandMarkup.element);
    found = all
      .filter((element) => element.tagName.includes('-'))
      .map((element) => `<${element.tagName} ${element.attrs.map((attr) => attr.name).join(' ')}>`)
      .join(', ');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`wraps the island in <${islandMarkup.element}>`, () => {
    expect(
      island,
      `no <${islandMarkup.element}>; the page's custom elements: ${found || 'none'}`,
    ).toBeDefined();
  });

  it('marks it sleeping and names its directive and its code, each a file of the build', () => {
    const attributes = new Map(island?.attrs.map((attr) => [attr.name, attr.value]));
    const missing = [
      islandMarkup.sleeping,
      islandMarkup.client,
      islandMarkup.props,
      ...islandCodeAttributes,
    ].filter((name) => !attributes.has(name));
    expect(missing, `attributes missing on <${islandMarkup.element}>; it has: ${found}`).toEqual([]);
    expect(attributes.get(islandMarkup.client)).toBe('idle');
    for (const name of islandCodeAttributes) {
      const url = attributes.get(name) ?? '';
      expect(existsSync(path.join(dir, 'dist', url)), `${name}="${url}" is not a file of the build`).toBe(
        true,
      );
    }
  });

  it('drops the sleeping marker once the island has hydrated (its runtime, inlined in the page, says so)', () => {
    expect(page, `Astro's island runtime no longer removes "${islandMarkup.sleeping}"`).toContain(
      `removeAttribute("${islandMarkup.sleeping}")`,
    );
  });
});

describe('the version check', () => {
  it(`was read from the Astro installed, or its minor (${islandMarkupReadFrom})`, () => {
    expect(() => assertIslandMarkupFor(installedAstro)).not.toThrow();
  });

  it.each(['7.4.0', '8.0.0', '7.2.9'])(
    'refuses Astro %s, saying what to run and what to update',
    (version) => {
      expect(() => assertIslandMarkupFor(version)).toThrow(
        new RegExp(
          `this is Astro ${version.replaceAll('.', '\\.')}[\\s\\S]*island-markup\\.test\\.ts[\\s\\S]*islandMarkupReadFrom`,
        ),
      );
    },
  );

  it('accepts a patch release of the same minor', () => {
    const [major, minor] = islandMarkupReadFrom.split('.');
    expect(() => assertIslandMarkupFor(`${major}.${minor}.99`)).not.toThrow();
  });
});
