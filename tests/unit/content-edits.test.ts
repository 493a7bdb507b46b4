import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOwner, checkProjects, splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { addDevelopersWriteUp, copyContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import {
  accentedTechnology,
  keepOnlyTheLastProject,
  offerOwnPdfOnly,
  ownerLogoSvg,
  ownersFirstWeek,
} from '../builds/content-edits.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

const fixture = fixtureFolder;
let dir: string;

beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'content-edits-')), 'content');
  copyContent(fixture.dir, dir);
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

// The edited content sets are what the any-content tests run on: an edit that quietly did
// nothing would leave them testing the fixture again.
describe("an owner's edits, on a copy of the fixture", () => {
  it('keepOnlyTheLastProject leaves the last project of the list alone', () => {
    const last = readProjects(fixture.dir).at(-1)!;
    keepOnlyTheLastProject(dir);
    expect(readProjects(dir)).toEqual([last]);
  });

  it("offerOwnPdfOnly takes resume.json away and names a PDF of the owner's own", async () => {
    await offerOwnPdfOnly(dir);
    const folder = contentFolder(dir);
    expect(existsSync(folder.resumeFile)).toBe(false);
    expect(splitFrontmatter(readFileSync(folder.ownerFile, 'utf8')).data).toMatchObject({
      resume: { file: './resume.pdf' },
    });
    const pdf = readFileSync(path.join(path.dirname(folder.ownerFile), 'resume.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(checkOwner(dir, folder)).toEqual([]);
  });

  it("ownersFirstWeek adds a project first, retitles one, retires the rest and puts in the owner's own details, logo and PDF", async () => {
    const [first, ...others] = readProjects(fixture.dir);
    const last = others.at(-1)!;
    await ownersFirstWeek(dir);

    const projects = readProjects(dir);
    expect(projects.map(({ slug, order, title }) => ({ slug, order, title }))).toEqual([
      { slug: 'first-light', order: 1, title: 'First Light' },
      { slug: first!.slug, order: 2, title: `${first!.title} Revisited` },
      { slug: last.slug, order: 3, title: last.title },
    ]);
    const retitled = splitFrontmatter(
      readFileSync(path.join(contentFolder(dir).projects, `${first!.slug}.mdx`), 'utf8'),
    );
    expect(retitled.data).toMatchObject({ year: '2023' });
    const added = splitFrontmatter(
      readFileSync(path.join(contentFolder(dir).projects, 'first-light.mdx'), 'utf8'),
    );
    expect(added.data).toMatchObject({ stack: ['Astro', accentedTechnology] });

    const owner = readFileSync(contentFolder(dir).ownerFile, 'utf8');
    expect(splitFrontmatter(owner).data).toMatchObject({
      name: 'Sam Rivera',
      email: 'sam.rivera@example.com',
      logo: './logo.svg',
      resume: { file: './resume.pdf', downloadName: 'Sam-Rivera-Resume.pdf' },
    });
    // The PDF of their own wins over the one the site would make from resume.json, which stays.
    expect(existsSync(contentFolder(dir).resumeFile)).toBe(true);
    expect(readFileSync(path.join(path.dirname(contentFolder(dir).ownerFile), 'logo.svg'), 'utf8')).toBe(
      ownerLogoSvg,
    );
    // Edited as a person would: the file's own comments stay.
    expect(owner).toContain('# Your details.');
    const photo = (folder: string) => readFileSync(path.join(path.dirname(folder), 'photo.jpg'));
    expect(photo(contentFolder(dir).ownerFile).equals(photo(fixture.ownerFile))).toBe(false);
    expect(checkOwner(dir, contentFolder(dir))).toEqual([]);
  });

  it('addDevelopersWriteUp adds the write-up last, valid, with its code, table, quote, image and recording', () => {
    addDevelopersWriteUp(dir);
    const projects = readProjects(dir);
    expect(projects.slice(0, -1)).toEqual(readProjects(fixture.dir));
    const writeUp = projects.at(-1)!;
    expect(checkProjects(dir, contentFolder(dir))).toEqual([]);
    const { data, body } = splitFrontmatter(
      readFileSync(path.join(contentFolder(dir).projects, `${writeUp.slug}.mdx`), 'utf8'),
    );
    expect(data).toHaveProperty('recording.src');
    for (const fence of ['```ts', '```tsx', '```bash', '```json']) expect(body).toContain(fence);
    expect(body).toMatch(/^\| :-+ \|/m);
    expect(body).toMatch(/^> /m);
    expect(body).toMatch(/!\[[^\]]+\]\(\.\//);
  });
});
