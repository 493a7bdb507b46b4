import { describe, expect, it } from 'vitest';
import { bodyScriptsDeferred } from '../../src/lib/build/body-scripts-deferred.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('bodyScriptsDeferred', () => {
  it("makes the body's inline classic scripts modules, wherever they stand, and changes nothing else", () => {
    const before = page(
      '<script>theme()</script>',
      '<header><div><script>(()=>{island()})()</script><astro-island></astro-island></div></header><main>text</main><SCRIPT type="text/javascript">late()</SCRIPT>',
    );
    expect(bodyScriptsDeferred(before)).toBe(
      page(
        '<script>theme()</script>',
        '<header><div><script type="module">(()=>{island()})()</script><astro-island></astro-island></div></header><main>text</main><SCRIPT type="module">late()</SCRIPT>',
      ),
    );
  });

  it('leaves data blocks, external scripts, modules, SVG scripts and templates as they are', () => {
    const html = page(
      '',
      [
        '<script type="application/ld+json">{}</script>',
        '<script src="/x.js"></script>',
        '<script type="module">m()</script>',
        '<svg><script>s()</script></svg>',
        '<template><script>t()</script></template>',
      ].join(''),
    );
    expect(bodyScriptsDeferred(html)).toBe(html);
  });
});
