import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { resumeFaces } from '../../src/lib/build/resume-fonts.ts';
import { paperFor, renderResumePdf } from '../../src/lib/build/resume-pdf.ts';
import { resumeView } from '../../src/lib/content/resume-view.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { everyElement, readPdf, type PdfElement } from '../support/pdf.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';

const fixtureResume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));
const owner = {
  name: 'Your Name',
  role: 'Mobile & Web Developer',
  email: 'you@example.com',
  profiles: [{ network: 'GitHub', url: 'https://github.com/your-handle' }],
};
const projects = [{ title: 'Quote Kong', href: 'https://sam.dev/work/quote-kong' }];
const lang = 'en';
const view = resumeView(fixtureResume, owner, {
  projects,
  homeUrl: 'https://sam.dev/',
  words: wordsFor(lang),
});
const fixturePdf = renderResumePdf(view, { lang }).then(readPdf);

/** The elements of `roles`, each as its role and text, in reading order. */
const outline = (structure: PdfElement[], roles: string[]) =>
  everyElement(structure)
    .filter((element) => roles.includes(element.role))
    .map((element) => `${element.role} ${element.text}`);

describe('the resume PDF', () => {
  it('holds every fact of the resume as text a search finds: the name with its accents, every employer, position, school and point', async () => {
    const { text } = await fixturePdf;
    const facts = [
      view.name,
      view.label,
      view.email,
      view.location!,
      view.website!.label,
      ...view.profiles.map((profile) => profile.label),
      view.summary!,
      ...view.sections.flatMap((section) => [
        section.heading.toLocaleUpperCase(lang),
        ...section.entries.flatMap((entry) => [
          entry.title,
          entry.organisation,
          entry.dates,
          entry.location,
          entry.note,
          entry.summary,
          ...entry.highlights,
          ...entry.keywords,
        ]),
      ]),
    ].filter((fact): fact is string => Boolean(fact));
    expect(facts).toContain('Zoë Nguyễn');
    expect(facts).toContain('Công ty Phần mềm Hội An');
    expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
  });

  it('is tagged, in its language, with its title shown by viewers', async () => {
    const pdf = await fixturePdf;
    expect(pdf.tagged).toBe(true);
    expect(pdf.displaysTitle).toBe(true);
    expect(pdf.info).toMatchObject({ Title: 'Zoë Nguyễn — Resume', Author: 'Zoë Nguyễn', Language: lang });
    expect(pdf.structure.map((element) => element.role)).toEqual(['Document']);
    // The language is the caller's: a resume in another language says so.
    const inVietnamese = await readPdf(await renderResumePdf(view, { lang: 'vi' }));
    expect(inVietnamese.info).toMatchObject({ Language: 'vi' });
  });

  it('gives a screen reader its headings in reading order: the name, each section, each entry', async () => {
    const { structure } = await fixturePdf;
    expect(outline(structure, ['H1', 'H2', 'H3'])).toEqual([
      `H1 ${view.name}`,
      ...view.sections.flatMap((section) => [
        `H2 ${section.heading.toLocaleUpperCase(lang)}`,
        ...(section.layout === 'entries' ? section.entries.map((entry) => `H3 ${entry.title}`) : []),
      ]),
    ]);
  });

  it("lists the ways to reach the owner, each section's entries and each entry's points, as list items", async () => {
    const { structure } = await fixturePdf;
    const [document] = structure;
    const listItems = (list: PdfElement | undefined) => {
      expect(list?.role).toBe('L');
      expect(list!.children.every((item) => item.role === 'LI')).toBe(true);
      return list!.children;
    };
    const contact = document!.children.find((element) => element.role === 'L');
    expect(listItems(contact).map((item) => item.text)).toEqual([
      view.email,
      view.location,
      view.website!.label,
      ...view.profiles.map((profile) => profile.label),
    ]);
    const sections = document!.children.filter((element) => element.role === 'Sect');
    expect(sections).toHaveLength(view.sections.length);
    view.sections.forEach((section, index) => {
      const [heading, list, ...more] = sections[index]!.children;
      expect([heading?.role, more]).toEqual(['H2', []]);
      const items = listItems(list);
      if (section.layout === 'lines') {
        // A skill, a language: its line is the item.
        expect(items.map((item) => item.text)).toEqual(
          section.entries.map(
            (entry) =>
              `${entry.title}${entry.note ? ` (${entry.note})` : ''}${entry.keywords.length ? `: ${entry.keywords.join(', ')}` : ''}`,
          ),
        );
        return;
      }
      section.entries.forEach((entry, entryIndex) => {
        const inside = everyElement([items[entryIndex]!]);
        expect(inside.find((element) => element.role === 'H3')?.text).toBe(entry.title);
        // Its points: a list of their own, each marked with its bullet.
        const points = inside.filter((element) => element.role === 'L');
        expect(
          points.flatMap(listItems).map((item) => item.children.map((part) => [part.role, part.text])),
        ).toEqual(
          entry.highlights.map((highlight) => [
            ['Lbl', '•'],
            ['LBody', highlight],
          ]),
        );
      });
    });
  });

  it('links the e-mail, the website, the profiles, the employers and the projects, each a Link with its text', async () => {
    const pdf = await fixturePdf;
    const links = everyElement(pdf.structure)
      .filter((element) => element.role === 'Link')
      .map(({ text, href }) => ({ text, href }));
    expect(links).toEqual([
      { text: 'you@example.com', href: 'mailto:you@example.com' },
      { text: 'sam.dev', href: 'https://sam.dev/' },
      { text: 'GitHub', href: 'https://github.com/your-handle' },
      { text: 'Công ty Phần mềm Hội An', href: 'https://hoian-software.example.com/' },
      { text: 'Quote Kong', href: 'https://sam.dev/work/quote-kong' },
      { text: 'Sông Hàn Tides', href: 'https://github.com/your-handle/song-han-tides' },
    ]);
    expect(pdf.links).toEqual(links.map((link) => link.href));
  });

  it('embeds its fonts: the look’s body and heading fonts, in the weights it sets', async () => {
    const { fonts } = await fixturePdf;
    const names = new Set(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')));
    const faceNames = new Set(resumeFaces().map((face) => face.files[0]!.font.postscriptName));
    expect([...names].toSorted()).toEqual([...faceNames].toSorted());
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  it('is A4, or Letter for an owner in the United States or Canada', async () => {
    expect(paperFor(undefined)).toBe('A4');
    expect(paperFor('vn')).toBe('A4');
    expect(paperFor('US')).toBe('LETTER');
    const empty = resumeView(resumeSchema.parse({}), owner, { projects: [], words: wordsFor(lang) });
    expect((await readPdf(await renderResumePdf(empty, { lang }))).pageSize).toEqual([595, 842]);
    expect((await readPdf(await renderResumePdf(empty, { lang, countryCode: 'CA' }))).pageSize).toEqual([
      612, 792,
    ]);
  });

  it('runs onto more pages, each numbered outside the structure, and loses nothing', async () => {
    const work = Array.from({ length: 14 }, (_, index) => ({
      name: `Company ${index + 1}`,
      position: `Position ${index + 1}`,
      startDate: '2020',
      highlights: ['Built the thing that mattered most that year, and measured what it changed.'],
    }));
    const long = resumeView(resumeSchema.parse({ work }), owner, { projects: [], words: wordsFor(lang) });
    const pdf = await readPdf(await renderResumePdf(long, { lang }));
    expect(pdf.pages).toBeGreaterThan(1);
    for (const job of work) expect(pdf.text).toContain(`${job.position} `);
    expect(pdf.text).toContain(`${pdf.pages} / ${pdf.pages}`);
    expect(outline(pdf.structure, ['H3'])).toEqual(work.map((job) => `H3 ${job.position}`));
    // The page furniture (the name and page numbers at each foot) is no part of what is read.
    expect(everyElement(pdf.structure).some((element) => element.text.includes(' / '))).toBe(false);
  });
});
