/**
 * Notes, their feed and search, read from the test builds' files (npm run test:builds): the owner
 * who writes (the three-project content set, `ownersFirstWeek`, with the fixture's notes: three
 * published, a draft and one dated a year after the build, `writeNotes`) gets /notes, a page per published note,
 * technology pages that list them, social cards, BlogPosting data, sitemap entries, an RSS 2.0 feed
 * named in every page's <head> and a search index, each holding exactly the published notes; built
 * with no address (one project and the same notes), no feed; every build without notes has none of it. What a visitor does with them: tests/engines/notes.spec.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { parseRssFeed } from 'feedsmith';
import { readNotes, readProjects, repoRoot } from '../../scripts/lib/site-content.ts';
import { isDefaultFile } from '../../src/lib/build/translation-check.ts';
import { contentLanguageCodes } from '../../src/lib/content/content-languages.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { localisedPath, siteLanguages } from '../../src/lib/content/languages.ts';
import { feedPath, notePath, notesPath } from '../../src/lib/content/notes.ts';
import { searchIndexPath, searchPath } from '../../src/lib/content/search.ts';
import { technologySlug } from '../../src/lib/content/technologies.ts';
import { joinBase } from '../../src/lib/content/urls.ts';
import { footerNavId } from '../../src/lib/markup/navigation.ts';
import type { SearchIndex } from '../../src/lib/markup/search-index.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';

const formatDay = wordsFor('en').day;
import { nextYearNote } from '../builds/content-edits.ts';
import {
  allTestBuilds,
  netlifyAddress,
  testBuildPages,
  testBuildPath,
  testBuilds,
  type TestBuild,
} from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

const writer = testBuilds.threeProjects;
const dist = testBuildPath(writer);
const site = `${netlifyAddress.url}${writer.base}`;
/** The notes the build publishes: the content's, as a build today would choose them. */
const published = readNotes(writer.content);
/** The languages it is written in (tests/builds/content-edits.ts, `offerLanguages`). */
const writerLanguages = siteLanguages(
  contentLanguageCodes(contentFolder(path.join(repoRoot, writer.content))),
);
/** The notes' files, but their translations into the site's other languages (`<slug>.de.mdx`). */
const allNoteFiles = readdirSync(path.join(repoRoot, writer.content, 'notes')).filter(
  (name) =>
    name.endsWith('.mdx') &&
    isDefaultFile(
      name,
      writerLanguages.map((language) => language.code),
    ),
);

const file = (build: TestBuild, route: string) => path.join(testBuildPath(build), route);
const read = (route: string) => readFileSync(file(writer, route), 'utf8');
const html = (route: string) => load(read(route.endsWith('.html') ? route : `${route}.html`));
/** The built page an absolute address of the site leads to. */
const pageOf = (url: string) => {
  expect(url.startsWith(site), `${url} is on ${site}`).toBe(true);
  const route = url.slice(site.length).replace(/\/$/, '') || 'index';
  return file(writer, `${route}.html`);
};

test.describe('an owner who writes notes', () => {
  test('publishes exactly the notes dated today or earlier that are no drafts', () => {
    expect(allNoteFiles).toHaveLength(5);
    expect(published.map((note) => note.slug)).toEqual([
      'reading-a-flame-graph',
      'cold-start',
      'offline-first-sync',
    ]);
    const pages = readdirSync(path.join(dist, 'notes')).filter((name) => name.endsWith('.html'));
    expect(pages.toSorted()).toEqual(published.map((note) => `${note.slug}.html`).toSorted());
    const cards = readdirSync(path.join(dist, 'social/notes'));
    expect(cards.toSorted()).toEqual(published.map((note) => `${note.slug}.png`).toSorted());
  });

  test('/notes lists them newest first, each with its date as <time> and its reading time', () => {
    const $ = html(notesPath.slice(1));
    const items = $('main ol[aria-label="Notes"] > li');
    expect(items.map((_, item) => $(item).find('h2 a').attr('href')).get()).toEqual(
      published.map((note) => joinBase(writer.base, notePath(note.slug))),
    );
    items.each((index, item) => {
      const note = published[index]!;
      expect($(item).find('h2').text()).toBe(note.title);
      expect($(item).find('time').first().attr('datetime')).toBe(note.date);
      expect($(item).find('time').first().text()).toBe(formatDay(note.date));
      expect($(item).text()).toMatch(/\d+ min read/);
    });
  });

  test('a note’s page: its dates as <time>, its technologies linking to their pages, the notes before and after it, BlogPosting', () => {
    const $ = html(notePath('offline-first-sync').slice(1));
    expect($('h1').text()).toBe('Offline-first sync without tears');
    expect(
      $('main time')
        .map((_, time) => $(time).attr('datetime'))
        .get(),
    ).toEqual(['2026-03-14', '2026-04-02']);
    expect(
      $('main header ul a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual([
      joinBase(writer.base, '/technologies/typescript'),
      joinBase(writer.base, '/technologies/react-native'),
    ]);
    // The oldest published note: no note before it, the next one after it.
    const pager = $('nav[aria-label="More notes"]');
    expect(pager.find('a[rel="prev"]')).toHaveLength(0);
    expect(pager.find('a[rel="next"]').attr('href')).toBe(joinBase(writer.base, notePath('cold-start')));
    const middle = html(notePath('cold-start').slice(1))('nav[aria-label="More notes"]');
    expect(middle.find('a[rel="prev"]').attr('href')).toBe(
      joinBase(writer.base, notePath('offline-first-sync')),
    );
    expect(middle.find('a[rel="next"]').attr('href')).toBe(
      joinBase(writer.base, notePath('reading-a-flame-graph')),
    );

    const data = $('script[type="application/ld+json"]')
      .map((_, script) => JSON.parse($(script).text()) as Record<string, unknown>)
      .get();
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Offline-first sync without tears',
        datePublished: '2026-03-14',
        dateModified: '2026-04-02',
        url: `${site}notes/offline-first-sync`,
        keywords: ['TypeScript', 'React Native'],
      }),
    );
    expect($('meta[property="og:image"]').attr('content')).toBe(`${site}social/notes/offline-first-sync.png`);
  });

  test('each technology page lists its published notes as well as its projects; a technology only notes name has a page', () => {
    const projects = readProjects(writer.content);
    const technologies = new Set([...projects, ...published].flatMap((entry) => entry.stack));
    for (const name of technologies) {
      const $ = html(`technologies/${technologySlug(name)}`);
      const listed = $('section[aria-labelledby="technology-notes"] a')
        .map((_, link) => $(link).attr('href'))
        .get();
      expect(listed, name).toEqual(
        published
          .filter((note) => note.stack.includes(name))
          .map((note) => joinBase(writer.base, notePath(note.slug))),
      );
      expect($('ul[aria-label="Projects"] a').length, name).toBe(
        projects.filter((project) => project.stack.includes(name)).length,
      );
    }
    // The draft names TypeScript and the note for next year Kotlin: neither is listed.
    expect(html('technologies/kotlin')('main').text()).not.toContain('next year');
  });

  test('the feed parses as RSS 2.0: the published notes, newest first, each linking to a built page, with its date and summary', () => {
    const xml = read(feedPath.slice(1));
    expect(load(xml, { xml: true })('rss').attr('version')).toBe('2.0');
    const feed = parseRssFeed(xml);
    expect(feed.link).toBe(site);
    expect(feed.items?.map((item) => item.title)).toEqual(published.map((note) => note.title));
    for (const [index, item] of (feed.items ?? []).entries()) {
      const note = published[index]!;
      expect(item.link).toBe(`${site}notes/${note.slug}`);
      expect(existsSync(pageOf(item.link!)), `${item.link} is a page of the build`).toBe(true);
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(note.date);
      expect(item.description).toMatch(/\S/);
    }
    expect(existsSync(pageOf(feed.link!))).toBe(true);
  });

  test('every page names the feed in its <head>, and offers Notes in its menu and footer and the search in its header', () => {
    for (const page of testBuildPages(writer)) {
      const $ = load(readFileSync(path.join(dist, page), 'utf8'));
      const feedLinks = $('head link[rel="alternate"][type="application/rss+xml"]');
      expect(feedLinks.length, page).toBe(1);
      expect(feedLinks.attr('href'), page).toBe(joinBase(writer.base, feedPath));
      const language = writerLanguages.find((candidate) => candidate.code === $('html').attr('lang'))!;
      const { sections, search } = wordsFor(language.code).words;
      expect(
        $(`#${footerNavId} a`)
          .map((_, link) => $(link).text())
          .get(),
        page,
      ).toEqual([sections.home, sections.work, sections.notes, sections.about, sections.contact]);
      expect($(`header a[aria-label="${search.entry}"]`).attr('href'), page).toBe(
        joinBase(writer.base, localisedPath(searchPath, language)),
      );
    }
  });

  test('the sitemap lists the published notes and /notes, not the search page', () => {
    const sitemap = read('sitemap-0.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const notes = locations.filter((url) => url.startsWith(`${site}notes`));
    expect(notes.toSorted()).toEqual(
      [`${site}notes`, ...published.map((note) => `${site}notes/${note.slug}`)].toSorted(),
    );
    expect(locations).not.toContain(`${site}search`);
  });

  test('the search index holds every project and exactly the published notes, with their text', () => {
    const index = JSON.parse(read(searchIndexPath.slice(1))) as SearchIndex;
    expect(index.documents.filter((doc) => doc.kind === 'project').map((doc) => doc.url)).toEqual(
      readProjects(writer.content).map((project) => joinBase(writer.base, `/work/${project.slug}`)),
    );
    expect(index.documents.filter((doc) => doc.kind === 'note').map((doc) => doc.url)).toEqual(
      published.map((note) => joinBase(writer.base, notePath(note.slug))),
    );
    const sync = index.documents.find((doc) => doc.url.endsWith('offline-first-sync'))!;
    expect(sync.text).toContain('tombstones');
    expect(JSON.stringify(index)).not.toContain(nextYearNote.replace('-', ' '));
    expect(JSON.stringify(index)).not.toContain('Unfinished thoughts');
  });
});

test('built with no site address, the notes have their pages and search, and no feed (its links would be absolute)', () => {
  const build = testBuilds.oneProject;
  expect(build.address).toBeNull();
  expect(existsSync(file(build, 'notes.html'))).toBe(true);
  expect(existsSync(file(build, 'search.json'))).toBe(true);
  expect(existsSync(file(build, 'rss.xml'))).toBe(false);
  for (const page of testBuildPages(build)) {
    expect(readFileSync(file(build, page), 'utf8'), page).not.toContain('application/rss+xml');
  }
});

test('a site without notes has no /notes, no feed, no feed link, no search and no Notes entry', () => {
  for (const build of allTestBuilds.filter(
    (candidate) => candidate !== writer && candidate !== testBuilds.oneProject,
  )) {
    for (const route of ['notes.html', 'notes', 'rss.xml', 'search.html', 'search.json', 'social/notes']) {
      expect(existsSync(file(build, route)), `${build.dir}/${route}`).toBe(false);
    }
    for (const page of testBuildPages(build)) {
      const source = readFileSync(file(build, page), 'utf8');
      expect(source, `${build.dir}/${page}`).not.toContain('application/rss+xml');
      for (const path of [notesPath, searchPath]) {
        expect(source, `${build.dir}/${page}`).not.toContain(`href="${joinBase(build.base, path)}"`);
      }
    }
  }
});
