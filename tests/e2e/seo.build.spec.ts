import { existsSync } from 'node:fs';
import path from 'node:path';
import { auditSeo, siteRoot, type AuditResult, type BuildConfig } from '../support/seo-audit.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { testBuildPath, testBuilds, testSiteUrl } from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

/** The test build at the root (npm run test:builds). */
const dist = testBuildPath(testBuilds.root);
const config: BuildConfig = { site: testSiteUrl, base: testBuilds.root.base };
const root = siteRoot(config);

/** The projects the build was made from: each must have a page, a card and structured data. */
const slugs = readProjects(testBuilds.root.content).map((project) => project.slug);

const ofType = (data: Record<string, unknown>[], type: string) =>
  data.filter((item) => item['@type'] === type);

/** And the one under a project-site base. */
const portfolio = {
  dist: testBuildPath(testBuilds.portfolio),
  config: { site: testSiteUrl, base: testBuilds.portfolio.base },
};

test('the build under the /portfolio/ base passes the same audit, every URL under the base', async ({
  page,
}) => {
  expect(
    existsSync(path.join(portfolio.dist, 'index.html')),
    `no build in ${portfolio.dist}: npm run test:builds makes it`,
  ).toBe(true);
  const audit = await auditSeo(page, portfolio.dist, portfolio.config);
  try {
    const portfolioRoot = siteRoot(portfolio.config);
    expect(portfolioRoot).toMatch(/\/portfolio\/$/);
    expect(audit.pages.get('index.html')?.canonical).toBe(portfolioRoot);
    expect(audit.pages.get('work/haletale.html')?.meta['og:image']).toBe(
      `${portfolioRoot}social/haletale.png`,
    );
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
