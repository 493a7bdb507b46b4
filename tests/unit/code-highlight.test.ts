import Color from 'colorjs.io';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { createHighlighter, type ShikiTransformer } from 'shiki';
import type { Element, ElementContent, Root } from 'hast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import siteConfig from '../../astro.config.mjs';
import {
  codeBlockClasses,
  codeRegionName,
  codeTheme,
  codeTokenClass,
  codeTokenKinds,
  languageName,
  tokenKindOf,
} from '../../src/lib/build/code-highlight.ts';
import { untimedTokenizing } from '../../src/lib/build/untimed-highlight.ts';
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

  /** Every element of a highlighted block, with its properties, as hast gives them. */
  const elementsOf = (node: ElementContent | Root): Element[] => {
    if (node.type !== 'element' && node.type !== 'root') return [];
    const children = node.children as ElementContent[];
    return [...(node.type === 'element' ? [node] : []), ...children.flatMap(elementsOf)];
  };

  it.each(Object.entries(samples))(
    '%s: token colours become classes, with no style anywhere',
    async (lang, code) => {
      const elements = elementsOf((await highlighter).codeToHast(code, asTheSiteDoes(lang)));
      expect(elements.filter((element) => 'style' in element.properties)).toEqual([]);
      const classes = elements.flatMap((element) =>
        element.tagName === 'span' ? [String(element.properties.className)] : [],
      );
      expect(classes.length, 'some tokens are coloured').toBeGreaterThan(0);
      expect(classes.filter((name) => !codeTokenKinds.some((kind) => codeTokenClass(kind) === name))).toEqual(
        [],
      );
      // The block is a named region the keyboard reaches, and it scrolls.
      const pre = elements.find((element) => element.tagName === 'pre')!;
      expect(pre.properties).toMatchObject({
        tabindex: 0,
        role: 'group',
        'aria-label': codeRegionName(lang),
      });
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

describe("code through Astro's Markdown pipeline, as the build colours it", () => {
  const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;
  const markdown = [
    fence(
      'tsx',
      'export function Badge({ n }: { n: number }) {\n  return <Text style={styles.badge}>{n}</Text>;\n}',
    ),
    fence('ts', 'const retries = [2000, 4000, 8000].map((ms) => ms * 2); // backing off'),
  ].join('\n\n');
  const shikiConfig = siteConfig.markdown!.shikiConfig!;
  const render = async (transformers: ShikiTransformer[]) => {
    const processor = await createSatteriMarkdownProcessor({
      syntaxHighlight: 'shiki',
      shikiConfig: { ...shikiConfig, transformers },
    });
    return (await processor.render(markdown)).code;
  };
  /** A machine so busy that a second passes between any two readings of the clock. */
  const busyClock = () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
  };
  afterEach(() => vi.restoreAllMocks());

  it('is the same, byte for byte, on a quiet machine and on one where every line takes a second', async () => {
    const transformers = shikiConfig.transformers ?? [];
    expect(transformers.map((transformer) => transformer.name)).toContain(untimedTokenizing().name);
    const quiet = await render(transformers);
    busyClock();
    expect(await render(transformers)).toBe(quiet);
    // What the site's transformer prevents: Shiki's own limit gives up on every line.
    const limited = await render(
      transformers.filter((transformer) => transformer.name !== untimedTokenizing().name),
    );
    expect(limited).not.toBe(quiet);
  });
});
