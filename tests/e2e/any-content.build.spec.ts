import { readProjects } from '../../scripts/lib/site-content.ts';
import { anyContentBuilds } from '../../scripts/lib/test-builds.ts';
import { describeBuild } from '../support/built-pages.ts';
import { expectList, expectRingAt } from '../support/list-and-ring.ts';
import { test } from './fixtures.ts';

/**
 * What any valid content meets, held on builds of content the tests do not own: the owner's own
 * (src/content), and content sets an owner's ordinary edits make from the fixture. Nothing here
 * names a project: the list and the ring are read from the content's `order` numbers, one test for
 * the list and one a project. The same builds also pass html-validate and the byte budgets (npm run
 * test:builds), every page's checks (every-page.build.spec.ts) and the link crawl (links.build.spec.ts).
 */
for (const build of anyContentBuilds) {
  describeBuild(build, (_pages, served) => {
    const slugs = readProjects(build.content).map((project) => project.slug);

    test('the /work list follows the order numbers', async ({ page }) => {
      await expectList(page, served().url, build.base, slugs);
    });

    for (const [index, slug] of slugs.entries()) {
      test(`/work/${slug}: Previous and Next follow the order numbers, round the ring`, async ({ page }) => {
        await expectRingAt(page, served().url, build.base, slugs, index);
      });
    }
  });
}
