import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { auditSeo, pngSize, type AuditResult, type BuildConfig } from '../support/seo-audit.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { servePages as serveStatic } from '../../scripts/lib/pages-server.ts';
import { expect, test } from './fixtures.ts';

/** Runs `npm run new-project -- <args>` in a copy of the site, as the owner would. */
function newProject(dir: string, ...args: string[]) {
  const bin = path.join(dir, 'node_modules/.bin');
  const result = spawnSync('npm', ['run', '--silent', 'new-project', '--', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under the copy's content folder, with its bytes. */
function contentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const content = path.join(dir, 'src/content');
  for (const entry of readdirSync(content, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(content, file), readFileSync(file).toString('base64'));
  }
  return files;
}

const projectsDir = (site: SiteCopy) => path.join(site.dir, 'src/content/projects');

test.describe('npm run new-project', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  // Built the way the Pages workflow builds a project site: a site URL with the repository's
  // path, and that path as the base.
  const config: BuildConfig = { site: 'https://owner.github.io/portfolio', base: '/portfolio' };
  const root = 'https://owner.github.io/portfolio/';
  let site: SiteCopy;
  let server: Server | undefined;
  let audit: AuditResult | undefined;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(async () => {
    await audit?.close();
    server?.close();
    site.remove();
  });

  test('scaffolds a project that builds into the list, the count, the ring, the sitemap and its own social card', async ({
    page,
  }) => {
    const run = newProject(site.dir, 'Orbit Tracker');
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('src/content/projects/orbit-tracker.mdx');
    expect(run.stdout).toMatch(/Next:/);

    const mdx = readFileSync(path.join(projectsDir(site), 'orbit-tracker.mdx'), 'utf8');
    expect(mdx).toMatch(/^order: 8$/m);
    expect(mdx).toMatch(/^title: "Orbit Tracker"$/m);
    expect(mdx).toMatch(new RegExp(`^year: "${new Date().getFullYear()}"$`, 'm'));
    expect(mdx).toMatch(/^summary: "TODO: /m);
    expect(mdx).toMatch(/^category: "TODO: /m);
    expect(pngSize(readFileSync(path.join(projectsDir(site), 'orbit-tracker/hero.png')))).toEqual({
      width: 1600,
      height: 900,
    });
    expect(pngSize(readFileSync(path.join(projectsDir(site), 'orbit-tracker/preview.png')))).toEqual({
      width: 960,
      height: 600,
    });

    const { status, output } = site.build({ SITE_URL: config.site, BASE_PATH: config.base });
    expect(status, output).toBe(0);
    const dist = path.join(site.dir, 'dist');

    // The whole build still passes the search-engine audit at this base, new page included.
    audit = await auditSeo(page, dist, config);
    const facts = audit.pages.get('work/orbit-tracker.html');
    expect(facts?.h1).toBe('Orbit Tracker');
    expect(facts?.canonical).toBe(`${root}work/orbit-tracker`);

    // Its own social card: a 1200×630 PNG unlike any other project's.
    expect(facts?.meta['og:image']).toBe(`${root}social/orbit-tracker.png`);
    const card = readFileSync(path.join(dist, 'social/orbit-tracker.png'));
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    for (const other of readdirSync(path.join(dist, 'social')).filter(
      (name) => name !== 'orbit-tracker.png',
    )) {
      expect(card.equals(readFileSync(path.join(dist, 'social', other))), other).toBe(false);
    }

    // The sitemap lists it (the audit checked that the sitemap lists exactly the pages).
    const sitemap = readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${root}work/orbit-tracker</loc>`);

    // The list, the count and the ring, as a visitor gets them from the served site.
    const started = await serveStatic(dist, '/portfolio/');
    server = started.server;
    await page.goto(`${started.url}work`);
    await expect(page.getByText('8 projects', { exact: true })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Projects' }).getByRole('link');
    await expect(entries).toHaveCount(8);
    await expect(entries.last()).toContainText('Orbit Tracker');
    await expect(entries.last()).toHaveAttribute('href', '/portfolio/work/orbit-tracker');

    const pager = page.getByRole('navigation', { name: 'More projects' });
    await entries.last().click();
    await expect(page).toHaveURL(`${started.url}work/orbit-tracker`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit Tracker');
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/portfolio/work/haletale',
    );
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/portfolio/work/quote-kong',
    );
    await page.goto(`${started.url}work/haletale`);
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/portfolio/work/orbit-tracker',
    );
    await page.goto(`${started.url}work/quote-kong`);
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/portfolio/work/orbit-tracker',
    );
  });

  test('refuses a title whose slug exists, with a clear message, and writes nothing', () => {
    const before = contentFiles(site.dir);
    for (const [title, slug] of [
      ['Orbit Tracker', 'orbit-tracker'],
      ['  orbit   TRACKER! ', 'orbit-tracker'],
      ['Quote Kong', 'quote-kong'],
    ] as const) {
      const run = newProject(site.dir, title);
      expect(run.status, title).toBe(1);
      expect(run.stderr, title).toContain(`new-project: a project with the slug "${slug}" already exists`);
      expect(run.stderr, title).toContain(`src/content/projects/${slug}.mdx`);
    }
    expect(contentFiles(site.dir)).toEqual(before);
  });
});

test.describe('reordering and removing projects', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(() => site.remove());

  test('order numbers reorder the list and the ring; deleting a file and its folder removes the project everywhere', async ({
    page,
  }) => {
    // Swap Quote Kong (1) and Lyman Rentals (4); delete ViB Digital (3).
    const setOrder = (slug: string, order: number) => {
      const file = path.join(projectsDir(site), `${slug}.mdx`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^order: \d+$/m, `order: ${order}`));
    };
    setOrder('quote-kong', 4);
    setOrder('lyman-rentals', 1);
    rmSync(path.join(projectsDir(site), 'vib-digital.mdx'));
    rmSync(path.join(projectsDir(site), 'vib-digital'), { recursive: true });

    const { status, output } = site.build();
    expect(status, output).toBe(0);
    const dist = path.join(site.dir, 'dist');
    const order = [
      'lyman-rentals',
      'airplane-identification',
      'quote-kong',
      'windrush-tech',
      'parent-pal',
      'haletale',
    ];

    const { url, server } = await serveStatic(dist, '/');
    try {
      await page.goto(`${url}work`);
      await expect(page.getByText('6 projects', { exact: true })).toBeVisible();
      const entries = page.getByRole('list', { name: 'Projects' }).getByRole('link');
      await expect(entries).toHaveCount(order.length);
      for (const [index, slug] of order.entries())
        await expect(entries.nth(index)).toHaveAttribute('href', `/work/${slug}`);

      const pager = page.getByRole('navigation', { name: 'More projects' });
      for (const [index, slug] of order.entries()) {
        await page.goto(`${url}work/${slug}`);
        const previous = order[(index - 1 + order.length) % order.length];
        const next = order[(index + 1) % order.length];
        await expect(pager.getByRole('link', { name: /Previous/ }), slug).toHaveAttribute(
          'href',
          `/work/${previous}`,
        );
        await expect(pager.getByRole('link', { name: /Next/ }), slug).toHaveAttribute(
          'href',
          `/work/${next}`,
        );
      }
    } finally {
      server.close();
    }

    // Gone everywhere: no page, no card, no sitemap entry, and no page links to it.
    expect(existsSync(path.join(dist, 'work/vib-digital.html'))).toBe(false);
    expect(existsSync(path.join(dist, 'social/vib-digital.png'))).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('vib-digital');
    for (const file of htmlPages(dist)) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('vib-digital');
    }

    // And every internal link of every page still lands on a page of the build.
    const audit = await auditSeo(page, dist, { site: 'http://localhost:4321', base: '/' });
    try {
      for (const [file, facts] of audit.pages) {
        for (const href of new Set(facts.anchors.filter((anchor) => anchor.startsWith('/')))) {
          const response = await audit.fetchFromSite(new URL(href, 'http://localhost:4321').href);
          expect(response.status, `${file} links to ${href}`).toBe(200);
        }
      }
    } finally {
      await audit.close();
    }
  });
});
