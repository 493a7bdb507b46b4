import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ContentError } from '../../src/lib/build/content-check.ts';
import { contentRoutes, readProjects, routesFromContent } from '../../scripts/lib/site-content.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

/** A temporary content folder, anywhere: readProjects takes it as an absolute path. */
let root: string;
const image = path.join(fixtureFolder.projects, 'quote-kong/preview.png');

/** Writes projects/<slug>.mdx (and its two images) into the temporary content folder. */
function writeProject(slug: string, data: Record<string, unknown>) {
  const dir = contentFolder(root).projects;
  mkdirSync(path.join(dir, slug), { recursive: true });
  for (const name of ['hero.png', 'preview.png']) copyFileSync(image, path.join(dir, slug, name));
  const pictures = {
    hero: { src: `./${slug}/hero.png`, alt: 'Hero' },
    preview: { src: `./${slug}/preview.png`, alt: 'Preview' },
  };
  const frontmatter = {
    category: 'Web Development',
    year: '2026',
    summary: 'A test project.',
    ...pictures,
    ...data,
  };
  writeFileSync(path.join(dir, `${slug}.mdx`), `---\n${stringify(frontmatter)}---\n\nBody.\n`);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-content-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('readProjects', () => {
  it('lists projects in order, with the list names defaulting to the page names', () => {
    writeProject('second', { order: 5, title: 'Second', listTitle: 'Zweite', listCategory: 'Web' });
    writeProject('first', { order: 2, title: 'First' });
    expect(readProjects(root)).toEqual([
      {
        slug: 'first',
        order: 2,
        title: 'First',
        listTitle: 'First',
        category: 'Web Development',
        listCategory: 'Web Development',
        stack: [],
        featured: false,
      },
      {
        slug: 'second',
        order: 5,
        title: 'Second',
        listTitle: 'Zweite',
        category: 'Web Development',
        listCategory: 'Web',
        stack: [],
        featured: false,
      },
    ]);
  });

  it('refuses content the build would refuse, naming every problem', () => {
    writeProject('one', { order: 1, title: 'One' });
    writeProject('two', { order: 1, title: '' });
    expect(() => readProjects(root)).toThrow(ContentError);
    expect(() => readProjects(root)).toThrow(/two\.mdx: title: must not be empty/);
  });
});

describe('routesFromContent', () => {
  it('gives the fixed pages (the accessibility statement among them), one page per project in list order, and one per technology', () => {
    writeProject('b', { order: 2, title: 'B', stack: ['C#', 'React Native'] });
    writeProject('a', { order: 1, title: 'A', stack: ['C++', 'C#'], featured: true });
    expect(readProjects(root).map(({ slug, stack, featured }) => ({ slug, stack, featured }))).toEqual([
      { slug: 'a', stack: ['C++', 'C#'], featured: true },
      { slug: 'b', stack: ['C#', 'React Native'], featured: false },
    ]);
    expect(routesFromContent(readProjects(root))).toEqual([
      '/',
      '/work',
      '/about',
      '/contact',
      '/accessibility',
      '/work/a',
      '/work/b',
      '/technologies/c-sharp',
      '/technologies/c-plus-plus',
      '/technologies/react-native',
    ]);
  });

  it('has /resume when the content has a resume.json', () => {
    writeProject('a', { order: 1, title: 'A' });
    expect(contentRoutes(root)).not.toContain('/resume');
    mkdirSync(path.dirname(contentFolder(root).resumeFile), { recursive: true });
    writeFileSync(contentFolder(root).resumeFile, '{}');
    expect(contentRoutes(root)).toEqual([
      '/',
      '/work',
      '/about',
      '/contact',
      '/resume',
      '/accessibility',
      '/work/a',
    ]);
  });

  it('has no /accessibility when the owner turns the statement off', () => {
    writeProject('a', { order: 1, title: 'A' });
    expect(routesFromContent(readProjects(root), { accessibility: false })).toEqual([
      '/',
      '/work',
      '/about',
      '/contact',
      '/work/a',
    ]);
  });
});
