import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { z } from 'zod';
import {
  assertContent,
  checkNotes,
  checkPlaceholders,
  formatProblem,
  splitFrontmatter,
} from '../../src/lib/build/content-check.ts';
import { noteSchema } from '../../content-schemas/note.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { noteScaffold } from '../../scripts/new-note.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { aYearAfter } from '../builds/content-edits.ts';

const schema = noteSchema(() => z.string());
const valid = { title: 'A note', summary: 'What it is about.', date: '2026-03-14' };
const problems = (data: unknown) =>
  (schema.safeParse(data).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a note’s frontmatter', () => {
  it('needs a title, a summary of 160 characters at most and a date; the rest is optional', () => {
    expect(problems(valid)).toEqual([]);
    expect(
      problems({
        ...valid,
        updated: '2026-04-01',
        stack: ['Kotlin'],
        draft: true,
        cover: { src: './a/c.png', alt: 'A trace' },
      }),
    ).toEqual([]);
    expect(problems({})).toEqual([
      "title: is required: the note's title",
      'summary: is required: a one-sentence summary for the list and search results',
      'date: is required: the day the note is published, written YYYY-MM-DD',
    ]);
    expect(problems({ ...valid, summary: 'x'.repeat(161) })).toEqual([
      'summary: must be at most 160 characters: search engines cut longer summaries',
    ]);
  });

  it('takes a date as YAML gives it, text or a Date, and keeps it as YYYY-MM-DD', () => {
    expect(schema.parse({ ...valid, date: new Date('2026-03-14T00:00:00Z') }).date).toBe('2026-03-14');
    expect(problems({ ...valid, date: '14/03/2026' })).toEqual([
      'date: must be a date written YYYY-MM-DD, e.g. 2026-03-14: the day the note is published',
    ]);
    expect(problems({ ...valid, date: '2026-02-30' })).toEqual([
      'date: 2026-02-30 is not a day of the calendar: the day the note is published',
    ]);
    expect(problems({ ...valid, updated: '2026-03-01' })).toEqual([
      'updated: must be on or after `date`: the day the note was last changed',
    ]);
  });

  it('refuses an unknown field, a draft that is not true or false, and a cover without alt text', () => {
    expect(problems({ ...valid, tags: ['x'] })).toHaveLength(1);
    expect(problems({ ...valid, draft: 'yes' })).toEqual(['draft: must be true or false (no quotes)']);
    expect(problems({ ...valid, cover: { src: './a/c.png' } })).toEqual([
      'cover.alt: is required: alt text describing the cover image',
    ]);
  });
});

describe('the content check of notes', () => {
  let root: string;
  let notes: string;
  const write = (slug: string, data: Record<string, unknown>, body = 'Text.\n') =>
    writeFileSync(path.join(notes, `${slug}.mdx`), `---\n${stringify(data)}---\n\n${body}`);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'notes-check-'));
    const content = contentFolder(path.join(root, 'src/content'));
    mkdirSync(path.dirname(content.ownerFile), { recursive: true });
    for (const file of ['owner.md', 'photo.jpg', 'resume.json'])
      copyFileSync(
        path.join(path.dirname(fixtureFolder.ownerFile), file),
        path.join(path.dirname(content.ownerFile), file),
      );
    mkdirSync(content.projects, { recursive: true });
    notes = content.notes;
    mkdirSync(path.join(notes, 'a'), { recursive: true });
    copyFileSync(path.join(fixtureFolder.projects, 'quote-kong/preview.png'), path.join(notes, 'a/c.png'));
    writeFileSync(
      path.join(content.projects, 'p.mdx'),
      `---\n${stringify({ order: 1, title: 'P', category: 'Web', year: '2026', summary: 'P.', stack: ['React'], hero: { src: './a.png', alt: 'a' }, preview: { src: './a.png', alt: 'a' } })}---\n`,
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('has nothing to say without a notes folder', () => {
    rmSync(notes, { recursive: true });
    expect(checkNotes(root)).toEqual([]);
  });

  it('names the file and the field, and holds the text to a description’s rules, naming the line', () => {
    write('good', { ...valid, cover: { src: './a/c.png', alt: 'A trace' } });
    write(
      'bad',
      { ...valid, date: 2026, cover: { src: './a/missing.png', alt: 'x' } },
      'First line.\n\n![](./a/c.png)\n',
    );
    expect(checkNotes(root).map(formatProblem)).toEqual([
      'src/content/notes/bad.mdx: body (line 12): an image needs alt text: ![what it shows](./image.png)',
      'src/content/notes/bad.mdx: date: must be a date written YYYY-MM-DD, e.g. 2026-03-14: the day the note is published',
      'src/content/notes/bad.mdx: cover.src: no image at ./a/missing.png (paths are relative to the content file)',
    ]);
  });

  it('holds a note’s technologies to the projects’ spelling', () => {
    write('n', { ...valid, stack: ['react'] });
    expect(checkNotes(root).map(formatProblem)).toEqual([
      'src/content/notes/n.mdx: stack.0: "react" and "React" (src/content/projects/p.mdx) would share the page /technologies/react: write the technology the same way in both',
    ]);
  });

  it('fails a build on a published note’s placeholders, never on a draft’s', () => {
    write('draft', { ...valid, summary: 'TODO: a summary', draft: true }, 'TODO: write it\n');
    write('published', { ...valid, summary: 'TODO: a summary' });
    expect(checkPlaceholders(root).map(({ file, field }) => `${file}: ${field}`)).toEqual([
      'src/content/notes/published.mdx: summary',
    ]);
    expect(() => assertContent(root)).toThrow(
      /notes\/published\.mdx: summary: still the scaffold's placeholder/,
    );
  });

  it('takes the note `npm run new-note` scaffolds, a draft dated as asked, with its examples valid once uncommented', () => {
    const scaffold = noteScaffold({ slug: 'what-i-learnt', title: 'What I: learnt', date: '2026-05-01' });
    writeFileSync(path.join(notes, 'what-i-learnt.mdx'), scaffold);
    expect(checkNotes(root)).toEqual([]);
    expect(schema.parse(splitFrontmatter(scaffold).data)).toMatchObject({
      title: 'What I: learnt',
      date: '2026-05-01',
      draft: true,
    });
    expect(checkPlaceholders(root)).toEqual([]);
    // Published as scaffolded, its TODOs would stop the build.
    writeFileSync(path.join(notes, 'what-i-learnt.mdx'), scaffold.replace('draft: true\n', ''));
    expect(checkPlaceholders(root).map(({ field }) => field)).toEqual(['summary', 'body (line 38)']);
  });
});

describe('the note dated next year in the tests’ content', () => {
  it('is a year after the day it is made', () => {
    expect(aYearAfter('2026-12-01')).toBe('2027-12-01');
    expect(aYearAfter('2028-02-29')).toBe('2029-02-28');
  });
});
