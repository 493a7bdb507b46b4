import { existsSync } from 'node:fs';
import path from 'node:path';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';
import { testBuildPath, testBuilds } from '../../scripts/lib/test-builds.ts';
import { axeEveryPage } from '../support/axe.ts';
import { expect, test } from './fixtures.ts';
import { siteRoutes } from './routes.ts';

/**
 * axe on every page of the project-site build (base /portfolio/), in both colour modes: the base
 * changes every URL of the site, and must change nothing a visitor with assistive technology
 * meets. tests/e2e/a11y.spec.ts holds the build at / to the same, with the menu, the screenshot
 * viewer, the preview and a toast open.
 */
const build = testBuilds.portfolio;
let served: PagesServer | undefined;

test.beforeAll(async () => {
  const root = testBuildPath(build);
  expect(existsSync(path.join(root, 'index.html')), `${build.dir}/ is missing: run npm run test:builds`).toBe(
    true,
  );
  served = await servePages(root, build.base);
});

test.afterAll(() => served?.close());

for (const colourMode of ['dark', 'light'] as const) {
  test.describe(`axe under ${build.base}, ${colourMode} mode`, () => {
    test.use({ colourMode });

    test('every page has no violations', async ({ page }) => {
      test.setTimeout(120_000);
      const urls = siteRoutes.map((route) => new URL(route.slice(1), served!.url).href);
      expect(await axeEveryPage(page, urls)).toEqual([]);
    });
  });
}
