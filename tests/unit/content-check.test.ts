import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  ContentError,
  assertContent,
  checkOwner,
  checkPlaceholders,
  checkProjects,
  formatProblem,
} from '../../content-schemas/check.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { ownerContent, ownerContentDir } from '../../src/lib/content/content-location.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

/** The tests' own content: files to copy from. */
const fixture = fixtureFolder;
const fixtureOwnerDir = path.dirname(fixture.ownerFile);
const sampleImage = path.join(fixture.projects, 'quote-kong/preview.png');

/** A valid project's frontmatter; each test breaks one thing. */
const validProject = (order: number): Record<string, unknown> => ({
  order,
  title: 'Sample Project',
  category: 'Web Development',
  year: '2026',
  summary: 'A sample project used by the content checker tests.',
  hero: { src: './sample/hero.png', alt: 'Sample hero' },
  preview: { src: './sample/preview.png', alt: 'Sample preview' },
});

let root: string;
let projectsDir: string;

const writeProject = (slug: string, data: Record<string, unknown>) =>
  writeFileSync(path.join(projectsDir, `${slug}.mdx`), `---\n${stringify(data)}---\n\nBody text.\n`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  projectsDir = ownerContent(root).projects;
  mkdirSync(path.join(projectsDir, 'sample'), { recursive: true });
  copyFileSync(sampleImage, path.join(projectsDir, 'sample/hero.png'));
  copyFileSync(sampleImage, path.join(projectsDir, 'sample/preview.png'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the content folders', () => {
  it("the tests' fixture passes every check", () => {
    expect(checkProjects(repoRoot, fixture)).toEqual([]);
    expect(checkOwner(repoRoot, fixture)).toEqual([]);
    expect(() => assertContent(repoRoot, fixture)).not.toThrow();
  });

  it("the owner's content is valid, as any content the site is built from must be", () => {
    expect(() => assertContent(repoRoot)).not.toThrow();
  });
});

describe('a bad project file', () => {
  it('accepts a valid one', () => {
    writeProject('sample', validProject(1));
    expect(checkProjects(root)).toEqual([]);
  });

  it('reports a missing title with the file and field', () => {
    const { title: _title, ...data } = validProject(1);
    writeProject('no-title', data);
    const [problem, ...rest] = checkProjects(root);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: `${ownerContentDir}/projects/no-title.mdx`, field: 'title' });
    expect(problem?.message).toMatch(/is required/);
    expect(formatProblem(problem!)).toMatch(/^src\/content\/projects\/no-title\.mdx: title: is required/);
  });

  it('reports a number where text belongs', () => {
    writeProject('numeric-year', { ...validProject(1), year: 2025 });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({
        file: `${ownerContentDir}/projects/numeric-year.mdx`,
        field: 'year',
        message: expect.stringMatching(/must be text.*got number/),
      }),
    ]);
  });

  it('reports a hero image that does not exist', () => {
    writeProject('lost-hero', { ...validProject(1), hero: { src: './sample/missing.png', alt: 'Gone' } });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({
        file: `${ownerContentDir}/projects/lost-hero.mdx`,
        field: 'hero.src',
        message: expect.stringContaining('no image at ./sample/missing.png'),
      }),
    ]);
  });

  it('reports two projects with the same order, naming both files', () => {
    writeProject('first', validProject(3));
    writeProject('second', validProject(3));
    const problems = checkProjects(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'order' });
    expect(formatProblem(problems[0]!)).toMatch(
      /^src\/content\/projects\/second\.mdx: order: order 3 is already used by src\/content\/projects\/first\.mdx/,
    );
  });

  it('reports an image without alt text', () => {
    writeProject('no-alt', { ...validProject(1), preview: { src: './sample/preview.png', alt: '  ' } });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'preview.alt', message: expect.stringMatching(/must not be empty/) }),
    ]);
  });

  it('reports an embed that is not https', () => {
    writeProject('plain-http', {
      ...validProject(1),
      embed: { url: 'http://example.com/', heading: 'Site' },
    });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'embed.url', message: expect.stringMatching(/https/) }),
    ]);
  });

  it('accepts the optional role, stack and links', () => {
    writeProject('facts', {
      ...validProject(1),
      role: 'Front-end developer',
      stack: ['React', 'TypeScript'],
      links: [
        { label: 'Live site', url: 'https://example.com/', kind: 'website' },
        { label: 'Source', url: 'https://github.com/example/app' },
      ],
    });
    expect(checkProjects(root)).toEqual([]);
  });

  it('reports a link that is not https, naming the link', () => {
    writeProject('plain-link', {
      ...validProject(1),
      links: [
        { label: 'Live site', url: 'https://example.com/' },
        { label: 'Source', url: 'http://example.com/source' },
      ],
    });
    expect(checkProjects(root)).toEqual([
      {
        file: `${ownerContentDir}/projects/plain-link.mdx`,
        field: 'links.1.url',
        message: expect.stringMatching(/must be an https:\/\/ URL/),
      },
    ]);
  });

  it('reports a link without a label, and an unknown kind', () => {
    writeProject('bad-link', {
      ...validProject(1),
      links: [{ url: 'https://example.com/', kind: 'homepage' }],
    });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'links.0.label', message: expect.stringMatching(/is required/) }),
      expect.objectContaining({
        field: 'links.0.kind',
        message: expect.stringMatching(/must be one of website/),
      }),
    ]);
  });

  it('reports an empty stack entry, naming it', () => {
    writeProject('empty-stack', { ...validProject(1), stack: ['React', '  '] });
    expect(checkProjects(root)).toEqual([
      {
        file: `${ownerContentDir}/projects/empty-stack.mdx`,
        field: 'stack.1',
        message: expect.stringMatching(/must not be empty/),
      },
    ]);
  });

  it('reports a stack given as one text, and an empty role', () => {
    writeProject('flat-stack', { ...validProject(1), stack: 'React, TypeScript', role: '' });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'role', message: expect.stringMatching(/must not be empty/) }),
      expect.objectContaining({ field: 'stack', message: expect.stringMatching(/must be a list/) }),
    ]);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    writeProject('typo', { ...validProject(1), categroy: 'Oops' });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({
        field: '(top level)',
        message: expect.stringMatching(/unknown field categroy/),
      }),
    ]);
  });

  it('throws every problem at once from assertContent', () => {
    mkdirSync(path.dirname(ownerContent(root).ownerFile), { recursive: true });
    for (const file of ['owner.md', 'photo.jpg', 'resume.pdf']) {
      copyFileSync(path.join(fixtureOwnerDir, file), path.join(root, ownerContentDir, 'owner', file));
    }
    writeProject('a', { ...validProject(1), year: 2025 });
    writeProject('b', { ...validProject(2), title: '' });
    const error = (() => {
      try {
        assertContent(root);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain(`${ownerContentDir}/projects/a.mdx: year:`);
    expect((error as ContentError).message).toContain(`${ownerContentDir}/projects/b.mdx: title:`);
  });
});

describe('a project description with raw HTML the design does not allow', () => {
  const withBody = (slug: string, body: string) =>
    writeFileSync(
      path.join(projectsDir, `${slug}.mdx`),
      `---\n${stringify(validProject(1))}---\n\nIntro.\n\n${body}\n`,
    );

  it.each([
    ['inline-script', '<script>alert(1)</script>', /raw <script> is not allowed/],
    ['inline-style', '<style>body { display: none }</style>', /raw <style> is not allowed/],
    [
      'raw-iframe',
      '<iframe src="https://example.com"></iframe>',
      /raw <iframe> is not allowed: embed a page with the `embed` field/,
    ],
    ['handler', '<button onclick="steal()">Click</button>', /event handler attributes/],
    ['js-link', '[click me](javascript:alert(1))', /javascript: links are not allowed/],
    ['empty-alt', '![](./sample/hero.png)', /an image needs alt text/],
    ['raw-img', '<img src="./sample/hero.png" alt="A chart" />', /raw <img> is not allowed: write !\[/],
  ])('%s is refused, naming the file and the line', (slug, body, message) => {
    withBody(slug, body);
    const problems = checkProjects(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: `${ownerContentDir}/projects/${slug}.mdx`,
      field: expect.stringMatching(/^body \(line \d+\)$/),
    });
    expect(problems[0]!.message).toMatch(message);
    // The line named is the one with the problem.
    const line = Number(/line (\d+)/.exec(problems[0]!.field)![1]);
    const source = readFileSync(path.join(projectsDir, `${slug}.mdx`), 'utf8').split('\n');
    expect(source[line - 1]).toBe(body);
  });

  it('lets ordinary Markdown, links and described images through', () => {
    withBody(
      'fine',
      '**Bold**, [a link](https://example.com) and ![A chart](./sample/hero.png). <abbr title="Portable">PDF</abbr>',
    );
    expect(checkProjects(root)).toEqual([]);
  });
});

describe('placeholders the scaffold leaves', () => {
  const scaffolded = {
    ...validProject(1),
    category: 'TODO: category',
    hero: {
      src: './sample/hero.png',
      alt: 'Placeholder title card (TODO: replace the image and describe it)',
    },
  };

  it('name the file and every field still holding one; the description counts, MDX comments do not', () => {
    writeFileSync(
      path.join(projectsDir, 'draft.mdx'),
      `---\n${stringify(scaffolded)}---\n\n{/* TODO: describe the project.\n   More hints. */}\n\nTODO: describe the project here.\n`,
    );
    const problems = checkPlaceholders(root);
    expect(problems.map((problem) => `${problem.file}: ${problem.field}`)).toEqual([
      `${ownerContentDir}/projects/draft.mdx: category`,
      `${ownerContentDir}/projects/draft.mdx: hero.alt`,
      `${ownerContentDir}/projects/draft.mdx: body (line ${stringify(scaffolded).split('\n').length + 6})`,
    ]);
    expect(formatProblem(problems[0]!)).toMatch(
      /category: still the scaffold's placeholder \("TODO: category"\)/,
    );
    // The build's check includes them.
    expect(() => assertContent(root)).toThrow(/draft\.mdx: hero\.alt: still the scaffold's placeholder/);
  });

  it('are gone once the text is written', () => {
    writeProject('done', validProject(1));
    expect(checkPlaceholders(root)).toEqual([]);
  });
});

describe("the owner's logo", () => {
  const ownerDir = () => path.dirname(ownerContent(root).ownerFile);
  /** The real owner.md with `logo` set (or a line added), in the temporary root. */
  const writeOwner = (logo: string | number) => {
    mkdirSync(ownerDir(), { recursive: true });
    for (const file of ['photo.jpg', 'resume.pdf']) {
      copyFileSync(path.join(fixtureOwnerDir, file), path.join(ownerDir(), file));
    }
    const source = readFileSync(fixture.ownerFile, 'utf8');
    writeFileSync(path.join(ownerDir(), 'owner.md'), source.replace(/^photo:/m, `logo: ${logo}\nphoto:`));
  };

  it("is optional: the fixture's owner has none, and is valid", () => {
    expect(readFileSync(fixture.ownerFile, 'utf8')).not.toMatch(/^logo:/m);
    expect(checkOwner(repoRoot, fixture)).toEqual([]);
  });

  it.each(['./logo.svg', './logo.png'])('accepts %s beside owner.md', (logo) => {
    writeOwner(logo);
    writeFileSync(path.join(ownerDir(), logo.slice(2)), 'logo bytes');
    expect(checkOwner(root)).toEqual([]);
  });

  it('reports a logo file that does not exist, with the file and the field', () => {
    writeOwner('./logo.svg');
    expect(checkOwner(root)).toEqual([
      { file: `${ownerContentDir}/owner/owner.md`, field: 'logo', message: 'no logo at ./logo.svg' },
    ]);
  });

  it.each([
    ['./logo.gif', /must be an SVG or PNG file/],
    ['logo.svg', /must be an SVG or PNG file beside owner.md/],
    [42, /must be the path of an SVG or PNG file/],
  ])('reports %s, with the file and the field', (logo, message) => {
    writeOwner(logo);
    expect(checkOwner(root)).toEqual([
      { file: `${ownerContentDir}/owner/owner.md`, field: 'logo', message: expect.stringMatching(message) },
    ]);
  });
});
