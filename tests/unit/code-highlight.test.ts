import Color from 'colorjs.io';
import { createHighlighter } from 'shiki';
import type { ElementContent, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import {
  codeBlockClasses,
  codeRegionName,
  codeTheme,
  codeTokenClass,
  codeTokenKinds,
  languageName,
  tokenKindOf,
} from '../../src/lib/build/code-highlight.ts';
import { darkCodeColours, lightCodeColours, type CodeColours } from '../../src/styles/tokens.ts';

const contrast = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21');

describe('the code colours', () => {
  it.each([
    ['dark', darkCodeColours],
    ['light', lightCodeColours],
  ] as [string, CodeColours][])(
    '%s: the text and every kind of token meet WCAG AA (4.5:1) against the block',
    (_mode, colours) => {
      const { background, ...inks } = colours;
      const failing = Object.entries(inks)
        .map(([kind, ink]) => ({ kind, ratio: Number(contrast(ink, background).toFixed(2)) }))
        .filter(({ ratio }) => ratio < 4.5);
      expect(failing).toEqual([]);
    },
  );

  it('give every kind of token of the theme a colour in both modes', () => {
    expect(Object.keys(lightCodeColours).sort()).toEqual(Object.keys(darkCodeColours).sort());
    const themeKinds = JSON.stringify(codeTheme)
      .match(/--code-token-[a-z-]+/g)!
      .map((name) => name.replace('--code-token-', ''));
    expect([...new Set(themeKinds)].sort()).toEqual([...codeTokenKinds].sort());
  });
});

describe('highlighted code', () => {
  const samples = {
    ts: "export const sum = (a: number, b: number): number => a + b; // adds\nconst s = 'x';",
    tsx: 'export function Badge({ n }: { n: number }) {\n  return <Text style={styles.badge}>{n}</Text>;\n}',
    bash: 'npx expo start --clear && echo "done" # comment',
    json: '{ "retry": { "firstDelayMs": 2000 }, "ok": true }',
    diff: '- old line\n+ new line',
  };
  const highlighter = createHighlighter({ themes: [codeTheme], langs: Object.keys(samples) });
  const asTheSiteDoes = (lang: string) => ({
    lang,
    theme: codeTheme.name!,
    transformers: [codeBlockClasses()],
  });

  it.each(Object.entries(samples))(
    '%s: token colours become classes, with no style anywhere',
    async (lang, code) => {
      const html = (await highlighter).codeToHtml(code, asTheSiteDoes(lang));
      expect(html).not.toMatch(/\sstyle=/);
      const classes = [...html.matchAll(/class="(code-[a-z-]+)"/g)].map((match) => match[1]);
      expect(classes.length, 'some tokens are coloured').toBeGreaterThan(0);
      expect(classes.every((name) => codeTokenKinds.some((kind) => codeTokenClass(kind) === name))).toBe(
        true,
      );
      // The block is a named region the keyboard reaches, and it scrolls.
      expect(html).toMatch(
        new RegExp(`<pre[^>]* tabindex="0"[^>]* role="group" aria-label="${codeRegionName(lang)}"`),
      );
      expect(
        html
          .replace(/<[^>]+>/g, '')
          .replace(/&#x3C;/g, '<')
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"'),
      ).toContain(code.split('\n')[0]!.slice(0, 10));
    },
  );

  it.each(Object.entries(samples))(
    '%s: the same text with fewer spans: no line wrapper, no plain token, no two of one kind side by side',
    async (lang, code) => {
      const tree = (await highlighter).codeToHast(code, asTheSiteDoes(lang));
      // Each element's children in order: a span as its class, anything else as ''.
      const rows: string[][] = [];
      let text = '';
      const walk = (node: ElementContent | Root, row: string[]) => {
        if (node.type === 'text') text += node.value;
        row.push(node.type === 'element' && node.tagName === 'span' ? String(node.properties.className) : '');
        if (!('children' in node)) return;
        rows.push([]);
        const children = rows.at(-1)!;
        for (const child of node.children) walk(child as ElementContent, children);
      };
      walk(tree, []);
      expect(text).toBe(code);
      const spans = rows.flat().filter((name) => name !== '');
      expect(spans.length, 'some tokens are coloured').toBeGreaterThan(0);
      expect(spans.filter((name) => !name.startsWith('code-'))).toEqual([]);
      expect(rows.filter((row) => row.some((name, i) => name !== '' && name === row[i + 1]))).toEqual([]);
    },
  );

  it('names languages as people know them', () => {
    expect(languageName('ts')).toBe('TypeScript');
    expect(languageName('tsx')).toBe('TSX');
    expect(languageName('bash')).toBe('Shell');
    expect(languageName('json')).toBe('JSON');
    expect(languageName('plaintext')).toBe('Text');
    expect(languageName(undefined)).toBe('Text');
    expect(codeRegionName('ts')).toBe('TypeScript code');
  });

  it('reads the kind of token from the colour Shiki gives it', () => {
    expect(tokenKindOf('var(--code-token-keyword)')).toBe('keyword');
    expect(tokenKindOf('var(--code-token-string-expression)')).toBe('string-expression');
    expect(tokenKindOf('var(--code-foreground)')).toBeUndefined();
    expect(tokenKindOf('#ff0000')).toBeUndefined();
  });
});
