/**
 * The spec's pages as a visitor reads them, in every engine: Home with its featured work, About
 * and the resume, Contact, the 404 page, and every project page against the template. The
 * fixture's files say what each page holds; the spec's values (titles, categories, years, the
 * ring) are written out in `specProjects`, which the tests hold the fixture to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resumeSchema } from '../../content-schemas/resume.ts';
import { projectSchema } from '../../content-schemas/project.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { anyWidth, specProjects } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { arrive, shown } from './visitor.ts';

const projects = readProjects(fixtureContent);
const featured = projects.filter((project) => project.featured);
const resume = resumeSchema.parse(JSON.parse(readFileSync(fixtureFolder.resumeFile, 'utf8')));

/** Each fixture project's optional facts and its embed or screenshots, as its file gives them. */
const projectFiles = Object.fromEntries(
  projects.map(({ slug }) => {
    const file = path.join(fixtureFolder.projects, `${slug}.mdx`);
    const data = projectSchema(() => z.string()).parse(splitFrontmatter(readFileSync(file, 'utf8')).data);
    return [slug, data];
  }),
);

/** In the page: the links of an element, each with its name, address and how it opens. */
function linksIn(selector: string) {
  return [...document.querySelectorAll(`${selector} a`)].map((link) => ({
    name: (() => {
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (link.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    })(),
    href: link.getAttribute('href'),
    target: link.getAttribute('target'),
    rel: link.getAttribute('rel'),
  }));
}

test('Home greets, offers the two ways in, and features three projects below them, each card a link to its project', async ({
  site,
}) => {
  await arrive(site, '/');
  const home = await site.evaluate(() => {
    const text = (element: Element | null | undefined) =>
      element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const box = (element: Element | null | undefined) => element?.getBoundingClientRect();
    const buttons = document.querySelector('a[href="/about"]')!;
    const section = document.querySelector('[aria-labelledby="featured-heading"]');
    return {
      greeting: text(document.querySelector('main h1')),
      role: [...document.querySelectorAll('main p')].some((p) => text(p) === 'Mobile & Web Developer'),
      ways: ['Check out my work', 'More about me'].map((name) =>
        [...document.querySelectorAll('main a')].find((link) => text(link) === name)?.getAttribute('href'),
      ),
      buttonsEnd: box(buttons)!.bottom + scrollY,
      screen: innerHeight,
      headingShown: box(section?.querySelector('h2'))!.top < innerHeight,
      copyright: text([...document.querySelectorAll('footer p')].at(-1)),
      cards: [...(section?.querySelectorAll('li') ?? [])].map((card) => {
        const image = card.querySelector('img');
        return {
          title: text(card.querySelector('h3')),
          href: card.querySelector('h3 a')?.getAttribute('href'),
          category: text(card),
          top: box(card)!.top + scrollY,
          image: {
            alt: image?.alt.trim() ?? '',
            lazy: image?.loading === 'lazy',
            sized:
              /^\d+$/.test(image?.getAttribute('width') ?? '') &&
              /^\d+$/.test(image?.getAttribute('height') ?? ''),
            top: box(image)!.top + scrollY,
          },
        };
      }),
    };
  });
  expect(home.greeting).toMatch(/^Hi, I.m /);
  expect(home.role).toBe(true);
  expect(home.ways).toEqual(['/work', '/about']);
  // The footer's line, words apart: "© 2026 Your Name · Accessibility".
  expect(home.copyright).toMatch(/^© \d{4} Your Name( · |$)/);
  expect(home.cards.map(({ title, href }) => ({ title, href }))).toEqual(
    featured.map((project) => ({ title: project.title, href: `/work/${project.slug}` })),
  );
  for (const [index, card] of home.cards.entries()) {
    expect(card.category, card.title).toContain(featured[index]!.listCategory);
    // Lazy and sized: nothing moves when it arrives, and Home's first paint waits for none.
    expect(card.image, card.title).toMatchObject({
      alt: expect.stringMatching(/\S/),
      lazy: true,
      sized: true,
    });
    expect(card.top, `${card.title} is below the buttons`).toBeGreaterThan(home.buttonsEnd);
  }
  // The greeting and its buttons fill the first screen; the featured images start below it.
  expect(home.cards[0]!.image.top).toBeGreaterThanOrEqual(home.screen);
  expect(home.headingShown, "the section's heading shows on the first screen").toBe(true);
  // The whole card is the link: a click on its picture follows it.
  await site.click({ role: 'img', name: home.cards[0]!.image.alt });
  await site.waitForPath(`/work/${featured[0]!.slug}`);
});

test(
  'About shows a photo, three paragraphs and the resume, as a PDF to download and as a page; /resume holds every fact',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/about');
    const about = await site.evaluate(async () => {
      const photo = document.querySelector<HTMLImageElement>('main img')!;
      photo.scrollIntoView();
      await photo.decode().catch(() => undefined);
      const download = [...document.querySelectorAll('main a')].find((link) =>
        link.textContent?.includes('Download Resume'),
      );
      const pdf = await fetch(download!.getAttribute('href')!);
      return {
        heading: Boolean(document.querySelector('main h1')?.textContent?.trim()),
        photo: { alt: photo.alt.trim().length > 0, loaded: photo.naturalWidth > 0 },
        paragraphs: document.querySelectorAll('main p').length,
        download: { href: download?.getAttribute('href'), name: download?.getAttribute('download') },
        pdf: {
          status: pdf.status,
          type: pdf.headers.get('content-type'),
          start: new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5)),
        },
      };
    });
    expect(about).toEqual({
      heading: true,
      photo: { alt: true, loaded: true },
      paragraphs: 3,
      download: { href: '/resume.pdf', name: 'Zoe-Nguyen-Resume.pdf' },
      pdf: { status: 200, type: expect.stringContaining('application/pdf'), start: '%PDF-' },
    });

    await site.click({ role: 'link', name: 'View Resume' });
    await site.waitForPath('/resume');
    const page = await site.evaluate(() => ({
      name: document.querySelector('main h1')?.textContent?.trim(),
      text: document.querySelector('main')!.textContent!.replace(/\s+/g, ' '),
      sections: [...document.querySelectorAll('main h2')].map((h2) => h2.textContent?.trim()),
      links: [...document.querySelectorAll('main a')].map((link) => [
        link.textContent?.replace(/\s+/g, ' ').trim(),
        link.getAttribute('href'),
      ]),
      projects: [...document.querySelectorAll('main h3 a')].map((link) => [
        link.textContent?.trim(),
        link.getAttribute('href'),
      ]),
    }));
    const basics = resume.basics!;
    expect(page.name).toBe(basics.name);
    for (const fact of [
      ...(resume.work ?? []).flatMap((job) => [job.name!, job.position!]),
      ...(resume.education ?? []).map((school) => school.institution!),
    ])
      expect(page.text).toContain(fact);
    expect(page.sections).toEqual(
      expect.arrayContaining([
        'Summary',
        'Experience',
        'Projects',
        'Skills',
        'Education',
        'Certificates',
        'Languages',
      ]),
    );
    // The e-mail is owner.md's: resume.json gives none of its own.
    expect(page.links).toContainEqual(['you@example.com', 'mailto:you@example.com']);
    expect(page.links).toContainEqual(['Download PDF', '/resume.pdf']);
    // Named like one of the site's projects (its title or its /work name): a link to its page.
    for (const entry of resume.projects ?? []) {
      const project = projects.find((candidate) =>
        [candidate.title, candidate.listTitle].includes(entry.name!),
      );
      expect(page.projects).toContainEqual([entry.name, project ? `/work/${project.slug}` : entry.url]);
    }
  },
);

test(
  'Contact shows the address and four icon links that open in a new tab',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/contact');
    const contact = await site.evaluate(linksIn, 'main');
    const email = contact.find((link) => link.href?.startsWith('mailto:') && link.name.includes('@'));
    expect(email?.href).toMatch(/^mailto:.+@.+/);
    const icons = contact.filter((link) => link.target === '_blank');
    expect(icons.map((link) => link.name)).toEqual(
      ['E-mail', 'LinkedIn', 'GitHub', 'Facebook'].map((name) => `${name} (opens in a new tab)`),
    );
    expect(icons.every((link) => link.rel === 'noopener noreferrer')).toBe(true);
    expect(icons.map((link) => new URL(link.href!).protocol)).toEqual([
      'mailto:',
      'https:',
      'https:',
      'https:',
    ]);
  },
);

test(
  "an unknown address answers 404 with the site's own page and its ways back",
  { tag: anyWidth },
  async ({ openPage, baseURL }) => {
    expect((await fetch(new URL('/no-such-page', baseURL))).status).toBe(404);
    // Not the `site` fixture: the browser reports the 404 in its console, as it should.
    const { page } = await openPage({ javaScript: true });
    await page.goto('/no-such-page');
    expect(await shown(page, { role: 'heading', name: 'Page not found' })).toBe(true);
    expect(await page.evaluate(linksIn, 'main')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Back to Home', href: '/' }),
        expect.objectContaining({ name: 'See my work', href: '/work' }),
      ]),
    );
  },
);

/** In the page: what a project page shows of the template. */
function projectPage() {
  const text = (element: Element | null | undefined) =>
    element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  // An accessible name: the text, visually hidden words included, aria-hidden parts left out.
  const nameOf = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return text(copy);
  };
  const main = document.querySelector('main')!;
  const facts = main.querySelector('dl');
  const fact = (term: string) =>
    [...(facts?.querySelectorAll('dt') ?? [])].find((dt) => text(dt) === term)?.nextElementSibling ?? null;
  const images = [...main.querySelectorAll('img')];
  const pager = document.querySelector('nav[aria-label="More projects"]');
  const pagerLink = (word: string) =>
    [...(pager?.querySelectorAll('a') ?? [])].find((link) => text(link).startsWith(word));
  const embed = document.querySelector('[aria-labelledby="embed-heading"]');
  const gallery = document.querySelector('[aria-labelledby="screenshots-heading"]');
  return {
    title: text(main.querySelector('h1')),
    hero: {
      priority: images[0]?.getAttribute('fetchpriority'),
      sized: /\d+/.test(images[0]?.getAttribute('width') ?? ''),
    },
    // Every other image waits its turn: lazy and low priority, never competing with the hero.
    others: images.slice(1).map((image) => `${image.loading}/${image.getAttribute('fetchpriority')}`),
    category: text(fact('Category')),
    year: text(fact('Year')),
    // null, not undefined: WebDriver carries no undefined back.
    role: fact('Role') ? text(fact('Role')) : null,
    stack: fact('Stack') ? [...fact('Stack')!.querySelectorAll('a')].map(text) : null,
    links: [...(fact('Links')?.querySelectorAll('a') ?? [])].map((link) => ({
      name: link.getAttribute('aria-label') ?? nameOf(link),
      href: link.getAttribute('href'),
      newTab: link.target === '_blank' && link.rel === 'noopener noreferrer',
      icon: Boolean(link.querySelector('svg')),
    })),
    previous: [pagerLink('Previous')?.getAttribute('href'), text(pagerLink('Previous'))],
    next: [pagerLink('Next')?.getAttribute('href'), text(pagerLink('Next'))],
    back: pagerLink('Back to all work')?.getAttribute('href'),
    embed: embed && {
      heading: text(embed.querySelector('h2')),
      button: text(embed.querySelector('button')),
      original: [...embed.querySelectorAll('a')].map((link) => [
        text(link),
        link.getAttribute('href'),
        link.rel,
      ]),
    },
    gallery: gallery && {
      heading: text(gallery.querySelector('h2')),
      images: gallery.querySelectorAll('img').length,
    },
    frames: document.querySelectorAll('iframe').length,
    nda: /non-disclosure agreement/.test(text(main)),
  };
}

test(
  'every project page follows the template: hero, title, category and year, its facts, its embed or screenshots, and the ring',
  { tag: anyWidth },
  async ({ site }) => {
    // A page load for each project.
    test.setTimeout(20_000 + 5_000 * specProjects.length);
    await arrive(site, '/work');
    for (const [index, project] of specProjects.entries()) {
      await site.goto(`/work/${project.slug}`);
      const page = await site.evaluate(projectPage);
      const file = projectFiles[project.slug]!;
      const previous = specProjects[(index + specProjects.length - 1) % specProjects.length]!;
      const next = specProjects[(index + 1) % specProjects.length]!;
      expect(page, project.slug).toMatchObject({
        title: project.title,
        hero: { priority: 'high', sized: true },
        category: project.category,
        year: project.year,
        role: file.role ?? null,
        stack: file.stack ?? null,
        links: (file.links ?? []).map((link) => ({
          name: `${link.label} (opens in a new tab)`,
          href: link.url,
          newTab: true,
          icon: true,
        })),
        previous: [`/work/${previous.slug}`, expect.stringContaining(previous.title)],
        next: [`/work/${next.slug}`, expect.stringContaining(next.title)],
        back: '/work',
        // No frame until the visitor asks for one.
        frames: 0,
      });
      expect(
        page.others.filter((image) => image !== 'lazy/low'),
        project.slug,
      ).toEqual([]);
      expect(page.embed, project.slug).toEqual(
        file.embed
          ? {
              heading: file.embed.heading,
              button: `Load ${file.embed.heading}`,
              original: [
                ['View this content on its original website', file.embed.url, 'noopener noreferrer'],
              ],
            }
          : null,
      );
      expect(page.gallery, project.slug).toEqual(
        file.screenshots
          ? { heading: file.screenshots.heading, images: file.screenshots.images.length }
          : null,
      );
    }
    // The spec's content beyond the file's fields: ViB Digital's NDA, and its lone hero.
    await site.goto('/work/vib-digital');
    expect(await site.evaluate(projectPage)).toMatchObject({
      nda: true,
      embed: null,
      gallery: null,
      others: [],
    });
    await site.click({
      role: 'link',
      name: 'Back to all work',
      within: { role: 'navigation', name: 'More projects' },
    });
    await site.waitForPath('/work');
  },
);
