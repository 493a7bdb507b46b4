/**
 * A site in three languages, read from the test builds' files (npm run test:builds): the owner's
 * first week (the three-project content set, `ownersFirstWeek`, under /portfolio/) offers English,
 * German and Arabic (`offerLanguages`), with the owner's texts, two projects and a note in German,
 * one project in Arabic, and the rest not translated. Every page is there in every language, with
 * its `lang` and `dir`, its own canonical, reciprocal hreflang alternates and the sitemap's, og:locale,
 * JSON-LD's inLanguage, a switcher to the same page, and a notice where its text is the default
 * language's; nothing redirects. Every other build names one language and has none of it. What a
 * visitor does with the languages: tests/engines/languages.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { copyContent } from '../../scripts/lib/fixture-content.ts';
import { contentRoutes, readNotes, readProjects, repoRoot } from '../../scripts/lib/site-content.ts';
import { contentLanguageCodes } from '../../src/lib/content/content-languages.ts';
import { contentDirVariable, contentFolder } from '../../src/lib/content/content-location.ts';
import {
  localisedPath,
  openGraphLocale,
  siteLanguages,
  type SiteLanguage,
} from '../../src/lib/content/languages.ts';
import { unindexedPaths } from '../../src/lib/content/routes.ts';
import { joinBase } from '../../src/lib/content/urls.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { firstWeekLanguages, fixtureTranslations } from '../builds/content-edits.ts';
import {
  allTestBuilds,
  editedContentRoot,
  netlifyAddress,
  testBuildPath,
  testBuilds,
} from '../builds/test-builds.ts';
import { buildLanguages, builtPages } from '../support/built-pages.ts';
import { expect, test } from './fixtures.ts';

const build = testBuilds.threeProjects;
const dist = testBuildPath(build);
const site = new URL(build.base, netlifyAddress.url).href;
const languages = siteLanguages(contentLanguageCodes(contentFolder(path.join(repoRoot, build.content))));
const [english, german] = languages as [SiteLanguage, SiteLanguage, SiteLanguage];
/** The pages of the default language, without the base: '/', '/work', '/work/<slug>'… */
const routes = contentRoutes(build.content);
const indexed = routes.filter((route) => !unindexedPaths.includes(route));

const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const html = (route: string): CheerioAPI => load(readFileSync(path.join(dist, fileOf(route)), 'utf8'));
const absolute = (route: string) => new URL(joinBase(build.base, route).slice(1), new URL('/', site)).href;
/** What a file of the translations fixture says, for the pages made from it. */
const translated = (file: string) => readFileSync(path.join(repoRoot, fixtureTranslations, file), 'utf8');
const frontmatterTitle = (file: string) => /^title: (.+)$/m.exec(translated(file))![1]!;

test('the three-project content set offers English, German and Arabic, some of it translated and some not', () => {
  expect(languages.map(({ code, dir }) => `${code} ${dir}`)).toEqual(['en ltr', 'de ltr', 'ar rtl']);
  expect(languages.map(({ code }) => code)).toEqual([...firstWeekLanguages]);
  const projects = readProjects(build.content).map((project) => project.slug);
  expect(projects).toHaveLength(3);
  const translatedIn = (code: string) =>
    readdirSync(path.join(repoRoot, build.content, 'projects')).filter((name) =>
      name.endsWith(`.${code}.mdx`),
    );
  expect(translatedIn('de').length).toBeGreaterThan(0);
  expect(translatedIn('de').length).toBeLessThan(projects.length);
  expect(translatedIn('ar').length).toBeGreaterThan(0);
});

test('every page is there in every language, at the same path under its code and the base, and no page redirects', () => {
  const pages = builtPages(build).map((page) => page.path);
  for (const language of languages) {
    for (const route of routes) {
      const shown = localisedPath(route, language);
      expect(pages, `${shown} in ${language.code}`).toContain(shown);
    }
  }
  // Nothing but the languages' pages and the default's: the 404 page is one for the whole site.
  const expected = new Set([
    '/404',
    ...languages.flatMap((language) => routes.map((route) => localisedPath(route, language))),
  ]);
  expect(pages.filter((page) => !expected.has(page))).toEqual([]);
  for (const page of pages) {
    const source = readFileSync(path.join(dist, fileOf(page)), 'utf8');
    expect(source, `${page} refreshes to another address`).not.toMatch(/http-equiv=["']?refresh/i);
    expect(source, `${page} reads the browser's language`).not.toMatch(/navigator\.languages?\b/);
  }
});

for (const language of languages) {
  test(`${language.code}: every page has lang="${language.code}" and dir="${language.dir}", its own canonical, hreflang for every language and x-default, and og:locale`, () => {
    for (const route of routes) {
      const shown = localisedPath(route, language);
      const $ = html(shown);
      expect($('html').attr('lang'), shown).toBe(language.code);
      expect($('html').attr('dir'), shown).toBe(language.dir);
      expect($('meta[property="og:locale"]').attr('content'), shown).toBe(openGraphLocale(language.code));
      expect(
        $('meta[property="og:locale:alternate"]')
          .map((_, meta) => $(meta).attr('content'))
          .get(),
        shown,
      ).toEqual(languages.filter((other) => other !== language).map((other) => openGraphLocale(other.code)));
      const alternates = $('link[rel="alternate"][hreflang]')
        .map((_, link) => `${$(link).attr('hreflang')} ${$(link).attr('href')}`)
        .get();
      if (!indexed.includes(route)) {
        // Kept out of search results: no canonical, so no alternates either.
        expect($('link[rel="canonical"]').length, shown).toBe(0);
        expect(alternates, shown).toEqual([]);
        continue;
      }
      expect($('link[rel="canonical"]').attr('href'), shown).toBe(absolute(shown));
      // The same list on the page in every language: each names all, itself included (reciprocal).
      expect(alternates, shown).toEqual([
        ...languages.map((other) => `${other.code} ${absolute(localisedPath(route, other))}`),
        `x-default ${absolute(route)}`,
      ]);
    }
  });

  test(`${language.code}: the footer's switcher leads to the same page in each language, each named in itself with lang and hreflang`, () => {
    for (const route of routes) {
      const shown = localisedPath(route, language);
      const $ = html(shown);
      const switcher = $(`footer nav[aria-label="${wordsFor(language.code).words.languages.switcher}"]`);
      expect(switcher.length, shown).toBe(1);
      const entries = switcher
        .find('li > *')
        .map((_, entry) => ({
          name: $(entry).text().trim(),
          lang: $(entry).attr('lang'),
          hreflang: $(entry).attr('hreflang') ?? null,
          href: $(entry).attr('href') ?? null,
          current: $(entry).attr('aria-current') ?? null,
        }))
        .get();
      expect(entries, shown).toEqual(
        languages.map((other) =>
          other === language
            ? { name: other.name, lang: other.code, hreflang: null, href: null, current: 'true' }
            : {
                name: other.name,
                lang: other.code,
                hreflang: other.code,
                href: encodeURI(joinBase(build.base, localisedPath(route, other))),
                current: null,
              },
        ),
      );
    }
  });
}

test('the sitemap names each page with its alternates in every language and the x-default, and leaves out the search pages', () => {
  const sitemaps = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const $ = load(sitemaps.map((name) => readFileSync(path.join(dist, name), 'utf8')).join(''), { xml: true });
  const entries = new Map(
    $('url')
      .map((_, url) => [
        [
          $(url).children('loc').text(),
          $(url)
            .children('xhtml\\:link')
            .map((__, link) => `${$(link).attr('hreflang')} ${$(link).attr('href')}`)
            .get(),
        ],
      ])
      .get() as [string, string[]][],
  );
  const expected = languages.flatMap((language) =>
    indexed.map((route) => absolute(localisedPath(route, language)).replace(/\/$/, '') || absolute('/')),
  );
  const normalise = (url: string) => url.replace(/\/$/, '');
  expect([...entries.keys()].map(normalise).toSorted()).toEqual(expected.map(normalise).toSorted());
  for (const [loc, links] of entries) {
    const route = new URL(loc).pathname.slice(build.base.length - 1).replace(/\/$/, '') || '/';
    const inDefault = languages.reduce(
      (found, language) =>
        !language.isDefault && (found === `/${language.segment}` || found.startsWith(`/${language.segment}/`))
          ? found.slice(language.segment.length + 1) || '/'
          : found,
      route,
    );
    expect(
      links.map((link) => link.replace(/\/(?= |$)/, '')),
      loc,
    ).toEqual(
      [
        ...languages.map((other) => `${other.code} ${absolute(localisedPath(inDefault, other))}`),
        `x-default ${absolute(inDefault)}`,
      ].map((link) => link.replace(/\/(?= |$)/, '')),
    );
  }
});

test('a page not yet translated is still made in that language: its interface translated, its text the default language’s under lang="en", with a notice', () => {
  const [first, second] = readProjects(build.content);
  const arabicFile = readdirSync(path.join(repoRoot, fixtureTranslations, 'projects')).find((name) =>
    name.endsWith('.ar.mdx'),
  )!;
  const arabicSlug = arabicFile.replace(/\.ar\.mdx$/, '');
  const untranslatedSlug = [first, second].find((project) => project!.slug !== arabicSlug)!.slug;
  const notice = (code: string) => wordsFor(code).words.languages.untranslated;

  // Translated: its own title, in the page's language, and no notice.
  const done = html(`/ar/work/${arabicSlug}`);
  expect(done('main h1').first().text().trim()).toBe(frontmatterTitle(`projects/${arabicFile}`));
  expect(done('[data-untranslated]').length).toBe(0);
  expect(done('main h1').first().closest('[lang]').attr('lang')).toBe('ar');

  // Not translated: the English text, marked as English and left to right, under the Arabic notice.
  const missing = html(`/ar/work/${untranslatedSlug}`);
  const english = html(`/work/${untranslatedSlug}`);
  expect(missing('main h1').first().text().trim()).toBe(english('main h1').first().text().trim());
  expect(missing('[data-untranslated="en"]').text().trim()).toBe(notice('ar'));
  const marked = missing('main h1').first().closest('[lang]');
  expect(marked.attr('lang')).toBe('en');
  expect(marked.attr('dir')).toBe('ltr');
  // The interface around it is Arabic.
  expect(missing('header, footer').first().text()).not.toBe(english('header, footer').first().text());
  expect(missing('[data-untranslated]').attr('lang')).toBeUndefined();

  // The owner's texts: German has them (no notice on /de/about), Arabic shows the English ones.
  expect(html('/de/about')('[data-untranslated]').length).toBe(0);
  expect(html('/ar/about')('[data-untranslated="en"]').text().trim()).toBe(notice('ar'));
  // English pages never carry a notice.
  for (const route of routes) expect(html(route)('[data-untranslated]').length, route).toBe(0);
});

test('dates and numbers are written in the page’s language, and JSON-LD names the language of each text', () => {
  const [note] = readNotes(build.content);
  const day = (code: string) => wordsFor(code).day(note!.date);
  for (const language of [english, german]) {
    const $ = html(localisedPath('/notes', language));
    expect($(`main time[datetime="${note!.date}"]`).first().text(), language.code).toBe(day(language.code));
  }
  expect(day('de')).not.toBe(day('en'));

  type JsonLd = Record<string, unknown>;
  const graph = ($: CheerioAPI): JsonLd[] =>
    $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($(script).text()) as JsonLd)
      .flatMap((data) => (Array.isArray(data['@graph']) ? (data['@graph'] as JsonLd[]) : [data]));
  for (const language of languages) {
    const site = graph(html(localisedPath('/', language))).find((data) => data['@type'] === 'WebSite');
    expect(site?.inLanguage, language.code).toBe(language.code);
  }
  const germanProject = readdirSync(path.join(repoRoot, fixtureTranslations, 'projects'))
    .find((name) => name.endsWith('.de.mdx'))!
    .replace(/\.de\.mdx$/, '');
  const untranslated = readProjects(build.content).find(
    (project) =>
      !readdirSync(path.join(repoRoot, build.content, 'projects')).includes(`${project.slug}.de.mdx`),
  )!.slug;
  const work = (route: string) =>
    graph(html(route)).find(
      (data) => data['@type'] === 'CreativeWork' || data['@type'] === 'SoftwareApplication',
    );
  expect(work(`/de/work/${germanProject}`)?.inLanguage).toBe('de');
  expect(work(`/de/work/${untranslated}`)?.inLanguage).toBe('en');
});

test('a build of one language has no prefixed pages, no alternates, no og:locale, no switcher, no notice and no words for its islands', () => {
  // Every build whose content names one language: the fixture's always, the owner's while theirs does.
  const others = allTestBuilds.filter((other) => buildLanguages(other).length === 1);
  expect(others).toContain(testBuilds.root);
  for (const other of others) {
    const dir = testBuildPath(other);
    const pages = builtPages(other);
    expect(pages.length, `${other.dir}/ is missing: run npm run test:builds`).toBeGreaterThan(0);
    const prefixed = readdirSync(dir).filter(
      (name) =>
        /^[a-z]{2,3}(-[a-z0-9]+)?$/.test(name) &&
        statSync(path.join(dir, name)).isDirectory() &&
        name !== 'work',
    );
    expect(prefixed, other.dir).toEqual([]);
    const [only] = buildLanguages(other) as [SiteLanguage];
    // Its <html> names its language, and a direction only when that runs right to left.
    const root = new RegExp(
      `^<!DOCTYPE html><html lang="${only.code}"${only.dir === 'rtl' ? ' dir="rtl"' : '(?! dir)'}`,
      'i',
    );
    for (const page of pages) {
      const source = readFileSync(path.join(dir, page.file), 'utf8');
      const label = `${other.dir}${page.path}`;
      expect(source, label).not.toMatch(/hreflang=/);
      expect(source, label).not.toMatch(/og:locale/);
      expect(source, label).not.toMatch(/data-untranslated/);
      expect(source, label).toMatch(root);
      // In English, islands show the words they carry: none serialised into the page (src/islands/island-words.ts).
      if (wordsFor(only.code).words === wordsFor('en').words)
        expect(source, label).not.toMatch(/<astro-island[^>]* props="[^"]*&quot;words&quot;/);
    }
  }
});

test('npm run translations names exactly the missing translations, and the one whose English changed after it, by git history', () => {
  // The content set, in a repository of its own: everything committed, then quote-kong.mdx edited
  // and committed a day later than its German translation.
  const copy = `${editedContentRoot}/three-projects-history`;
  const dir = path.join(repoRoot, copy);
  copyContent(path.join(repoRoot, build.content), dir);
  const git = (args: string[], day: number) =>
    execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `@${1_700_000_000 + day * 86_400} +0000`,
        GIT_COMMITTER_DATE: `@${1_700_000_000 + day * 86_400} +0000`,
      },
    });
  git(['init', '-q'], 0);
  git(['add', '.'], 0);
  git(['commit', '-qm', 'The first week'], 0);
  appendFileSync(path.join(dir, 'projects/quote-kong.mdx'), '\nA paragraph added in English.\n');
  git(['commit', '-qam', 'More on Quote Kong'], 1);

  const printed = execFileSync(process.execPath, ['scripts/translations.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, [contentDirVariable]: copy },
  });
  const lines = printed
    .split('\n')
    .filter((line) => /^\s*(missing|out of date):|^\w+: \d/.test(line))
    .map((line) => line.replace(`${copy}/`, ''));
  expect(lines).toEqual([
    'de: 3 translated, 6 missing, 1 out of date',
    '  missing: owner/resume.de.json',
    '  missing: projects/haletale.de.mdx',
    '  missing: notes/next-year.de.mdx',
    '  missing: notes/offline-first-sync.de.mdx',
    '  missing: notes/reading-a-flame-graph.de.mdx',
    '  missing: notes/unfinished-thoughts.de.mdx',
    '  out of date: projects/quote-kong.de.mdx (its default file changed after it)',
    'ar: 1 translated, 9 missing, 0 out of date',
    '  missing: owner/owner.ar.md',
    '  missing: owner/resume.ar.json',
    '  missing: projects/haletale.ar.mdx',
    '  missing: projects/quote-kong.ar.mdx',
    '  missing: notes/cold-start.ar.mdx',
    '  missing: notes/next-year.ar.mdx',
    '  missing: notes/offline-first-sync.ar.mdx',
    '  missing: notes/reading-a-flame-graph.ar.mdx',
    '  missing: notes/unfinished-thoughts.ar.mdx',
  ]);
});
