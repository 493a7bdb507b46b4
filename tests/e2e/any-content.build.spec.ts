import { existsSync } from 'node:fs';
import path from 'node:path';
import { htmlPages, pageRoute } from '../../scripts/lib/page-weight.ts';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { anyContentBuilds, testBuildPath } from '../../scripts/lib/test-builds.ts';
import { axeEveryPage } from '../support/axe.ts';
import { expectListAndRing } from '../support/list-and-ring.ts';
import { expect, test } from './fixtures.ts';

/**
 * What any valid content meets, held on builds of content the tests do not own: the owner's own
 * (src/content), and content sets made from the fixture by an owner's ordinary edits (one project
 * left; three, added, reordered and retired). Nothing here names a project: the list and the ring
 * are read from the content's `order` numbers. The same builds also pass html-validate and the
 * byte budgets (npm run test:builds) and the link crawl (links.build.spec.ts).
 */
for (const build of anyContentBuilds) {
  test.describe(`${build.name} (${build.content}, base ${build.base})`, () => {
    const dist = testBuildPath(build);
    let served: PagesServer | undefined;
    test.beforeAll(async () => {
      expect(
        existsSync(path.join(dist, 'index.html')),
        `${build.dir}/ is missing: run npm run test:builds`,
      ).toBe(true);
      served = await servePages(dist, build.base);
    });
    test.afterAll(() => served?.close());

    test('the /work list and every Previous/Next follow the order numbers', async ({ page }) => {
      const slugs = readProjects(build.content).map((project) => project.slug);
      await expectListAndRing(page, served!.url, build.base, slugs);
    });

    for (const colourMode of ['dark', 'light'] as const) {
      test.describe(`${colourMode} mode`, () => {
        test.use({ colourMode });

        test('axe finds nothing on any page', async ({ page }) => {
          test.setTimeout(120_000);
          const urls = htmlPages(dist).map(
            (file) => new URL(pageRoute(file, build.base), served!.origin).href,
          );
          expect(await axeEveryPage(page, urls)).toEqual([]);
        });
      });
    }
  });
}
