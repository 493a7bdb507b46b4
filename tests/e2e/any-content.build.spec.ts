import { readProjects } from '../../scripts/lib/site-content.ts';
import { anyContentBuilds, testBuildPath } from '../builds/test-builds.ts';
import { builtPages } from '../support/built-pages.ts';
import { expectListAndRing } from '../support/list-and-ring.ts';
import { expect, test } from './fixtures.ts';

/**
 * What any valid content meets, held on builds of content the tests do not own: the owner's own
 * (src/content), and content sets an owner's ordinary edits make from the fixture. Nothing here
 * names a project: the list and the ring are read from the content's `order` numbers. The same
 * builds also pass html-validate and the byte budgets (npm run test:builds), every page's checks
 * (every-page.build.spec.ts) and the link crawl (links.build.spec.ts).
 */
for (const build of anyContentBuilds) {
  test(`${build.name}: the /work list and every Previous/Next follow the order numbers`, () => {
    const pages = builtPages(build).length;
    expect(pages, `${build.dir}/ is missing: run npm run test:builds`).toBeGreaterThan(0);
    // A file read for each page.
    test.setTimeout(10_000 + 100 * pages);
    const slugs = readProjects(build.content).map((project) => project.slug);
    expectListAndRing(testBuildPath(build), build.base, slugs);
  });
}
