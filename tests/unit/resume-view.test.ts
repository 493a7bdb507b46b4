import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeSchema, type ResumeData } from '../../content-schemas/resume.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { ownerContent } from '../../src/lib/content/content-location.ts';
import {
  formatResumeSpan,
  projectPageFor,
  resumeView,
  type ResumeOwner,
} from '../../src/lib/content/resume-view.ts';
import { resumeDownloadName } from '../../src/lib/content/resume.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';

const english = wordsFor('en');

const require = createRequire(import.meta.url);
/** The JSON Resume project's own validator, against its own JSON Schema. */
const jsonResume = require('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};
const examplesDir = path.dirname(require.resolve('@jsonresume/schema/examples/new-grad.resume.json'));

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const owner: ResumeOwner = {
  name: 'Sam Lee',
  role: 'Mobile & Web Developer',
  email: 'sam@example.com',
  profiles: [{ network: 'GitHub', url: 'https://github.com/sam' }],
};
const projects = [
  { title: 'Quote Kong', href: '/work/quote-kong' },
  { title: 'Parent Pal', listTitle: 'ParentPal', href: '/work/parent-pal' },
];

describe('resume.json is JSON Resume', () => {
  it.each([
    ['the fixture', fixtureFolder.resumeFile],
    ["the owner's sample", ownerContent(repoRoot).resumeFile],
  ])("%s's passes the JSON Resume project's own validator", (_name, file) => {
    let errors: unknown = 'not called';
    jsonResume.validate(readJson(file), (found) => (errors = found));
    expect(errors).toBeNull();
  });

  it.each(readdirSync(examplesDir))("the project's example %s passes the site's schema", (file) => {
    expect(resumeSchema.safeParse(readJson(path.join(examplesDir, file))).error).toBeUndefined();
  });
});

describe('resume dates', () => {
  it.each([
    ['2021-03-15', 'Mar 2021'],
    ['2021-03', 'Mar 2021'],
    ['2021', '2021'],
    ['2021-12', 'Dec 2021'],
  ])('%s reads %s', (date, shown) => {
    expect(english.month(date)).toBe(shown);
  });

  it('spans go on to "Present" without an end, and read once when both ends read the same', () => {
    expect(formatResumeSpan(english, '2021-03', '2023-06-30')).toBe('Mar 2021 – Jun 2023');
    expect(formatResumeSpan(english, '2021-03', undefined)).toBe('Mar 2021 – Present');
    expect(formatResumeSpan(english, '2021-03-01', '2021-03-31')).toBe('Mar 2021');
    expect(formatResumeSpan(english, undefined, '2020')).toBe('2020');
    expect(formatResumeSpan(english, undefined, undefined)).toBeUndefined();
    expect(formatResumeSpan(wordsFor('de'), '2021-03', undefined)).toBe('März 2021 – heute');
  });
});

describe('resumeView', () => {
  const view = (data: unknown, homeUrl?: string) =>
    resumeView(resumeSchema.parse(data) as ResumeData, owner, { projects, homeUrl, words: english });

  it('takes the name, role, e-mail and profiles from owner.md when resume.json gives none', () => {
    const shown = view({}, 'https://sam.dev/');
    expect(shown).toMatchObject({
      name: 'Sam Lee',
      label: 'Mobile & Web Developer',
      email: 'sam@example.com',
      profiles: [{ label: 'GitHub', href: 'https://github.com/sam' }],
      website: { label: 'sam.dev', href: 'https://sam.dev/' },
      sections: [],
    });
  });

  it("and resume.json's own when it gives them", () => {
    const shown = view({
      basics: {
        name: 'Zoë Nguyễn',
        label: 'Developer',
        email: 'zoe@example.com',
        phone: '+84 90 123 4567',
        url: 'https://zoe.dev',
        profiles: [{ network: 'Mastodon', url: 'https://hachyderm.io/@zoe' }, { url: 'https://zoe.blog/' }],
        location: { address: '1 Secret Street', postalCode: '55000', city: 'Đà Nẵng', countryCode: 'VN' },
      },
    });
    expect(shown).toMatchObject({
      name: 'Zoë Nguyễn',
      label: 'Developer',
      email: 'zoe@example.com',
      website: { label: 'zoe.dev', href: 'https://zoe.dev' },
      phone: { label: '+84 90 123 4567', href: 'tel:+84901234567' },
      profiles: [
        { label: 'Mastodon', href: 'https://hachyderm.io/@zoe' },
        { label: 'zoe.blog', href: 'https://zoe.blog/' },
      ],
      // The street address and postal code stay off a public page.
      location: 'Đà Nẵng, VN',
    });
  });

  it('writes every text in one Unicode form', () => {
    expect(view({ basics: { name: 'Zoe\u0308 Nguye\u0302\u0303n' } }).name).toBe('Zoë Nguyễn');
  });

  it("lays out the sections in a resume's order, each entry in the fields both forms show", () => {
    const shown = view({
      languages: [{ language: 'Vietnamese', fluency: 'Native speaker' }],
      education: [
        {
          institution: 'Đại học Bách khoa',
          studyType: 'BEng',
          area: 'Software',
          startDate: '2017',
          endDate: '2021',
          score: '3.8',
          courses: ['HCI'],
        },
      ],
      skills: [{ name: 'Front end', level: 'Advanced', keywords: ['React'] }],
      projects: [
        { name: 'parentpal', description: 'An app.' },
        { name: 'Tides', url: 'https://tides.dev' },
      ],
      work: [
        {
          name: 'Hội An Software',
          position: 'Developer',
          startDate: '2023-03',
          location: 'Đà Nẵng',
          highlights: ['Shipped'],
        },
        { name: 'Freelance' },
      ],
      references: [{ reference: 'Great to work with.' }],
    });
    expect(shown.sections.map((section) => [section.heading, section.layout])).toEqual([
      ['Experience', 'entries'],
      ['Projects', 'entries'],
      ['Skills', 'lines'],
      ['Education', 'entries'],
      ['Languages', 'lines'],
      ['References', 'entries'],
    ]);
    const [work, projectsSection, skills, education] = shown.sections;
    expect(work!.entries).toEqual([
      expect.objectContaining({
        title: 'Developer',
        organisation: 'Hội An Software',
        dates: 'Mar 2023 – Present',
        start: '2023-03',
        location: 'Đà Nẵng',
        highlights: ['Shipped'],
      }),
      expect.objectContaining({ title: 'Freelance', organisation: undefined }),
    ]);
    // A project named like one of the site's links to its page, by its title or its list title.
    expect(projectsSection!.entries.map((entry) => entry.titleHref)).toEqual([
      '/work/parent-pal',
      'https://tides.dev',
    ]);
    expect(skills!.entries).toEqual([
      expect.objectContaining({ title: 'Front end', note: 'Advanced', keywords: ['React'] }),
    ]);
    expect(education!.entries).toEqual([
      expect.objectContaining({
        title: 'BEng, Software',
        organisation: 'Đại học Bách khoa',
        dates: '2017 – 2021',
        note: 'Grade: 3.8',
        keywords: ['HCI'],
        keywordsLabel: 'Courses',
      }),
    ]);
  });

  it('finds a project page by name, whatever the case and spacing', () => {
    expect(projectPageFor('  quote   KONG ', projects)).toBe('/work/quote-kong');
    expect(projectPageFor('Quote', projects)).toBeUndefined();
  });
});

describe('resumeDownloadName', () => {
  it("is owner.md's, else made from the name in plain letters", () => {
    expect(resumeDownloadName('Mine.pdf', 'Zoë Nguyễn')).toBe('Mine.pdf');
    expect(resumeDownloadName(undefined, 'Zoë Nguyễn')).toBe('Zoe-Nguyen-Resume.pdf');
    expect(resumeDownloadName(undefined, '张伟')).toBe('Resume.pdf');
  });
});
