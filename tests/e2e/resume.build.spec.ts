import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { fixtureFolder, testBuildPath, testBuilds, testSiteUrl } from '../builds/test-builds.ts';
import { everyElement, readPdf } from '../support/pdf.ts';
import { expect, test } from './fixtures.ts';

/** The fixture's resume.json: what the built PDF must hold (the page /resume: tests/engines/pages.spec.ts). */
const resume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));

test('the built resume PDF holds the name with its accents, every employer, position and school, in embedded fonts, with links at the site address, tagged in the site language', async () => {
  const build = testBuildPath(testBuilds.root);
  const pdf = await readPdf(readFileSync(path.join(build, 'resume.pdf')));
  const pagesLanguage = /<html[^>]*\slang="([^"]+)"/.exec(
    readFileSync(path.join(build, 'index.html'), 'utf8'),
  )?.[1];
  for (const text of [
    resume.basics!.name!,
    ...(resume.work ?? []).flatMap((job) => [job.name!, job.position!]),
    ...(resume.education ?? []).map((school) => school.institution!),
  ])
    expect(pdf.text).toContain(text);
  expect(pdf.fonts.length).toBeGreaterThan(0);
  expect(pdf.fonts.filter((font) => !font.embedded)).toEqual([]);
  expect(pdf.links).toContain('mailto:you@example.com');
  // A project of the site's, at the build's own address: a PDF has no page to be relative to.
  expect(pdf.links).toContain(new URL('/work/quote-kong', testSiteUrl).href);
  // What the build passes on (its structure in full: tests/unit/resume-pdf.test.ts): tagged, its
  // heading the owner's name, in the pages' language, its title shown.
  expect(pdf).toMatchObject({ tagged: true, displaysTitle: true, info: { Language: pagesLanguage } });
  expect(pagesLanguage).toBeTruthy();
  expect(everyElement(pdf.structure).find((element) => element.role === 'H1')?.text).toBe(
    resume.basics!.name,
  );
});
