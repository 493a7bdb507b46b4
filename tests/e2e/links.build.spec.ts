import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../support/built-pages.ts';
import { crawl } from '../support/crawl.ts';
import { contentRoutes } from '../../scripts/lib/site-content.ts';
import { servePages as serveStatic } from '../../scripts/lib/pages-server.ts';
import { allTestBuilds, testBuildPath } from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

// Every build: the fixture's at both bases, and those of content the tests do not own (the
// owner's, and an owner's edits): what holds here holds for any valid content.
for (const build of allTestBuilds) {
  test(`every internal link and asset resolves: ${build.name} (base ${build.base})`, async () => {
    // Every page and every file it refers to is fetched once: the crawl grows with the content.
    test.setTimeout(30_000 + 1_000 * builtPages(build).length);
    const root = testBuildPath(build);
    expect(
      existsSync(path.join(root, 'index.html')),
      `${build.dir}/ is missing: run npm run test:builds`,
    ).toBe(true);
    const { url, server } = await serveStatic(root, build.base);
    try {
      const result = await crawl(url, build.address ? new URL(build.address.url).origin : undefined);
      const broken = [...result.statuses].filter(([, status]) => status !== 200);
      expect(broken, 'broken internal references').toEqual([]);
      expect(result.outsideBase, 'internal references outside the base').toEqual([]);

      // The crawl reached every page of the content, the resume, a font (named by the stylesheet
      // each page carries inline) and images. Paths as the routes write them: a technology's may
      // hold accents, which URLs carry encoded.
      const visited = [...result.statuses.keys()].map((visitedUrl) =>
        decodeURIComponent(new URL(visitedUrl).pathname).slice(build.base.length),
      );
      for (const route of contentRoutes(build.content)) {
        expect(visited, `route ${route}`).toContain(route.slice(1));
      }
      expect(visited).toContain('resume.pdf');
      expect(visited.some((file) => file.endsWith('.woff2'))).toBe(true);
      expect(visited.some((file) => /\.(avif|webp|jpg|png)$/.test(file))).toBe(true);

      // Every link that opens a new tab keeps the opener and referrer from it (a profile's may be rel="me" too).
      for (const page of result.pages) {
        const html = await (await fetch(page)).text();
        for (const [anchor] of html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)) {
          const rel = /\brel="([^"]*)"/.exec(anchor)?.[1]?.split(/\s+/) ?? [];
          expect(rel, `${anchor} on ${page}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        }
      }

      // Outside links are https only (the crawl lists every http and https one it found).
      for (const { url: external, from } of result.external) {
        expect(new URL(external).protocol, `${external} on ${from}`).toBe('https:');
      }
    } finally {
      server.close();
    }
  });
}
