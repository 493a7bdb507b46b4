import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servePages } from '../../scripts/lib/pages-server.ts';
import { ownerContentDir } from '../../src/lib/content/content-location.ts';
import { keepOnlyTheLastProject } from '../builds/content-edits.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { expect, test } from './fixtures.ts';

/** What an owner drops into public/: a custom domain, a verification page, a .well-known file. */
const ownerFiles: Record<string, string> = {
  CNAME: 'portfolio.example.com\n',
  // Search engines' verification files are HTML that is not a page: it must reach the site as it is.
  'google0123456789abcdef.html': 'google-site-verification: google0123456789abcdef.html',
  '.well-known/assetlinks.json': '[{"relation":["delegate_permission/common.handle_all_urls"]}]\n',
  // A page made elsewhere: none of the build's own steps on pages (styles moved into <head>, the
  // Content-Security-Policy) may touch it.
  'old-cv/index.html':
    '<!doctype html><html><head><title>CV</title></head><body><style>p{color:red}</style><p>CV</p></body></html>\n',
};

/** The owner's public/ folder is published unchanged at the site's base; it may not shadow the site's own files. */
test.describe('files in public/', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
    // The owner's files are what is checked, not the projects: one project is a site to publish
    // them beside, with far fewer images to make than the fixture's all.
    keepOnlyTheLastProject(path.join(site.dir, ownerContentDir));
    for (const [file, text] of Object.entries(ownerFiles)) {
      mkdirSync(path.dirname(path.join(site.dir, 'public', file)), { recursive: true });
      writeFileSync(path.join(site.dir, 'public', file), text);
    }
  });
  test.afterAll(() => site.remove());

  // Under a project site's base, where a file must keep its path below the base; at the root the
  // same copy is a plain one (the fixture at / is crawled, public files included, by links.build.spec.ts).
  for (const base of ['/portfolio/']) {
    test(`are published unchanged and served under ${base}`, async () => {
      const { status, output } = site.build({ BASE_PATH: base });
      expect(status, output).toBe(0);
      const dist = path.join(site.dir, 'dist');
      const { url, close } = await servePages(dist, base);
      try {
        for (const [file, text] of Object.entries(ownerFiles)) {
          expect(readFileSync(path.join(dist, file), 'utf8'), file).toBe(text);
          const response = await fetch(new URL(file, url));
          expect(response.status, `${base}${file}`).toBe(200);
          expect(await response.text(), `${base}${file}`).toBe(text);
        }
      } finally {
        await close();
      }
    });
  }
  // A file that takes the address of one the site makes fails the build, naming both:
  // tests/unit/public-files.test.ts, on the build step itself.
});
