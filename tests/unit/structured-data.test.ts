import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  blogPostingSchema,
  canonicalUrl,
  creativeWorkSchema,
  noteCardPath,
  personSchema,
  projectDates,
  resumePersonSchema,
  serializeJsonLd,
  socialCardPath,
  structuredDataOn,
  websiteSchema,
} from '../../src/lib/content/structured-data.ts';
import { resumeSchema } from '../../content-schemas/resume.ts';

const owner = {
  name: 'Sam Lee',
  role: 'Mobile & Web Developer',
  description: 'Portfolio of Sam Lee.',
  email: 'sam@example.com',
  links: [
    { network: 'github', url: 'https://github.com/sam' },
    { network: 'mastodon', url: 'https://hachyderm.io/@sam' },
    { label: 'My notes', url: 'https://notes.example.dev/' },
  ],
} as const;

describe('canonicalUrl', () => {
  it.each([
    ['/index.html', 'https://sam.dev', 'https://sam.dev/'],
    ['/work.html', 'https://sam.dev', 'https://sam.dev/work'],
    ['/work/quote-kong.html', 'https://sam.dev', 'https://sam.dev/work/quote-kong'],
    ['/portfolio/index.html', 'https://sam.github.io', 'https://sam.github.io/portfolio/'],
    [
      '/portfolio/work/haletale.html',
      'https://sam.github.io',
      'https://sam.github.io/portfolio/work/haletale',
    ],
    // The Pages workflow passes a site URL that already ends in the repository's path.
    ['/portfolio/about.html', 'https://sam.github.io/portfolio', 'https://sam.github.io/portfolio/about'],
    // Clean paths (as in `astro dev`) stay as they are.
    ['/work/quote-kong', 'https://sam.dev', 'https://sam.dev/work/quote-kong'],
    ['/', 'https://sam.dev', 'https://sam.dev/'],
  ])('%s on %s is %s', (pathname, site, expected) => {
    expect(canonicalUrl(pathname, site)).toBe(expected);
  });

  it('keeps a page whose name merely ends in "index"', () => {
    expect(canonicalUrl('/work/reindex.html', 'https://sam.dev')).toBe('https://sam.dev/work/reindex');
  });
});

describe('absoluteUrl', () => {
  it('puts a base-relative path on the site', () => {
    expect(absoluteUrl('/portfolio/social.png', 'https://sam.github.io/portfolio')).toBe(
      'https://sam.github.io/portfolio/social.png',
    );
  });

  it('says what to set when the site is unknown', () => {
    expect(() => absoluteUrl('/x', undefined)).toThrow(/SITE_URL/);
  });
});

describe('socialCardPath', () => {
  it('gives each project its card and every other page the site card', () => {
    expect(socialCardPath('haletale')).toBe('/social/haletale.png');
    expect(socialCardPath()).toBe('/social.png');
  });
});

describe('resumePersonSchema', () => {
  const person = personSchema(owner, 'https://sam.dev/');

  it("adds the resume's facts as schema.org has them: occupations, current employers, schools, skills, languages", () => {
    const resume = resumeSchema.parse({
      work: [
        {
          name: 'Hội An Software',
          position: 'Senior Developer',
          startDate: '2023',
          location: 'Đà Nẵng',
          url: 'https://hoian.example.com',
        },
        {
          name: 'Müller & Søn',
          position: 'Mobile Developer',
          startDate: '2021',
          endDate: '2023',
          summary: 'Apps.',
        },
        { name: 'Hội An Software', position: 'Mentor', startDate: '2024' },
      ],
      education: [{ institution: 'Đại học Bách khoa', area: 'Software' }, { area: 'Self-taught' }],
      skills: [
        { name: 'Front end', keywords: ['React', 'TypeScript'] },
        { name: 'Mentoring' },
        { name: 'Web', keywords: ['React'] },
      ],
      languages: [{ language: 'Vietnamese' }, { language: 'English' }],
    });
    expect(resumePersonSchema(person, resume)).toEqual({
      ...person,
      hasOccupation: [
        {
          '@type': 'Occupation',
          name: 'Senior Developer',
          occupationLocation: { '@type': 'Place', name: 'Đà Nẵng' },
        },
        { '@type': 'Occupation', name: 'Mobile Developer', description: 'Apps.' },
        { '@type': 'Occupation', name: 'Mentor' },
      ],
      worksFor: [{ '@type': 'Organization', name: 'Hội An Software', url: 'https://hoian.example.com' }],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Đại học Bách khoa' }],
      knowsAbout: ['React', 'TypeScript', 'Mentoring'],
      knowsLanguage: ['Vietnamese', 'English'],
    });
  });

  it('adds nothing for sections the resume does not have', () => {
    expect(resumePersonSchema(person, resumeSchema.parse({}))).toEqual(person);
  });
});

describe('personSchema', () => {
  it('describes the owner, linked by a stable @id', () => {
    expect(personSchema(owner, 'https://sam.dev/', 'https://sam.dev/_astro/photo.jpg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://sam.dev/#person',
      name: 'Sam Lee',
      jobTitle: 'Mobile & Web Developer',
      description: 'Portfolio of Sam Lee.',
      url: 'https://sam.dev/',
      image: 'https://sam.dev/_astro/photo.jpg',
      email: 'mailto:sam@example.com',
      sameAs: ['https://github.com/sam', 'https://hachyderm.io/@sam', 'https://notes.example.dev/'],
    });
  });

  it("follows the owner's links, and names none when there are none", () => {
    const reordered = { ...owner, links: [owner.links[2], owner.links[0]] };
    expect(personSchema(reordered, 'https://sam.dev/').sameAs).toEqual([
      'https://notes.example.dev/',
      'https://github.com/sam',
    ]);
    expect(personSchema({ ...owner, links: [] }, 'https://sam.dev/')).not.toHaveProperty('sameAs');
  });

  it('leaves out the image when there is none', () => {
    expect(personSchema(owner, 'https://sam.dev/')).not.toHaveProperty('image');
  });
});

describe('websiteSchema', () => {
  it('names the site after the owner and credits the Person by its @id', () => {
    const website = websiteSchema(owner, 'https://sam.dev/');
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Sam Lee', url: 'https://sam.dev/' });
    expect(website.author).toEqual({ '@id': personSchema(owner, 'https://sam.dev/')['@id'] });
  });
});

describe('creativeWorkSchema', () => {
  const project = {
    title: 'Lyman Rentals',
    summary: 'A rentals site.',
    category: 'Web Development',
    year: '2024/2025',
  };

  it('describes a project with its page, image, dates and author', () => {
    expect(
      creativeWorkSchema(project, 'https://sam.dev/work/lyman-rentals', 'https://sam.dev/_astro/hero.png', {
        name: 'Sam Lee',
        homeUrl: 'https://sam.dev/',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': 'https://sam.dev/work/lyman-rentals#work',
      name: 'Lyman Rentals',
      description: 'A rentals site.',
      genre: 'Web Development',
      dateCreated: '2024',
      dateModified: '2025',
      url: 'https://sam.dev/work/lyman-rentals',
      image: 'https://sam.dev/_astro/hero.png',
      inLanguage: 'en',
      author: {
        '@type': 'Person',
        '@id': 'https://sam.dev/#person',
        name: 'Sam Lee',
        url: 'https://sam.dev/',
      },
    });
  });

  it('adds the stack as keywords, the role as credit, the links as the same work or, for a case study, about it', () => {
    const work = creativeWorkSchema(
      {
        ...project,
        role: 'Designer and developer',
        stack: ['Astro', 'TypeScript'],
        links: [
          { label: 'Live site', url: 'https://lyman.example/', kind: 'website' },
          { label: 'Source', url: 'https://github.com/sam/lyman' },
          { label: 'Case study', url: 'https://blog.example/lyman', kind: 'case-study' },
        ],
      },
      'https://sam.dev/work/lyman-rentals',
      'https://sam.dev/_astro/hero.png',
      { name: 'Sam Lee', homeUrl: 'https://sam.dev/' },
    );
    expect(work).toMatchObject({
      keywords: ['Astro', 'TypeScript'],
      creditText: 'Sam Lee (Designer and developer)',
      sameAs: ['https://lyman.example/', 'https://github.com/sam/lyman'],
      subjectOf: [{ '@type': 'CreativeWork', name: 'Case study', url: 'https://blog.example/lyman' }],
      author: { '@id': 'https://sam.dev/#person' },
    });
  });

  it('leaves out what a project does not give', () => {
    const work = creativeWorkSchema(
      { ...project, stack: [], links: [] },
      'https://sam.dev/w',
      'https://sam.dev/i.png',
      {
        name: 'Sam Lee',
        homeUrl: 'https://sam.dev/',
      },
    );
    for (const key of ['keywords', 'creditText', 'sameAs', 'subjectOf']) expect(work).not.toHaveProperty(key);
  });
});

describe('projectDates', () => {
  it.each([
    ['2025', { dateCreated: '2025' }],
    ['2024/2025', { dateCreated: '2024', dateModified: '2025' }],
    ['2023 – 2025', { dateCreated: '2023', dateModified: '2025' }],
    ['Ongoing', {}],
  ])('%s gives %o', (year, expected) => {
    expect(projectDates(year)).toEqual(expected);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more', note: 'line\u2028break' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('structuredDataOn', () => {
  it("builds a page's JSON-LD with absolute URLs on the site, and none without an address", () => {
    const build = (absolute: (path: string) => string) => [{ '@id': absolute('/portfolio/#person') }];
    expect(structuredDataOn('https://me.github.io', build)).toEqual([
      { '@id': 'https://me.github.io/portfolio/#person' },
    ]);
    expect(structuredDataOn(undefined, build)).toEqual([]);
  });
});

describe('blogPostingSchema', () => {
  it('describes a note as a BlogPosting: its dates, technologies and author', () => {
    const url = 'https://me.github.io/portfolio/notes/cold-start';
    const home = 'https://me.github.io/portfolio/';
    const data = blogPostingSchema(
      { title: 'Cold starts', summary: 'Halved.', date: '2026-06-02', stack: ['Kotlin'] },
      url,
      `${home}social/notes/cold-start.png`,
      { name: 'Sam Lee', homeUrl: home },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${url}#note`,
      headline: 'Cold starts',
      description: 'Halved.',
      datePublished: '2026-06-02',
      dateModified: '2026-06-02',
      url,
      mainEntityOfPage: url,
      image: `${home}social/notes/cold-start.png`,
      inLanguage: 'en',
      keywords: ['Kotlin'],
      author: { '@type': 'Person', '@id': `${home}#person`, name: 'Sam Lee', url: home },
    });
    const updated = blogPostingSchema(
      { title: 'T', summary: 'S', date: '2026-06-02', updated: '2026-07-01' },
      url,
      url,
      {
        name: 'Sam Lee',
        homeUrl: home,
      },
    );
    expect(updated).toMatchObject({ dateModified: '2026-07-01' });
    expect(updated).not.toHaveProperty('keywords');
    expect(noteCardPath('cold-start')).toBe('/social/notes/cold-start.png');
  });
});
