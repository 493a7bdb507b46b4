import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { ownerContent, ownerContentDir } from '../../src/lib/content/content-location.ts';
import { expectListAndRing } from '../support/list-and-ring.ts';
import { auditSeo, pngSize, type BuildConfig } from '../support/seo-audit.ts';
import { copyCaches, copySite, type SiteCopy } from '../support/site-copy.ts';
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

/** Every file of the copy but its dependencies, build and caches, with a hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  // Skipped before descending: node_modules is the repository's own (linked), and other specs
  // write in it as this walks.
  const skipped = new Set(['node_modules', 'dist', ...copyCaches]);
  const entries = readdirSync(dir, { withFileTypes: true }).flatMap((top) =>
    skipped.has(top.name)
      ? []
      : top.isDirectory()
        ? readdirSync(path.join(dir, top.name), { recursive: true, withFileTypes: true })
        : [top],
  );
  for (const entry of entries) {
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile()) continue;
    files.set(
      file,
      createHash('sha1')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return files;
}

/** The copy's projects: the fixture's, which the copy holds as its owner's content. */
const projectsDir = (site: SiteCopy) => ownerContent(site.dir).projects;
const inCopy = (file: string) => `${ownerContentDir}/projects/${file}`;

/**
 * The owner's whole life cycle of a project, in one copy of the site: scaffold one with
 * `npm run new-project`, finish it, reorder two others and delete one, then build once; and break
 * one. A half-written or broken project fails the build at its start, before any page is made.
 */
test.describe('adding, reordering and removing projects is editing content files only', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  const launchSlugs = readProjects(fixtureContent).map((project) => project.slug);
  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(() => site.remove());

  test('new-project refuses a title whose slug exists, with a clear message, and writes nothing', () => {
    const before = snapshot(site.dir);
    for (const [title, slug] of [
      ['Quote Kong', 'quote-kong'],
      ['  quote   KONG! ', 'quote-kong'],
      ['Haletale', 'haletale'],
    ] as const) {
      const run = newProject(site.dir, title);
      expect(run.status, title).toBe(1);
      expect(run.stderr, title).toContain(`new-project: a project with the slug "${slug}" already exists`);
      expect(run.stderr, title).toContain(inCopy(`${slug}.mdx`));
    }
    expect(snapshot(site.dir)).toEqual(before);
  });

  test('a scaffolded project, once finished, and order numbers and deleted files build into the list, the count, the ring, the sitemap and the social cards', async ({
    page,
  }) => {
    const before = snapshot(site.dir);
    const run = newProject(site.dir, 'Orbit Tracker');
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Next:/);
    const mdx = readFileSync(path.join(projectsDir(site), 'orbit-tracker.mdx'), 'utf8');
    expect(mdx).toMatch(new RegExp(`^order: ${launchSlugs.length + 1}$`, 'm'));
    expect(mdx).toMatch(/^title: "Orbit Tracker"$/m);
    expect(mdx).toMatch(new RegExp(`^year: "${new Date().getFullYear()}"$`, 'm'));
    expect(mdx).toMatch(/^summary: "TODO: /m);
    expect(mdx).toMatch(/^category: "TODO: /m);
    const image = (name: string) =>
      pngSize(readFileSync(path.join(projectsDir(site), 'orbit-tracker', name)));
    expect(image('hero.png')).toEqual({ width: 1600, height: 900 });
    expect(image('preview.png')).toEqual({ width: 960, height: 600 });

    // Half-written, it cannot be published: the build names the file and each unfinished field.
    const scaffolded = inCopy('orbit-tracker.mdx');
    const unfinished = site.build();
    expect(unfinished.status, unfinished.output).not.toBe(0);
    for (const field of ['category', 'summary', 'hero.alt', 'preview.alt']) {
      expect(unfinished.output).toContain(`${scaffolded}: ${field}: still the scaffold's placeholder`);
    }
    expect(unfinished.output).toMatch(
      new RegExp(
        `${scaffolded.replaceAll('.', '\\.')}: body \\(line \\d+\\): still the scaffold's placeholder`,
      ),
    );
    // The owner fills them in.
    writeFileSync(
      path.join(site.dir, scaffolded),
      mdx
        .replace(/^category: .*$/m, 'category: Mobile App')
        .replace(
          /^summary: .*$/m,
          'summary: A satellite pass tracker for amateur astronomers, with alerts before each pass.',
        )
        .replaceAll(/^  alt: .*$/gm, '  alt: Orbit Tracker title card on a deep blue field')
        .replace('TODO: describe the project here.', 'Orbit Tracker predicts when satellites pass overhead.'),
    );
    // Nothing but the new project's three files was added or changed.
    const after = snapshot(site.dir);
    expect([...after.keys()].filter((file) => !before.has(file)).sort()).toEqual([
      inCopy('orbit-tracker.mdx'),
      inCopy('orbit-tracker/hero.png'),
      inCopy('orbit-tracker/preview.png'),
    ]);
    for (const [file, hash] of before) expect(after.get(file), file).toBe(hash);

    // Then swaps the first and the fourth project, and deletes the third: its file and its folder.
    const [first, second, third, fourth, ...rest] = launchSlugs;
    const orderOf = (slug: string) => launchSlugs.indexOf(slug) + 1;
    const setOrder = (slug: string, order: number) => {
      const file = path.join(projectsDir(site), `${slug}.mdx`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^order: \d+$/m, `order: ${order}`));
    };
    if (!first || !second || !third || !fourth) throw new Error('the test needs four launch projects');
    setOrder(first, orderOf(fourth));
    setOrder(fourth, orderOf(first));
    rmSync(path.join(projectsDir(site), `${third}.mdx`));
    rmSync(path.join(projectsDir(site), third), { recursive: true });

    // Built the way the Pages workflow builds a project site: the repository's path as the base.
    const config: BuildConfig = { site: 'https://owner.github.io/portfolio', base: '/portfolio' };
    const root = 'https://owner.github.io/portfolio/';
    const { status, output } = site.build({ SITE_URL: config.site, BASE_PATH: config.base });
    expect(status, output).toBe(0);
    expect(output).not.toContain("still the scaffold's placeholder");

    // The whole build passes the search-engine audit at this base, the new page included; the
    // audit also holds the sitemap to exactly the built pages.
    const dist = path.join(site.dir, 'dist');
    const audit = await auditSeo(page, dist, config);
    try {
      const facts = audit.pages.get('work/orbit-tracker.html');
      expect(facts?.h1).toBe('Orbit Tracker');
      expect(facts?.canonical).toBe(`${root}work/orbit-tracker`);
      expect(readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8')).toContain(
        `<loc>${root}work/orbit-tracker</loc>`,
      );
      // Its own social card: a 1200×630 PNG unlike any other project's.
      expect(facts?.meta['og:image']).toBe(`${root}social/orbit-tracker.png`);
      const card = readFileSync(path.join(dist, 'social/orbit-tracker.png'));
      expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
      for (const other of readdirSync(path.join(dist, 'social')).filter(
        (name) => name !== 'orbit-tracker.png',
      )) {
        expect(card.equals(readFileSync(path.join(dist, 'social', other))), other).toBe(false);
      }
      // Every internal link of every page lands on a page of the build.
      for (const [file, pageFacts] of audit.pages) {
        for (const href of new Set(pageFacts.anchors.filter((anchor) => anchor.startsWith('/')))) {
          const response = await audit.fetchFromSite(new URL(href, root).href);
          expect(response.status, `${file} links to ${href}`).toBe(200);
        }
      }
    } finally {
      await audit.close();
    }

    // The deleted project is gone everywhere: no page, no card, no sitemap entry, and no page names it.
    expect(existsSync(path.join(dist, `work/${third}.html`))).toBe(false);
    expect(existsSync(path.join(dist, `social/${third}.png`))).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain(third);
    for (const file of htmlPages(dist))
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain(third);

    expectListAndRing(dist, '/portfolio/', [fourth, second, first, ...rest, 'orbit-tracker']);
  });

  test('bad content fails the build, naming the file and the field', () => {
    const file = path.join(projectsDir(site), 'orbit-tracker.mdx');
    const bad = readFileSync(file, 'utf8')
      .replace('./orbit-tracker/hero.png', './orbit-tracker/missing.png')
      .replace(/^year: .*$/m, 'year: 2026')
      .replace(
        /^( {2}alt: ).*\n(?=# Optional: a live site)/m,
        '$1""\nembed:\n  url: http://example.com/\n  heading: Example\n',
      )
      .concat('\n<script>alert("hi")</script>\n');
    writeFileSync(file, bad);
    const { status, output } = site.build();
    expect(status).not.toBe(0);
    for (const expected of [
      `${inCopy('orbit-tracker.mdx')}: hero.src: no image at ./orbit-tracker/missing.png`,
      `${inCopy('orbit-tracker.mdx')}: year: must be text`,
      `${inCopy('orbit-tracker.mdx')}: preview.alt: must not be empty`,
      `${inCopy('orbit-tracker.mdx')}: embed.url: must be an https:// URL`,
    ]) {
      expect(output).toContain(expected);
    }
    expect(output).toMatch(/orbit-tracker\.mdx: body \(line \d+\): raw <script> is not allowed/);
    expect(output).toContain(`${inCopy('orbit-tracker.mdx')}: body (line`);
  });
});
