/**
 * The pages of a test build (npm run test:builds), read when the tests are collected, so that a
 * check of every page becomes tests of a page or a few: each does a bounded amount of work, and
 * fifty projects make more tests, not one test fifty times as long.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages, pageRoute } from '../../scripts/lib/page-weight.ts';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { contentLanguageCodes } from '../../src/lib/content/content-languages.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { pathLanguage, siteLanguages } from '../../src/lib/content/languages.ts';
import { testBuildPath, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import { expect, test } from '../e2e/fixtures.ts';

/** A page of a build: its route under the build's base, e.g. "/portfolio/work/haletale". */
export interface BuiltPage {
  route: string;
  /** The route without the base, for test titles: "/work/haletale". */
  path: string;
  /** Its file in the build folder, e.g. "work/haletale.html". */
  file: string;
  /** The same page's path in the site's default language: "/work/haletale" for "/de/work/haletale". */
  defaultPath: string;
}

/** The languages a test build was made in (owner.md's `languages`). */
const buildLanguages = (build: TestBuild) =>
  siteLanguages(contentLanguageCodes(contentFolder(path.join(repoRoot, build.content))));

/** The build's pages; none when it has not been built (see `describeBuild`). */
export function builtPages(build: TestBuild): BuiltPage[] {
  const dir = testBuildPath(build);
  if (!existsSync(path.join(dir, 'index.html'))) return [];
  const languages = buildLanguages(build);
  return htmlPages(dir).map((file) => ({
    route: pageRoute(file, build.base),
    path: pageRoute(file, '/'),
    file,
    defaultPath: pathLanguage(pageRoute(file, '/'), languages).path,
  }));
}

/**
 * A describe block for one build, its pages served the GitHub Pages way for its tests (`served()`),
 * and `body` given the pages. A build that is missing is one failing test saying how to make it.
 */
export function describeBuild(
  build: TestBuild,
  body: (pages: BuiltPage[], served: () => PagesServer) => void,
): void {
  test.describe(`${build.name} (${build.dir}/, base ${build.base})`, () => {
    const pages = builtPages(build);
    if (pages.length === 0) {
      test('is built', () => {
        expect(pages.length, `${build.dir}/ is missing: run npm run test:builds`).toBeGreaterThan(0);
      });
      return;
    }
    let server: PagesServer | undefined;
    test.beforeAll(async () => {
      server = await servePages(testBuildPath(build), build.base);
    });
    test.afterAll(() => server?.close());
    body(pages, () => server!);
  });
}

const readPage = (build: TestBuild, file: string) => {
  try {
    return readFileSync(path.join(testBuildPath(build), file));
  } catch {
    return undefined;
  }
};

/**
 * The pages of `build` that a check of every page looks at: a page byte for byte the fixture's at
 * the same path (the owner's content while it is still the sample, the pages a write-up leaves
 * alone) is the same page, checked once, as the fixture's; of the pages in another language, one of
 * each kind, translated and not.
 */
export function pagesCheckedOnce(build: TestBuild, pages: BuiltPage[]): BuiltPage[] {
  if (build === testBuilds.root) return pages;
  const languages = buildLanguages(build);
  const kindsSeen = new Set<string>();
  return pages.filter((page) => {
    if (readPage(testBuilds.root, page.file)?.equals(readPage(build, page.file)!)) return false;
    // A page in another language is made by the same code as the default language's: one page of
    // each kind (a project, a note, a technology…), translated and not, stands for the rest.
    const language = pathLanguage(page.path, languages).language;
    if (language.isDefault) return true;
    const kind = [
      language.code,
      page.path.replace(/\/(work|notes|technologies)\/[^/]+$/, '/$1/*'),
      readPage(build, page.file)!.includes('data-untranslated') ? 'untranslated' : 'translated',
    ].join(' ');
    if (kindsSeen.has(kind)) return false;
    kindsSeen.add(kind);
    return true;
  });
}
