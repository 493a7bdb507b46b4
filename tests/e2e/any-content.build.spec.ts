import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { z } from 'zod';
import { projectSchema } from '../../content-schemas/project.ts';
import { readNotes, readProjects } from '../../scripts/lib/site-content.ts';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';
import { workListSelector } from '../../src/lib/markup/navigation.ts';
import { screenshotsHeadingId } from '../../src/lib/markup/element-ids.ts';
import { allTestBuilds, testBuildPath, type TestBuild } from '../builds/test-builds.ts';
import { builtPages } from '../support/built-pages.ts';
import { expectListAndRing } from '../support/list-and-ring.ts';
import { expect, test } from './fixtures.ts';

/**
 * What any valid content meets, read from the built files of every test build: the fixture's and
 * content the tests do not own (the owner's own, src/content, and content sets an owner's ordinary
 * edits make from the fixture). Nothing here names a project: what each build must hold is read
 * from its content. The same builds also pass html-validate and the byte budgets (npm run
 * test:builds), every page's checks (pages.build.spec.ts) and the link crawl (links.build.spec.ts).
 * Each test reads a file a page, and its time limit grows with them.
 */
const page = (build: TestBuild, file: string) =>
  cheerio.load(readFileSync(path.join(testBuildPath(build), file), 'utf8'));

/** Whether the build is there; a missing one fails, saying how to make it. */
function pagesOf(build: TestBuild) {
  const pages = builtPages(build).length;
  expect(pages, `${build.dir}/ is missing: run npm run test:builds`).toBeGreaterThan(0);
  test.setTimeout(10_000 + 200 * pages);
}

for (const build of allTestBuilds) {
  const projects = () => readProjects(build.content);

  test(`${build.name}: the /work list and every Previous/Next follow the order numbers; before any script, /work holds the list and no image`, () => {
    pagesOf(build);
    expectListAndRing(
      testBuildPath(build),
      build.base,
      projects().map((project) => project.slug),
    );
    const work = page(build, 'work.html');
    expect(work(`main ${workListSelector} a`).length).toBe(projects().length);
    expect(work('main img').length, 'images in /work before any script').toBe(0);
  });

  test(`${build.name}: /work links to every technology with its count, and each technology's page lists exactly its projects, in order`, () => {
    pagesOf(build);
    const technologies = projectTechnologies(projects(), readNotes(build.content));
    const work = page(build, 'work.html');
    const nav = (html: cheerio.CheerioAPI) =>
      html('nav[aria-labelledby="technologies-heading"] a')
        .toArray()
        .map((link) => ({ href: html(link).attr('href'), current: html(link).attr('aria-current') ?? null }));
    const paths = technologies.map(
      (technology) => `${build.base}${technologyPath(technology.slug).slice(1)}`,
    );
    // /work's list names the technologies of the projects; one only notes name has a page, not a link there.
    const listed = technologies.flatMap((technology, index) =>
      technology.projects.length ? [paths[index]] : [],
    );
    expect(nav(work)).toEqual(listed.map((href) => ({ href, current: null })));
    for (const [index, technology] of technologies.entries()) {
      const html = page(build, `${technologyPath(technology.slug).slice(1)}.html`);
      expect(html('main h1').text().trim(), technology.name).toBe(technology.name);
      const listed = html(`main ${workListSelector} a`)
        .toArray()
        .map((link) => html(link).attr('href'));
      expect(listed, technology.name).toEqual(
        technology.projects.map((project) => `${build.base}work/${project.id}`),
      );
      expect(
        nav(html)
          .filter((link) => link.current === 'page')
          .map((link) => link.href),
      ).toEqual(technology.projects.length ? [paths[index]] : []);
    }
  });

  test(`${build.name}: each screenshot is a link to its full-size image, at the width of the owner's file`, async () => {
    pagesOf(build);
    const folder = contentFolder(path.resolve(build.content));
    for (const project of projects()) {
      const file = path.join(folder.projects, `${project.slug}.mdx`);
      const data = projectSchema(() => z.string()).parse(splitFrontmatter(readFileSync(file, 'utf8')).data);
      if (!data.screenshots) continue;
      const html = page(build, `work/${project.slug}.html`);
      const links = html(`[aria-labelledby="${screenshotsHeadingId}"] a`)
        .toArray()
        .map((link) => html(link).attr('href')!);
      expect(links, project.slug).toHaveLength(data.screenshots.images.length);
      for (const [index, image] of data.screenshots.images.entries()) {
        const published = path.join(testBuildPath(build), links[index]!.slice(build.base.length));
        const [full, source] = await Promise.all([
          sharp(published).metadata(),
          sharp(path.resolve(folder.projects, image.src)).metadata(),
        ]);
        expect(full.width, `${project.slug}: ${links[index]}`).toBe(source.width);
      }
    }
  });
}
