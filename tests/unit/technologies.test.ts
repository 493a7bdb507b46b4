import { describe, expect, it } from 'vitest';
import { featuredOf, featuredOverflow } from '../../src/lib/content/featured.ts';
import {
  technologiesOf,
  technologyDescription,
  technologyPath,
  technologyProblems,
  technologySlug,
} from '../../src/lib/content/technologies.ts';

const project = (id: string, stack?: string[], featured?: boolean) => ({
  id,
  filePath: `src/content/projects/${id}.mdx`,
  data: { stack, featured },
});

describe('technologySlug', () => {
  it.each([
    ['C', 'c'],
    ['C++', 'c-plus-plus'],
    ['C#', 'c-sharp'],
    ['F#', 'f-sharp'],
    ['.NET', 'dot-net'],
    ['NET', 'net'],
    ['ASP.NET Core', 'asp-net-core'],
    ['Node.js', 'node-js'],
    ['React Native', 'react-native'],
    ['Objective-C', 'objective-c'],
    ['  Vue.js  ', 'vue-js'],
    ['R&D tools', 'r-and-d-tools'],
    ['Zoë', 'zoë'],
    ['Météo-France API', 'météo-france-api'],
    ['微信小程序', '微信小程序'],
  ])('%s is %s', (name, slug) => {
    expect(technologySlug(name)).toBe(slug);
  });

  it('tells apart every name the issue lists, and accents', () => {
    const names = ['C', 'C++', 'C#', '.NET', 'NET', 'Node.js', 'React Native', 'Zoë', 'Zoe', 'Café', 'Cafe'];
    expect(new Set(names.map(technologySlug)).size).toBe(names.length);
  });

  it('reads a name the same in either Unicode form', () => {
    expect(technologySlug('Zoe\u0308')).toBe(technologySlug('Zo\u00eb'));
  });

  it('has none for a name without letters or digits', () => {
    expect(technologySlug('🚀')).toBe('');
    expect(technologySlug('+#')).toBe('plus-sharp');
  });
});

describe('technologiesOf', () => {
  it('lists each technology once with its projects in the order given, the most used first, then by name', () => {
    const a = project('a', ['React', 'TypeScript']);
    const b = project('b', ['C#', '.NET', 'React']);
    const c = project('c');
    const d = project('d', ['TypeScript', 'C#']);
    const technologies = technologiesOf([a, b, c, d]);
    expect(technologies.map(({ name, slug, projects }) => [name, slug, projects.map((p) => p.id)])).toEqual([
      ['C#', 'c-sharp', ['b', 'd']],
      ['React', 'react', ['a', 'b']],
      ['TypeScript', 'typescript', ['a', 'd']],
      ['.NET', 'dot-net', ['b']],
    ]);
    expect(technologyPath(technologies[0]!.slug)).toBe('/technologies/c-sharp');
  });

  it('refuses two names that would share a page, naming both files', () => {
    const problems = technologyProblems([project('a', ['React']), project('b', ['Vue', 'react'])]);
    expect(problems).toEqual([
      {
        entry: expect.objectContaining({ id: 'b' }),
        index: 1,
        message:
          '"react" and "React" (src/content/projects/a.mdx) would share the page /technologies/react: write the technology the same way in both',
      },
    ]);
    expect(() => technologiesOf([project('a', ['React']), project('b', ['react'])])).toThrow(
      /^src\/content\/projects\/b\.mdx: stack\.0: "react" and "React"/,
    );
  });

  it('lists the notes of each technology after its projects; a technology only notes name comes last, with no project', () => {
    const a = project('a', ['React']);
    const noteOn = (id: string, stack: string[]) => ({
      id,
      filePath: `src/content/notes/${id}.mdx`,
      data: { stack },
    });
    const technologies = technologiesOf([a], [noteOn('n1', ['React', 'Kotlin']), noteOn('n2', ['Kotlin'])]);
    expect(
      technologies.map(({ name, projects, notes }) => [
        name,
        projects.map((p) => p.id),
        notes.map((n) => n.id),
      ]),
    ).toEqual([
      ['React', ['a'], ['n1']],
      ['Kotlin', [], ['n1', 'n2']],
    ]);
    expect(() => technologiesOf([a], [noteOn('n', ['react'])])).toThrow(
      /^src\/content\/notes\/n\.mdx: stack\.0: "react" and "React"/,
    );
    expect(technologyDescription('Kotlin', 'Sam Lee', ['Cold starts'], 'note')).toBe(
      '1 note by Sam Lee on Kotlin: Cold starts.',
    );
  });

  it('has nothing when no project names a technology', () => {
    expect(technologiesOf([project('a'), project('b')])).toEqual([]);
  });
});

describe('technologyDescription', () => {
  it('names the projects while they fit in 160 characters', () => {
    expect(technologyDescription('React', 'Sam Lee', ['Quote Kong', 'ParentPal'])).toBe(
      '2 projects by Sam Lee with React: Quote Kong and ParentPal.',
    );
    expect(technologyDescription('C', 'Sam Lee', ['Airplane Identification'])).toBe(
      '1 project by Sam Lee with C: Airplane Identification.',
    );
  });

  it('counts the rest when they do not', () => {
    const many = Array.from({ length: 30 }, (_, index) => `A Project With a Long Name ${index + 1}`);
    const text = technologyDescription('TypeScript', 'Sam Lee', many);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^30 projects by Sam Lee with TypeScript: A Project With a Long Name 1, .* and \d+ more\.$/,
    );
  });
});

describe('featured work', () => {
  it('is the featured projects in the order given', () => {
    const projects = [project('a', [], true), project('b'), project('c', [], true)];
    expect(featuredOf(projects).map((p) => p.id)).toEqual(['a', 'c']);
    expect(featuredOverflow(projects)).toEqual([]);
  });

  it('names each one past the fourth, and the four before it', () => {
    const projects = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => project(id, [], true));
    const overflow = featuredOverflow(projects);
    expect(overflow.map(({ entry }) => entry.id)).toEqual(['e', 'f']);
    expect(overflow[0]!.message).toBe(
      'Home features at most 4 projects, and src/content/projects/a.mdx, src/content/projects/b.mdx, src/content/projects/c.mdx, src/content/projects/d.mdx come before this one in list order: take featured off one of them',
    );
  });
});
