/**
 * The pages of a test build (npm run test:builds), read when the tests are collected, so that a
 * check of every page becomes tests of a page or a few: each does a bounded amount of work, and
 * fifty projects make more tests, not one test fifty times as long.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageRoute } from '../../scripts/lib/page-weight.ts';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { contentLanguageCodes } from '../../src/lib/content/content-languages.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { pathLanguage, siteLanguages } from '../../src/lib/content/languages.ts';
import * as elementIds from '../../src/lib/markup/element-ids.ts';
import { testBuildPages, testBuildPath, testBuilds, type TestBuild } from '../builds/test-builds.ts';
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
  /** Its language's code, when it is not the site's default: "de" for "/de/work/haletale". */
  otherLanguage?: string;
}

/** The languages a test build was made in (owner.md's `languages`). */
export const buildLanguages = (build: TestBuild) =>
  siteLanguages(contentLanguageCodes(contentFolder(path.join(repoRoot, build.content))));

/** The build's pages; none when it has not been built (see `describeBuild`). */
export function builtPages(build: TestBuild): BuiltPage[] {
  const dir = testBuildPath(build);
  if (!existsSync(path.join(dir, 'index.html'))) return [];
  const languages = buildLanguages(build);
  return testBuildPages(build).map((file) => {
    const shown = pageRoute(file, '/');
    const { language, path: defaultPath } = pathLanguage(shown, languages);
    return {
      route: pageRoute(file, build.base),
      path: shown,
      file,
      defaultPath,
      ...(language.isDefault ? {} : { otherLanguage: language.code }),
    };
  });
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
 * alone) is the same page, checked once, as the fixture's.
 */
export function pagesCheckedOnce(build: TestBuild, pages: BuiltPage[]): BuiltPage[] {
  if (build === testBuilds.root) return pages;
  return pages.filter((page) => !readPage(testBuilds.root, page.file)?.equals(readPage(build, page.file)!));
}

/** The ids of the parts a page may carry (a project's embed, its screenshots, a technology's notes…). */
const partIds: string[] = Object.values(elementIds).flatMap((value) =>
  typeof value === 'string' ? [value] : Object.values(value),
);

/**
 * The kind of a page: the template that makes it, from its path in the default language without the
 * base ("/work/haletale" and "/work/quote-kong" are both "/work/*"; "/work", "/" and "/404" are each
 * their own), and the parts of that template it shows (a project with an embed and one with
 * screenshots are two kinds).
 */
export function pageKind(page: Pick<BuiltPage, 'defaultPath'>, html: string): string {
  const parts = partIds.filter((id) => html.includes(` id="${id}"`));
  return [templateOf(page), ...parts].join(' ');
}

/** The template that makes a page, from its path in the default language: "/work/*" for "/de/work/haletale". */
function templateOf({ defaultPath }: Pick<BuiltPage, 'defaultPath'>): string {
  const [first, ...rest] = defaultPath.split('/').filter(Boolean);
  return first === undefined ? '/' : `/${first}${rest.length ? '/*' : ''}`;
}

/**
 * A page's kind with its language. A page in another language is made by the same template as the
 * default language's, with the same parts (an embed, screenshots), which the default language's
 * pages stand for; what differs is its words, its direction, and whether its content is translated
 * yet (untranslated content, marked `data-untranslated`, carries a notice and its own `lang`). So
 * such a page's kind is its language, its template and whether it is translated.
 */
function kindInLanguage(page: BuiltPage, html: string): string {
  if (!page.otherLanguage) return pageKind(page, html);
  return [
    page.otherLanguage,
    templateOf(page),
    html.includes('data-untranslated') ? 'untranslated' : 'translated',
  ].join(' ');
}

/**
 * One page of each kind among `pages`: the largest, which holds the most of the owner's content (a
 * long case study, the technology with the most projects). Pages of one kind share their markup,
 * styles and scripts, so the checks of those need one of them; what varies with the content is held
 * on every page by the build's own checks (html-validate, the byte budgets, the body lint, the link
 * crawl).
 */
export function onePageOfEachKind(build: TestBuild, pages: BuiltPage[]): SizedPage[] {
  return [...largestOfEachKind([build], () => pages, kindInLanguage).values()].map(({ page }) => page);
}

/** A built page and the bytes of its HTML. */
export type SizedPage = BuiltPage & { bytes: number };

/**
 * One page of each kind among all the pages of `builds` (`pagesOf` each): the largest of any build,
 * by kind (`kindOf`, the template's unless told), with the build it is in.
 */
export function largestOfEachKind(
  builds: readonly TestBuild[],
  pagesOf: (build: TestBuild) => BuiltPage[],
  kindOf: (page: BuiltPage, html: string) => string = pageKind,
): Map<string, { build: TestBuild; page: SizedPage }> {
  const largest = new Map<string, { build: TestBuild; page: SizedPage }>();
  for (const build of builds)
    for (const page of pagesOf(build)) {
      const html = readPage(build, page.file)?.toString('utf8') ?? '';
      const kind = kindOf(page, html);
      if (html.length > (largest.get(kind)?.page.bytes ?? -1))
        largest.set(kind, { build, page: { ...page, bytes: html.length } });
    }
  return largest;
}
