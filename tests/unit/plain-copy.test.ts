import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainCopy, plainCopyServer } from '../../scripts/lib/plain-copy.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Trailhead &amp; Sync</title>` +
  `<link rel="stylesheet" href="/_astro/site.css"><style>p{color:red}</style><script>document.x=1</script>` +
  `</head><body>${body}</body></html>`;

describe('plainCopy', () => {
  it("keeps the page's <main>, its language and title, and none of the site's code or style", () => {
    const copy = plainCopy(
      page(
        '<header><nav>Menu</nav></header>' +
          '<main class="m"><h1 style="color:blue">Trailhead</h1><script type="module">run()</script>' +
          '<p>Text <code>x</code></p><style>.a{}</style><picture><img src="/_astro/a.webp" alt="A"></picture>' +
          '<template><p>later</p></template><link rel="stylesheet" href="/x.css"></main>' +
          '<footer>Footer</footer><div id="splash-screen">Splash</div><script type="module">hydrate()</script>',
      ),
    );
    expect(copy).toBe(
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Trailhead &amp; Sync</title>' +
        '</head><body><main class="m"><h1>Trailhead</h1><p>Text <code>x</code></p>' +
        '<picture><img src="/_astro/a.webp" alt="A"></picture></main></body></html>',
    );
  });

  it("copies the body's content when the page has no <main>", () => {
    const copy = plainCopy(page('<h1>Not found</h1><script>x()</script>'));
    expect(copy).toContain('<body><h1>Not found</h1></body>');
    expect(copy).not.toContain('<script');
  });
});

describe('plainCopyServer', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("serves a page's copy beside the build's files, under the base, without writing into the build", async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'plain-copy-build-'));
    dirs.push(build);
    mkdirSync(path.join(build, 'work'));
    mkdirSync(path.join(build, '_astro'));
    const original = page('<main><p>Trailhead</p></main>');
    writeFileSync(path.join(build, 'work', 'trailhead.html'), original);
    writeFileSync(path.join(build, '_astro', 'a.css'), 'p{}');
    const copies = await plainCopyServer(build, '/portfolio/');
    try {
      const url = copies.copyOf('work/trailhead.html');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portfolio\/[^/]+$/);
      const copy = await fetch(url);
      expect(copy.status).toBe(200);
      expect(await copy.text()).toContain('<main><p>Trailhead</p></main>');
      const asset = await fetch(new URL('/portfolio/_astro/a.css', url));
      expect(await asset.text()).toBe('p{}');
    } finally {
      await copies.close();
    }
    expect(readFileSync(path.join(build, 'work', 'trailhead.html'), 'utf8')).toBe(original);
    expect(readdirSync(build, { recursive: true }).sort()).toEqual([
      '_astro',
      path.join('_astro', 'a.css'),
      'work',
      path.join('work', 'trailhead.html'),
    ]);
  });
});
