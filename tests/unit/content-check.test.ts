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
} from '../../src/lib/build/content-check.ts';
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

  it('reports a technology named twice in one stack', () => {
    writeProject('twice', { ...validProject(1), stack: ['React', 'TypeScript', 'React'] });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'stack', message: 'names React twice: name each technology once' }),
    ]);
  });

  it('gives C, C++, C#, .NET, NET, Node.js and React Native pages of their own', () => {
    writeProject('systems', { ...validProject(1), stack: ['C', 'C++', 'C#', '.NET', 'NET'] });
    writeProject('apps', { ...validProject(2), stack: ['Node.js', 'React Native', 'C#'] });
    expect(checkProjects(root)).toEqual([]);
  });

  it('reports two names that would share a page, naming both files', () => {
    writeProject('first', { ...validProject(1), stack: ['React', 'Node.js'] });
    writeProject('second', { ...validProject(2), stack: ['TypeScript', 'react'] });
    writeProject('third', { ...validProject(3), stack: ['Node JS'] });
    expect(checkProjects(root).map(formatProblem)).toEqual([
      `${ownerContentDir}/projects/second.mdx: stack.1: "react" and "React" (${ownerContentDir}/projects/first.mdx) would share the page /technologies/react: write the technology the same way in both`,
      `${ownerContentDir}/projects/third.mdx: stack.0: "Node JS" and "Node.js" (${ownerContentDir}/projects/first.mdx) would share the page /technologies/node-js: write the technology the same way in both`,
    ]);
  });

  it('reports a technology with no letter or digit to name its page by', () => {
    writeProject('symbols', { ...validProject(1), stack: ['React', '🚀'] });
    expect(checkProjects(root)).toEqual([
      {
        file: `${ownerContentDir}/projects/symbols.mdx`,
        field: 'stack.1',
        message: expect.stringMatching(/^"🚀" has no letter or digit/),
      },
    ]);
  });

  it('accepts four featured projects and names the file of a fifth, in list order', () => {
    for (const order of [5, 1, 3, 2])
      writeProject(`featured-${order}`, { ...validProject(order), featured: true });
    writeProject('plain', { ...validProject(6) });
    expect(checkProjects(root)).toEqual([]);
    writeProject('featured-4', { ...validProject(4), featured: true });
    const problems = checkProjects(root);
    expect(problems).toEqual([
      {
        file: `${ownerContentDir}/projects/featured-5.mdx`,
        field: 'featured',
        message: expect.stringMatching(/^Home features at most 4 projects/),
      },
    ]);
    for (const order of [1, 2, 3, 4]) {
      expect(problems[0]!.message).toContain(`${ownerContentDir}/projects/featured-${order}.mdx`);
    }
  });

  it('reports featured given as text', () => {
    writeProject('quoted', { ...validProject(1), featured: 'yes' });
    expect(checkProjects(root)).toEqual([
      expect.objectContaining({ field: 'featured', message: expect.stringMatching(/must be true or false/) }),
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
    for (const file of ['owner.md', 'photo.jpg', 'resume.json']) {
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

const ownerDir = () => path.dirname(ownerContent(root).ownerFile);

/** The fixture's owner folder (owner.md, photo, resume.json) in the temporary root, owner.md edited. */
const writeOwner = (edit: (source: string) => string = (source) => source) => {
  mkdirSync(ownerDir(), { recursive: true });
  for (const file of ['photo.jpg', 'resume.json']) {
    copyFileSync(path.join(fixtureOwnerDir, file), path.join(ownerDir(), file));
  }
  writeFileSync(path.join(ownerDir(), 'owner.md'), edit(readFileSync(fixture.ownerFile, 'utf8')));
};

/** resume.json in the temporary root, as given. */
const writeResume = (resume: unknown) =>
  writeFileSync(ownerContent(root).resumeFile, typeof resume === 'string' ? resume : JSON.stringify(resume));

/** owner.md with a field set: replaced where it is, else added. */
const ownerField = (field: string, value: string) => (source: string) =>
  new RegExp(`^${field}:`, 'm').test(source)
    ? source.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`)
    : source.replace(/^photo:/m, `${field}: ${value}\nphoto:`);

describe("the owner's logo", () => {
  /** The real owner.md with `logo` set (or a line added), in the temporary root. */
  const writeLogo = (logo: string | number) => writeOwner(ownerField('logo', String(logo)));

  it("is optional: the fixture's owner has none, and is valid", () => {
    expect(readFileSync(fixture.ownerFile, 'utf8')).not.toMatch(/^logo:/m);
    expect(checkOwner(repoRoot, fixture)).toEqual([]);
  });

  it.each(['./logo.svg', './logo.png'])('accepts %s beside owner.md', (logo) => {
    writeLogo(logo);
    writeFileSync(path.join(ownerDir(), logo.slice(2)), 'logo bytes');
    expect(checkOwner(root)).toEqual([]);
  });

  it('reports a logo file that does not exist, with the file and the field', () => {
    writeLogo('./logo.svg');
    expect(checkOwner(root)).toEqual([
      { file: `${ownerContentDir}/owner/owner.md`, field: 'logo', message: 'no logo at ./logo.svg' },
    ]);
  });

  it.each([
    ['./logo.gif', /must be an SVG or PNG file/],
    ['logo.svg', /must be an SVG or PNG file beside owner.md/],
    [42, /must be the path of an SVG or PNG file/],
  ])('reports %s, with the file and the field', (logo, message) => {
    writeLogo(logo);
    expect(checkOwner(root)).toEqual([
      { file: `${ownerContentDir}/owner/owner.md`, field: 'logo', message: expect.stringMatching(message) },
    ]);
  });
});

describe("the owner's resume", () => {
  const resumeFile = `${ownerContentDir}/owner/resume.json`;
  const ownerFile = `${ownerContentDir}/owner/owner.md`;

  it("is resume.json, which makes owner.md's resume field optional", () => {
    writeOwner();
    expect(readFileSync(path.join(ownerDir(), 'owner.md'), 'utf8')).not.toMatch(/^resume:/m);
    expect(checkOwner(root)).toEqual([]);
  });

  it('without resume.json, is the PDF owner.md names, which must be there', () => {
    writeOwner(ownerField('resume', '{ file: ./resume.pdf }'));
    rmSync(ownerContent(root).resumeFile);
    expect(checkOwner(root)).toEqual([
      { file: ownerFile, field: 'resume.file', message: 'no PDF at ./resume.pdf' },
    ]);
    writeFileSync(path.join(ownerDir(), 'resume.pdf'), '%PDF-1.7');
    expect(checkOwner(root)).toEqual([]);
  });

  it('is required one way or the other', () => {
    writeOwner();
    rmSync(ownerContent(root).resumeFile);
    expect(checkOwner(root)).toEqual([
      {
        file: ownerFile,
        field: 'resume.file',
        message: expect.stringMatching(/^is required without resume.json/),
      },
    ]);
  });

  it('reports each invalid field of resume.json, naming it', () => {
    writeOwner();
    writeResume({
      basics: { email: 'not an address', profiles: [{ network: 'GitHub' }] },
      work: [
        { name: 'Acme', postion: 'Developer' },
        { position: 'Developer', startDate: '2021-13' },
      ],
      education: [{ institution: 'School', endDate: 2020 }],
    });
    expect(checkOwner(root)).toEqual([
      { file: resumeFile, field: 'basics.email', message: 'must be an e-mail address, e.g. you@example.com' },
      { file: resumeFile, field: 'basics.profiles.0.url', message: expect.stringMatching(/^is required/) },
      { file: resumeFile, field: 'work.0', message: expect.stringMatching(/unknown field postion/) },
      {
        file: resumeFile,
        field: 'work.1.startDate',
        message: expect.stringMatching(/YYYY-MM-DD, YYYY-MM or YYYY/),
      },
      {
        file: resumeFile,
        field: 'education.0.endDate',
        message: expect.stringMatching(/must be a date in quotes/),
      },
    ]);
  });

  it('reports a file that is not JSON', () => {
    writeOwner();
    writeResume('{ "basics": { "name": "Sam", } }');
    expect(checkOwner(root)).toEqual([
      { file: resumeFile, field: '(file)', message: expect.stringMatching(/^is not valid JSON/) },
    ]);
  });

  it("accepts a resume from the JSON Resume project's examples, and refuses a plain http address", () => {
    writeOwner();
    const example = path.join(repoRoot, 'node_modules/@jsonresume/schema/examples/new-grad.resume.json');
    copyFileSync(example, ownerContent(root).resumeFile);
    expect(checkOwner(root)).toEqual([]);
    writeResume({ work: [{ name: 'Acme', url: 'http://acme.example.com' }] });
    expect(checkOwner(root)).toEqual([
      {
        file: resumeFile,
        field: 'work.0.url',
        message: expect.stringMatching(/^must be an https:\/\/ address/),
      },
    ]);
  });

  // Egyptian hieroglyphs: a script no body font has, whichever look.ts names.
  it("reports a character the PDF's fonts cannot print, unless the owner keeps a PDF of their own", () => {
    writeOwner(ownerField('name', 'Nefer 𓄤𓆑'));
    writeResume({ work: [{ name: 'House of 𓉐', position: 'Scribe' }], basics: { label: 'Scribe' } });
    expect(checkOwner(root)).toEqual([
      {
        file: ownerFile,
        field: 'name',
        message: expect.stringMatching(/^"𓄤", "𓆑" cannot be printed in the resume PDF \(.+ letters\)/u),
      },
      {
        file: resumeFile,
        field: 'work.0.name',
        message: expect.stringMatching(/^"𓉐" cannot be printed.*keep a PDF of your own/u),
      },
    ]);
    writeOwner((source) =>
      ownerField('resume', '{ file: ./resume.pdf }')(ownerField('name', 'Nefer 𓄤𓆑')(source)),
    );
    writeFileSync(path.join(ownerDir(), 'resume.pdf'), '%PDF-1.7');
    expect(checkOwner(root)).toEqual([]);
  });

  it('prints Vietnamese and Western accents', () => {
    writeOwner();
    writeResume({
      basics: { name: 'Zoë Nguyễn Đặng', label: 'Lập trình viên' },
      work: [{ name: 'Müller & Søn', position: 'Développeuse' }],
    });
    expect(checkOwner(root)).toEqual([]);
  });
});
