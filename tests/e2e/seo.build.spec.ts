import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { auditSeo, pngSize, siteRoot, type AuditResult, type BuildConfig } from '../support/seo-audit.ts';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { readProjects, repoRoot } from '../../scripts/lib/site-content.ts';
import { contentLanguageCodes } from '../../src/lib/content/content-languages.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { scaffoldedProject } from '../builds/content-edits.ts';
import {
  fixtureFolder,
  netlifyAddress,
  testBuildPages,
  testBuildPath,
  testBuildPublic,
  testBuilds,
  testSiteUrl,
} from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

/** The test build at the root (npm run test:builds). */
const dist = testBuildPath(testBuilds.root);
const config: BuildConfig = { site: testSiteUrl, base: testBuilds.root.base };
const root = siteRoot(config);

/** The projects the build was made from: each must have a page, a card and structured data. */
const slugs = readProjects(testBuilds.root.content).map((project) => project.slug);

const ofType = (data: Record<string, unknown>[], type: string) =>
  data.filter((item) => item['@type'] === type);

/**
 * An owner's first week (tests/builds/content-edits.ts), built as the Pages workflow builds a project
 * site, under its repository's base, on the host's own address: a project scaffolded with
 * `npm run new-project` and finished, two kept and reordered, the rest retired.
 */
const firstWeek = {
  dist: testBuildPath(testBuilds.threeProjects),
  ownerFiles: testBuildPublic(testBuilds.threeProjects),
  config: {
    site: netlifyAddress.url,
    base: testBuilds.threeProjects.base,
    languages: contentLanguageCodes(contentFolder(path.join(repoRoot, testBuilds.threeProjects.content))),
  },
};
const kept = readProjects(testBuilds.threeProjects.content).map((project) => project.slug);
const retired = slugs.filter((slug) => !kept.includes(slug));

test("a project site under its base passes the same audit, every URL under the base; the owner's new project has its page, card and sitemap entry, and the retired ones are gone everywhere", async ({
  page,
}) => {
  expect(
    existsSync(path.join(firstWeek.dist, 'index.html')),
    `no build in ${firstWeek.dist}: npm run test:builds makes it`,
  ).toBe(true);
  expect(retired.length, 'projects the first week retired').toBeGreaterThan(0);
  // Its work grows with the pages (every page in each of its languages).
  test.setTimeout(10_000 + 1_000 * testBuildPages(testBuilds.threeProjects).length);
  const audit = await auditSeo(page, firstWeek.dist, firstWeek.config, firstWeek.ownerFiles);
  try {
    const base = siteRoot(firstWeek.config);
    expect(base).toMatch(/\/portfolio\/$/);
    expect(audit.pages.get('index.html')?.canonical).toBe(base);
    const added = audit.pages.get(`work/${scaffoldedProject.slug}.html`);
    expect(added?.h1).toBe(scaffoldedProject.title);
    expect(added?.canonical).toBe(`${base}work/${scaffoldedProject.slug}`);
    const sitemap = readFileSync(path.join(firstWeek.dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${base}work/${scaffoldedProject.slug}</loc>`);
    // Its own social card: a 1200×630 PNG unlike any other project's.
    expect(added?.meta['og:image']).toBe(`${base}social/${scaffoldedProject.slug}.png`);
    const card = readFileSync(path.join(firstWeek.dist, `social/${scaffoldedProject.slug}.png`));
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    for (const other of kept.filter((slug) => slug !== scaffoldedProject.slug))
      expect(card.equals(readFileSync(path.join(firstWeek.dist, `social/${other}.png`))), other).toBe(false);
    // Retired: no page, no card, no sitemap entry, and no page names it.
    for (const slug of retired) {
      expect(existsSync(path.join(firstWeek.dist, `work/${slug}.html`)), slug).toBe(false);
      expect(existsSync(path.join(firstWeek.dist, `social/${slug}.png`)), slug).toBe(false);
      expect(sitemap, slug).not.toContain(slug);
      for (const file of audit.pages.keys())
        expect(readFileSync(path.join(firstWeek.dist, file), 'utf8'), `${file} names ${slug}`).not.toContain(
          `/${slug}`,
        );
    }
  } finally {
    await audit.close();
  }
});

test.describe('what search engines and link previews see in the build', () => {
  test.describe.configure({ mode: 'serial' });

  let audit: AuditResult;
  test.beforeAll(async ({ browser }) => {
    expect(
      existsSync(path.join(dist, 'index.html')),
      `no build in ${dist}: npm run test:builds makes it`,
    ).toBe(true);
    const page = await browser.newPage();
    audit = await auditSeo(page, dist, config);
    await page.close();
  });
  test.afterAll(async () => audit?.close());

  test('every page has its own title, description, canonical URL, social tags and icons; the sitemap lists the public pages', () => {
    // auditSeo has checked each of these; here, that it saw the whole site.
    const files = [...audit.pages.keys()];
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'work.html', 'about.html', 'contact.html', '404.html']),
    );
    expect(files.filter((file) => file.startsWith('work/')).toSorted()).toEqual(
      slugs.map((slug) => `work/${slug}.html`).toSorted(),
    );
  });

  test('Home and About describe the owner as a Person; Home names the WebSite', () => {
    const home = audit.pages.get('index.html')!;
    const about = audit.pages.get('about.html')!;
    const [person] = ofType(home.jsonLd, 'Person');
    expect(person).toMatchObject({ '@id': `${root}#person`, url: root });
    expect(person?.name).toBeTruthy();
    expect(ofType(about.jsonLd, 'Person')).toEqual([person]);
    expect(ofType(home.jsonLd, 'WebSite')).toEqual([
      expect.objectContaining({ url: root, author: { '@id': `${root}#person` } }),
    ]);
    expect(home.meta['og:title']).toBe(home.title);
    for (const file of ['work.html', 'contact.html', '404.html']) {
      expect(audit.pages.get(file)?.jsonLd, `${file} has no structured data`).toEqual([]);
    }
  });

  test('/resume describes the owner as a Person with occupations and schools', () => {
    const resume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));
    const [person] = ofType(audit.pages.get('resume.html')!.jsonLd, 'Person');
    expect(person).toMatchObject({
      name: resume.basics?.name,
      hasOccupation: (resume.work ?? []).map((job) =>
        expect.objectContaining({ '@type': 'Occupation', name: job.position }),
      ),
      alumniOf: (resume.education ?? []).map((school) =>
        expect.objectContaining({ '@type': 'EducationalOrganization', name: school.institution }),
      ),
    });
  });

  test("the owner's photo in the Person data is served", async () => {
    const [person] = ofType(audit.pages.get('index.html')!.jsonLd, 'Person');
    const response = await audit.fetchFromSite(String(person?.image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  test('each project page is a CreativeWork with its own social card', async () => {
    const cards = new Set<string>();
    for (const slug of slugs) {
      const facts = audit.pages.get(`work/${slug}.html`)!;
      const [work, ...others] = ofType(facts.jsonLd, 'CreativeWork');
      expect(others).toEqual([]);
      expect(work).toMatchObject({ name: facts.h1, url: facts.canonical, description: facts.description });
      expect(work?.author).toMatchObject({ '@id': `${root}#person` });
      expect((await audit.fetchFromSite(String(work?.image))).status, `${slug}: CreativeWork image`).toBe(
        200,
      );

      const card = facts.meta['og:image'];
      expect(card).toBe(`${root}social/${slug}.png`);
      cards.add(card ?? '');
    }
    expect(cards.size).toBe(slugs.length);

    // The other pages share the site's card, which is not any project's.
    const siteCard = `${root}social.png`;
    for (const file of ['index.html', 'work.html', 'about.html', 'contact.html', '404.html']) {
      expect(audit.pages.get(file)?.meta['og:image'], file).toBe(siteCard);
    }
    const bytes = async (url: string) => Buffer.from(await (await audit.fetchFromSite(url)).arrayBuffer());
    const site = await bytes(siteCard);
    for (const card of cards)
      expect(site.equals(await bytes(card)), `${card} differs from the site's card`).toBe(false);
  });
});
