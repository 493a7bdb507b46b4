import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkBodyText } from '../../content-schemas/body.ts';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { projectSchema } from '../../content-schemas/project.ts';
import { frontmatterAndBody, slugify } from '../../scripts/new-project.ts';
import { copyContent } from '../../scripts/lib/fixture-content.ts';
import { contentDirVariable } from '../../src/lib/content/content-location.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

describe('slugify', () => {
  it.each([
    ['Orbit Tracker', 'orbit-tracker'],
    ['  orbit   TRACKER! ', 'orbit-tracker'],
    ['Café Órbita: Rides & Routes', 'cafe-orbita-rides-and-routes'],
    ["Sam's App", 'sams-app'],
    ['Sam’s App', 'sams-app'],
    ['ViB Digital', 'vib-digital'],
    ['日本語', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('the scaffolded file', () => {
  const scaffold = frontmatterAndBody({
    slug: 'orbit-tracker',
    title: 'Orbit Tracker',
    category: 'Mobile App',
    year: '2026',
    order: 8,
  });
  const schema = projectSchema(() => z.string());

  it('leaves role, stack, links and featured commented out, saying what stack and featured do', () => {
    const { data } = splitFrontmatter(scaffold);
    expect(schema.parse(data)).not.toHaveProperty('role');
    expect(schema.parse(data)).not.toHaveProperty('featured');
    expect(scaffold).toMatch(/^# role: /m);
    expect(scaffold).toMatch(/^# stack: \[/m);
    expect(scaffold).toMatch(/^# links:$/m);
    expect(scaffold).toMatch(/^# featured: true$/m);
    expect(scaffold).toMatch(/stack links to a page of its projects/);
    expect(scaffold).toMatch(/on Home, below the buttons \(4 projects at most\)/);
    const featured = scaffold.replace(/^# featured: true$/m, 'featured: true');
    expect(schema.parse(splitFrontmatter(featured).data)).toHaveProperty('featured', true);
  });

  it('gives examples that pass the schema once uncommented', () => {
    const lines = scaffold.split('\n');
    const start = lines.findIndex((line) => line.startsWith('# role:'));
    expect(start).toBeGreaterThan(0);
    // The example block runs from "# role:" to the next line that is not an example.
    let end = start;
    while (/^# ( |role:|stack:|links:)/.test(lines[end] ?? '')) end += 1;
    const uncommented = [
      ...lines.slice(0, start),
      ...lines.slice(start, end).map((line) => line.slice(2)),
      ...lines.slice(end),
    ].join('\n');
    const project = schema.parse(splitFrontmatter(uncommented).data);
    expect(project.role).toBe('Front-end developer');
    expect(project.stack).toEqual(['React', 'TypeScript']);
    expect(project.links?.map((link) => link.kind)).toEqual(['website', 'source']);
    expect(project.links?.[1]?.url).toBe('https://github.com/your-handle/orbit-tracker');
  });
});

describe("the scaffold's examples of writing", () => {
  const slug = 'orbit-tracker';
  const scaffold = frontmatterAndBody({
    slug,
    title: 'Orbit Tracker',
    category: 'Mobile App',
    year: '2026',
    order: 8,
  });
  const { body } = splitFrontmatter(scaffold);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scaffold-'));
    mkdirSync(path.join(dir, slug));
    copyFileSync(
      path.join(fixtureFolder.projects, 'quote-kong/preview.png'),
      path.join(dir, slug, 'diagram.png'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stay in an MDX comment, which the page never shows and the checks let through', () => {
    expect(body).toMatch(/^\{\/\* Examples of what a description can hold/m);
    expect(checkBodyText(body, { dir, format: 'mdx' })).toEqual([]);
  });

  it('pass every rule of a description once taken out of the comment: code, a table, a quote, an image', () => {
    const examples = body.slice(body.indexOf('## A heading'), body.lastIndexOf('*/}'));
    for (const element of ['```ts', '```bash', '| :---', '> ', `![`]) expect(examples).toContain(element);
    expect(checkBodyText(examples, { dir, format: 'mdx' })).toEqual([]);
  });

  it('offer a recording, commented out, that the schema takes once uncommented', () => {
    const lines = scaffold.split('\n');
    const start = lines.findIndex((line) => line === '# recording:');
    const uncommented = [
      ...lines.slice(0, start),
      ...lines.slice(start, start + 4).map((line) => line.slice(2)),
      ...lines.slice(start + 4),
    ].join('\n');
    const project = projectSchema(() => z.string()).parse(splitFrontmatter(uncommented).data);
    expect(project.recording?.src).toBe(`./${slug}/demo.mp4`);
  });
});

describe('npm run new-project, run as the owner runs it', () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'new-project-')), 'content');
    copyContent(fixtureFolder.dir, dir);
  });
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  /** Every file of the content folder, with a hash of its bytes. */
  const snapshot = () =>
    new Map(
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .map((file) => [
          file,
          createHash('sha1')
            .update(readFileSync(path.join(dir, file)))
            .digest('hex'),
        ]),
    );

  it('refuses a title whose slug exists, naming the file, and writes nothing', () => {
    const before = snapshot();
    // One run (each starts Node and the image libraries): a title that slugifies to one that exists.
    const [title, slug] = ['  quote   KONG! ', 'quote-kong'];
    const run = spawnSync(process.execPath, ['scripts/new-project.ts', title], {
      encoding: 'utf8',
      env: { ...process.env, [contentDirVariable]: dir },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`new-project: a project with the slug "${slug}" already exists`);
    expect(run.stderr).toContain(`${slug}.mdx`);
    expect(snapshot()).toEqual(before);
  });
});
