import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../../src/integrations/inline-script.ts';
import { embedLoadAttribute, embedStateAttribute } from '../../src/lib/browser/embed.ts';
import { colourModeKey, splashSeenKey } from '../../src/lib/browser/preferences.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { themeColour } from '../../src/styles/tokens.ts';

/** The <head> script's text as a page carries it, through the build's own plugin. */
async function headScript(): Promise<string> {
  const plugin = inlineScript();
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
  const module = await load.call(
    { addWatchFile: () => {} },
    `${import.meta.dirname}/../../src/lib/browser/head-script.ts?inline-script`,
  );
  return JSON.parse(/^export default (.*);$/s.exec(module)![1]!) as string;
}

/** jsdom, which the tests' DOM environment is (its types are not installed). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis };
};

/**
 * A page with the script inline in its <head>, run as a browser runs it, before the body is
 * parsed, with what storage holds.
 */
async function pageWith(storage: Record<string, string>, body = '') {
  const code = await headScript();
  const html = (script: string) =>
    `<!doctype html><html data-theme="dark"><head><meta name="theme-color" content="${themeColour.dark}">${script}</head><body>${body}</body></html>`;
  const options = { runScripts: 'dangerously', url: 'http://localhost/', pretendToBeVisual: true };
  const { window } = new JSDOM(html(`<script>${code}</script>`), {
    ...options,
    beforeParse: (page: Window) => {
      for (const [key, value] of Object.entries(storage))
        (key === colourModeKey ? page.localStorage : page.sessionStorage).setItem(key, value);
      page.matchMedia = () => ({ matches: true }) as MediaQueryList;
    },
  });
  return window;
}

describe('the <head> script, as a page gets it', () => {
  it('is one classic script, minified, that imports nothing', async () => {
    const code = await headScript();
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code.split('\n')).toHaveLength(1);
  });

  it('applies the remembered mode before anything paints, and marks that scripts run', async () => {
    const window = await pageWith({ [colourModeKey]: 'light', [splashSeenKey]: '1' });
    const root = window.document.documentElement;
    expect(root.getAttribute(rootAttributes.colourMode)).toBe('light');
    expect(window.document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      themeColour.light,
    );
    expect(root.hasAttribute(rootAttributes.scripts)).toBe(true);
  });

  it('flips the mode at every tap on the theme button, whatever else listens to it', async () => {
    const window = await pageWith(
      { [splashSeenKey]: '1' },
      '<button type="button" data-colour-mode-toggle>Change theme color</button>',
    );
    const button = window.document.querySelector('button')!;
    const mode = () => window.document.documentElement.getAttribute(rootAttributes.colourMode);
    button.click();
    expect(mode()).toBe('light');
    expect(window.localStorage.getItem(colourModeKey)).toBe('light');
    // The island, awake, only shows the change: the tap is still the script's alone.
    button.addEventListener('click', (event: Event) => event.preventDefault());
    button.click();
    expect(mode()).toBe('dark');
  });

  it('loads an embed at a tap on its button: busy, its frame made, a second tap ignored', async () => {
    const window = await pageWith(
      { [splashSeenKey]: '1' },
      `<div ${embedStateAttribute}="preview" data-embed-url="https://example.com/" data-embed-title="Example" data-embed-sandbox="allow-scripts"><div><button type="button" ${embedLoadAttribute}>Load Example</button></div><p role="status" data-loading="Loading Example…" data-refused="No" data-retry="Try again"></p></div>`,
    );
    const button = window.document.querySelector('button')!;
    button.click();
    button.click();
    const root = window.document.querySelector(`[${embedStateAttribute}]`)!;
    expect(root.getAttribute(embedStateAttribute)).toBe('loading');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(window.document.querySelector('[role="status"]')?.textContent).toBe('Loading Example…');
    const frames = [...window.document.querySelectorAll('iframe')];
    expect(frames.map((frame) => [frame.src, frame.title, frame.getAttribute('sandbox')])).toEqual([
      ['https://example.com/', 'Example', 'allow-scripts'],
    ]);
  });

  it("copies a code block's text at a tap and says so in the block's status, then no more", async () => {
    const window = await pageWith(
      { [splashSeenKey]: '1' },
      '<div data-code-block><button type="button" data-copy="">Copy</button><pre>npm test</pre><span role="status" data-copied="Code copied" data-failed="Could not copy"></span></div>',
    );
    const written: string[] = [];
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
    });
    const button = window.document.querySelector('button')!;
    button.click();
    expect(button.getAttribute('data-copy-state'), 'from the tap').toBe('copying');
    await new Promise((resolve) => setTimeout(resolve));
    expect(written).toEqual(['npm test']);
    expect(button.getAttribute('data-copy-state')).toBe('copied');
    expect(window.document.querySelector('[role="status"]')?.textContent).toBe('Code copied');
  });
});
