import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptsAndStyles } from '../../src/lib/build/page-head.ts';
import { minifyInlineScripts } from '../../src/lib/build/minify-inline-scripts.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

// As Astro writes an is:inline script with define:vars.
const defineVars = `(function(){const greeting = "hello";
  const shout = (words) => {
    // a comment
    return words.toUpperCase() + '!';
  };
  result = shout(greeting);
})();`;

describe('minifyInlineScripts', () => {
  it('minifies a script the browser runs, and it does the same', () => {
    const html = minifyInlineScripts(page(`<script>${defineVars}</script>`));
    const [script] = inlineScriptsAndStyles(html);
    expect(script!.text.length).toBeLessThan(defineVars.length * 0.8);
    expect(script!.text).not.toContain('comment');
    const [before, after] = [defineVars, script!.text].map((code) => {
      const context = { result: '' };
      runInNewContext(code, context);
      return context.result;
    });
    expect(after).toBe('HELLO!');
    expect(after).toBe(before);
  });

  it('minifies module scripts and those in a template; leaves data blocks, external scripts and the rest of the page as they are', () => {
    const data = '<script type="application/ld+json">{ "@type": "Person" }</script>';
    const external = '<script type="module" src="/a.js"></script>';
    const html = page(
      `<p>  two  spaces  </p>${data}${external}<script type="module">const a = 1;\nexport {};</script><template><script>let   b = 2;</script></template>`,
    );
    const minified = minifyInlineScripts(html);
    expect(minified).toContain('<p>  two  spaces  </p>');
    expect(minified).toContain(data);
    expect(minified).toContain(external);
    // A module's names are its own to shorten; a classic script's top level is the page's globals.
    expect(minified).toMatch(/<script type="module">const \w=1;export\{\};<\/script>/);
    expect(minified).toContain('<template><script>let b=2;</script></template>');
    expect(minifyInlineScripts(minified)).toBe(minified);
  });
});
