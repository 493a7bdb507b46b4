import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { fixtureFolder, testSiteUrl } from '../builds/test-builds.ts';
import { readPdf } from '../support/pdf.ts';
import { anyWidth, expect, test } from './fixtures.ts';

/** The fixture's resume.json: what /resume and the PDF must both hold. */
const resume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));
const name = resume.basics!.name!;
const employers = (resume.work ?? []).map((job) => job.name!);
const positions = (resume.work ?? []).map((job) => job.position!);
const schools = (resume.education ?? []).map((school) => school.institution!);
const projects = readProjects(fixtureContent);

test.describe('the resume', { tag: anyWidth }, () => {
  test('the fixture has a name with accents, and employers and schools with them', () => {
    expect(name).toBe('Zoë Nguyễn');
    expect([...employers, ...schools].join(' ')).toMatch(/[ộễđĐøü]/);
  });

  test('/about offers the PDF and the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('href', '/resume.pdf');
    await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute(
      'download',
      'Zoe-Nguyen-Resume.pdf',
    );
    await page.getByRole('link', { name: 'View Resume' }).click();
    await expect(page).toHaveURL(/\/resume$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('/resume holds the name, every employer, position and school, and links to the projects it names', async ({
    page,
  }) => {
    await page.goto('/resume');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    for (const text of [...employers, ...positions, ...schools]) await expect(main).toContainText(text);
    for (const heading of [
      'Summary',
      'Experience',
      'Projects',
      'Skills',
      'Education',
      'Certificates',
      'Languages',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // The e-mail is owner.md's: resume.json gives none of its own.
    await expect(main.getByRole('link', { name: 'you@example.com' })).toHaveAttribute(
      'href',
      'mailto:you@example.com',
    );
    // Named like one of the site's projects (its title or its /work name): a link to its page.
    for (const entry of resume.projects ?? []) {
      const project = projects.find((candidate) =>
        [candidate.title, candidate.listTitle].includes(entry.name),
      );
      const link = main.getByRole('heading', { level: 3, name: entry.name }).getByRole('link');
      await expect(link).toHaveAttribute('href', project ? `/work/${project.slug}` : entry.url!);
    }
    await expect(main.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/resume.pdf');
  });

  test('/resume describes the owner as a Person with occupations and schools', async ({ page }) => {
    await page.goto('/resume');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Person',
      name,
      hasOccupation: positions.map((position) =>
        expect.objectContaining({ '@type': 'Occupation', name: position }),
      ),
      alumniOf: schools.map((school) =>
        expect.objectContaining({ '@type': 'EducationalOrganization', name: school }),
      ),
    });
  });

  test('the PDF holds the name with its accents, every employer, position and school, in embedded fonts, with links', async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    const href = await page.getByRole('link', { name: 'Download Resume' }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdf = await readPdf(await response.body());
    for (const text of [name, ...employers, ...positions, ...schools]) expect(pdf.text).toContain(text);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(pdf.links).toContain('mailto:you@example.com');
    // A project of the site's, at the build's own address: a PDF has no page to be relative to.
    expect(pdf.links).toContain(new URL('/work/quote-kong', testSiteUrl).href);
  });
});

/** Letter and A4, less the 15 mm side margins of the resume's print stylesheet, in CSS pixels. */
const papers = [
  { paper: 'A4', width: ((210 - 30) / 25.4) * 96 },
  { paper: 'Letter', width: 8.5 * 96 - (30 / 25.4) * 96 },
];

/** In the page: the elements of <main> that reach past the page's right edge. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
  );

for (const { paper, width } of papers) {
  test(
    `/resume prints on ${paper} without clipping: the resume alone, in the light mode's colours`,
    { tag: anyWidth },
    async ({ page }) => {
      await page.setViewportSize({ width: Math.floor(width), height: 1000 });
      await page.goto('/resume');
      await page.emulateMedia({ media: 'print' });
      expect(await overflowing(page)).toEqual([]);
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
      // Dark text on white paper, whatever mode is on screen (the tests start dark).
      const colours = await page.evaluate(() => ({
        text: getComputedStyle(document.querySelector('h1')!).color,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      expect(colours).toEqual({ text: 'rgb(26, 32, 44)', page: 'rgb(255, 255, 255)' });
    },
  );
}
