import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { expect, test } from './fixtures.ts';

/** Every file of the copy (but its build output) with a hash of its content. */
function snapshot(dir: string, relative = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(path.join(dir, relative))) {
    const entry = path.join(relative, name);
    if (['node_modules', 'dist', '.astro'].includes(name)) continue;
    if (statSync(path.join(dir, entry)).isDirectory()) {
      for (const [file, hash] of snapshot(dir, entry)) files.set(file, hash);
    } else {
      files.set(
        entry,
        createHash('sha1')
          .update(readFileSync(path.join(dir, entry)))
          .digest('hex'),
      );
    }
  }
  return files;
}

const eighth = `---
order: 8
title: Eighth Wonder
category: Web Development
listCategory: Web Dev
year: "2026"
summary: A project added by the end-to-end test, to prove one file is all it takes.
hero:
  src: ./eighth-wonder/hero.png
  alt: Eighth Wonder title card
preview:
  src: ./eighth-wonder/preview.png
  alt: Eighth Wonder title card
---

Added by a test: one MDX file and its images, nothing else.
`;

test.describe('adding a project is adding one file', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(() => site.remove());

  test('an eighth MDX file shows in the count, the list and the ring', async ({ page }) => {
    const before = snapshot(site.dir);
    const projects = path.join(site.dir, 'src/content/projects');
    mkdirSync(path.join(projects, 'eighth-wonder'));
    for (const image of ['hero.png', 'preview.png']) {
      copyFileSync(path.join(projects, 'haletale', image), path.join(projects, 'eighth-wonder', image));
    }
    writeFileSync(path.join(projects, 'eighth-wonder.mdx'), eighth);

    const { status, output } = site.build();
    expect(status, output).toBe(0);

    // Nothing but the new project's files was added or changed.
    const after = snapshot(site.dir);
    const added = [...after.keys()].filter((file) => !before.has(file)).sort();
    expect(added).toEqual([
      'src/content/projects/eighth-wonder.mdx',
      'src/content/projects/eighth-wonder/hero.png',
      'src/content/projects/eighth-wonder/preview.png',
    ]);
    for (const [file, hash] of before) expect(after.get(file), file).toBe(hash);

    const built = (route: string) => readFileSync(path.join(site.dir, 'dist', `${route}.html`), 'utf8');

    await page.setContent(built('work'));
    await expect(page.getByText('8 projects', { exact: true })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Projects' }).getByRole('link');
    await expect(entries).toHaveCount(8);
    await expect(entries.last()).toContainText('Eighth Wonder');
    await expect(entries.last()).toHaveAttribute('href', '/work/eighth-wonder');

    const pager = page.getByRole('navigation', { name: 'More projects' });
    await page.setContent(built('work/haletale'));
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/work/eighth-wonder');
    await page.setContent(built('work/eighth-wonder'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eighth Wonder');
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/work/haletale');
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/work/quote-kong');
    await page.setContent(built('work/quote-kong'));
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/work/eighth-wonder',
    );
  });

  test('bad content fails the build, naming the file and the field', () => {
    const file = path.join(site.dir, 'src/content/projects/eighth-wonder.mdx');
    const bad = eighth
      .replace('./eighth-wonder/hero.png', './eighth-wonder/missing.png')
      .replace('year: "2026"', 'year: 2026')
      .replace(
        '  alt: Eighth Wonder title card\n---',
        '  alt: ""\nembed:\n  url: http://example.com/\n  heading: Example\n---',
      )
      .concat('\n<script>alert("hi")</script>\n');
    writeFileSync(file, bad);
    const { status, output } = site.build();
    expect(status).not.toBe(0);
    for (const expected of [
      'src/content/projects/eighth-wonder.mdx: hero.src: no image at ./eighth-wonder/missing.png',
      'src/content/projects/eighth-wonder.mdx: year: must be text',
      'src/content/projects/eighth-wonder.mdx: preview.alt: must not be empty',
      'src/content/projects/eighth-wonder.mdx: embed.url: must be an https:// URL',
    ]) {
      expect(output).toContain(expected);
    }
    expect(output).toMatch(
      /src\/content\/projects\/eighth-wonder\.mdx: body \(line \d+\): raw <script> is not allowed/,
    );
  });
});
