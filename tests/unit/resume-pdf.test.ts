import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { paperFor, renderResumePdf } from '../../src/lib/build/resume-pdf.tsx';
import { resumeView } from '../../src/lib/content/resume-view.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { readPdf } from '../support/pdf.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';

const fixtureResume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));
const owner = {
  name: 'Your Name',
  role: 'Mobile & Web Developer',
  email: 'you@example.com',
  profiles: [{ network: 'GitHub', url: 'https://github.com/your-handle' }],
};
const projects = [{ title: 'Quote Kong', href: 'https://sam.dev/work/quote-kong' }];

describe('the resume PDF', () => {
  it('holds the name with its accents, every employer, position and school, as text a search finds', async () => {
    const view = resumeView(fixtureResume, owner, {
      projects,
      homeUrl: 'https://sam.dev/',
      words: wordsFor('en'),
    });
    const pdf = await readPdf(await renderResumePdf(view));
    const wanted = [
      'Zoë Nguyễn',
      ...(fixtureResume.work ?? []).flatMap((job) => [job.name!, job.position!]),
      ...(fixtureResume.education ?? []).map((school) => school.institution!),
    ];
    expect(wanted).toContain('Công ty Phần mềm Hội An');
    for (const text of wanted) expect(pdf.text).toContain(text);
    expect(pdf.info).toMatchObject({ Title: 'Zoë Nguyễn — Resume', Author: 'Zoë Nguyễn', Language: 'en' });
  });

  it('embeds its fonts, K2D in the weights it sets', async () => {
    const view = resumeView(fixtureResume, owner, { projects, words: wordsFor('en') });
    const { fonts } = await readPdf(await renderResumePdf(view));
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).toSorted()).toEqual([
      'K2D-Bold',
      'K2D-Regular',
      'K2D-SemiBold',
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  it('links the e-mail, the website, the profiles, the employers and the projects', async () => {
    const view = resumeView(fixtureResume, owner, {
      projects,
      homeUrl: 'https://sam.dev/',
      words: wordsFor('en'),
    });
    const { links } = await readPdf(await renderResumePdf(view));
    expect(links).toEqual([
      'mailto:you@example.com',
      'https://sam.dev/',
      'https://github.com/your-handle',
      'https://hoian-software.example.com/',
      'https://sam.dev/work/quote-kong',
      'https://github.com/your-handle/song-han-tides',
    ]);
  });

  it('is A4, or Letter for an owner in the United States or Canada', async () => {
    expect(paperFor(undefined)).toBe('A4');
    expect(paperFor('vn')).toBe('A4');
    expect(paperFor('US')).toBe('LETTER');
    const view = resumeView(resumeSchema.parse({}), owner, { projects: [], words: wordsFor('en') });
    expect((await readPdf(await renderResumePdf(view))).pageSize).toEqual([595, 842]);
    expect((await readPdf(await renderResumePdf(view, 'CA'))).pageSize).toEqual([612, 792]);
  });

  it('runs onto more pages, each numbered, and loses nothing', async () => {
    const work = Array.from({ length: 14 }, (_, index) => ({
      name: `Company ${index + 1}`,
      position: `Position ${index + 1}`,
      startDate: '2020',
      highlights: ['Built the thing that mattered most that year, and measured what it changed.'],
    }));
    const view = resumeView(resumeSchema.parse({ work }), owner, { projects: [], words: wordsFor('en') });
    const pdf = await readPdf(await renderResumePdf(view));
    expect(pdf.pages).toBeGreaterThan(1);
    for (const job of work) expect(pdf.text).toContain(`${job.position} `);
    expect(pdf.text).toContain(`${pdf.pages} / ${pdf.pages}`);
  });
});
