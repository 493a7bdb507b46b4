import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servePages } from '../../scripts/lib/pages-server.ts';
import { ownersPublicFiles } from '../builds/content-edits.ts';
import { testBuildPages, testBuildPath, testBuilds } from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

/**
 * The owner's public/ folder is published unchanged at the site's base, read from the build of an
 * owner's first week (tests/builds/test-builds.ts), a project site under /portfolio/ whose public
 * folder holds the owner's files (`ownersPublicFiles`), where a file must keep its path below the
 * base. At the root, the fixture's public files are crawled by links.build.spec.ts. A file that
 * takes the address of one the site makes fails the build, naming both:
 * tests/unit/public-files.test.ts, on the build step itself.
 */
const build = testBuilds.threeProjects;

test(`files in public/ are published unchanged and served under ${build.base}, and an HTML file among them is not a page`, async () => {
  const dist = testBuildPath(build);
  const { url, close } = await servePages(dist, build.base);
  try {
    for (const [file, text] of Object.entries(ownersPublicFiles)) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).toBe(text);
      const response = await fetch(new URL(file, url));
      expect(response.status, `${build.base}${file}`).toBe(200);
      expect(await response.text(), `${build.base}${file}`).toBe(text);
    }
  } finally {
    await close();
  }
  // The site's own pages are held to the page checks; the owner's HTML files are not among them.
  const pages = testBuildPages(build);
  expect(pages).toContain('index.html');
  for (const file of Object.keys(ownersPublicFiles).filter((name) => name.endsWith('.html')))
    expect(pages, file).not.toContain(file);
});
