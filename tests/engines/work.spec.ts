/**
 * /work, in every engine at a phone's and a desktop's width: the spec's list of projects and its
 * preview on hover and focus.
 */
import { specProjects } from '../e2e/fixtures.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';
import { technologiesHeadingId } from '../../src/lib/markup/element-ids.ts';
import { footerNavId, workListSelector } from '../../src/lib/markup/navigation.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { idleDeadlineMs } from '../../src/lib/browser/when-idle.ts';
import { axeInBothModes } from '../support/axe.ts';
import { pageIdle } from '../support/page-idle.ts';
import { expect, test } from './fixtures.ts';
import { arrive, pressUntilFocused, previewShown, shown, until, workEntry } from './visitor.ts';
import { proves } from '../support/evidence-reporter.ts';

const technologies = projectTechnologies(readProjects(fixtureContent));

/** The technologies' links above the list. */
const technologiesNav = `nav[aria-labelledby="${technologiesHeadingId}"]`;

/** In the page: the work list's entries, its box, and the technologies' links. */
function workPage({ workList, technologies }: { workList: string; technologies: string }) {
  const list = document.querySelector<HTMLElement>(`main ${workList}`)!;
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    heading: text(document.querySelector('main h1')),
    entries: [...list.querySelectorAll('a')].map((link) => ({
      href: link.getAttribute('href'),
      title: text(link.firstElementChild),
      category: text(link.lastElementChild),
    })),
    list: { height: list.getBoundingClientRect().height, scrolls: list.scrollHeight > list.clientHeight },
    technologies: [...document.querySelectorAll(`${technologies} a`)].map((link) => {
      // Its accessible name: its text, visually hidden words included, aria-hidden parts left out.
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return { name: link.getAttribute('aria-label') ?? text(copy), href: link.getAttribute('href') };
    }),
    count:
      [...document.querySelectorAll('main *')]
        .filter((element) => element.children.length === 0)
        .map(text)
        .find((words) => /^\d+ projects?$/.test(words)) ?? null,
  };
}

/**
 * In the page: whether the work list scrolls, and how much narrower (px, rounded) its entries, and
 * so their separators, are than its frame: 0 where they run its whole width.
 */
function entriesShortOfFrame(workList: string) {
  const list = document.querySelector<HTMLElement>(`main ${workList}`)!;
  const style = getComputedStyle(list);
  const inner =
    list.getBoundingClientRect().width -
    parseFloat(style.borderLeftWidth) -
    parseFloat(style.borderRightWidth);
  const widths = [...list.querySelectorAll('a')].map((entry) => entry.getBoundingClientRect().width);
  return { scrolls: list.scrollHeight > list.clientHeight, shortBy: Math.round(inner - Math.min(...widths)) };
}

test("/work lists the spec's projects in order, with their categories, in a list that scrolls within the spec's height, beside every technology", async ({
  site,
  firstWeekOrigin,
}) => {
  await arrive(site, '/work');
  const page = await site.evaluate(workPage, { workList: workListSelector, technologies: technologiesNav });
  expect(page.heading).toBe('My Work');
  expect(page.count).toBe(`${specProjects.length} projects`);
  expect(page.entries).toEqual(
    specProjects.map((project) => ({
      href: `/work/${project.slug}`,
      title: project.listTitle,
      category: project.listCategory,
    })),
  );
  // The spec's maximum heights: 250 px on small screens, 400 px on large ones.
  expect(page.list.height).toBeLessThanOrEqual(site.viewport.width >= 1024 ? 400 : 250);
  expect(page.list.scrolls, 'the list scrolls').toBe(true);
  expect(page.technologies).toEqual(
    technologies.map((technology) => {
      const count = technology.projects.length;
      return {
        name: `${technology.name} ${count} project${count === 1 ? '' : 's'}`,
        href: technologyPath(technology.slug),
      };
    }),
  );

  // Three projects (the first week's site): a list too short to scroll keeps no empty scrollbar
  // gutter, so its separators run as wide as its frame.
  const firstWeek = `${firstWeekOrigin}${testBuilds.threeProjects.base}`;
  await arrive(site, `${firstWeek}work`, { base: firstWeek });
  expect(
    await site.evaluate(entriesShortOfFrame, workListSelector),
    "the list's frame past its entries (px)",
  ).toEqual({ scrolls: false, shortBy: 0 });
});

/**
 * In the page: the images of the site's image pipeline (its `/_astro/` files) fetched that the page
 * does not show: a preview fetched before its time. (The browser's own icons are not the page's.)
 */
function imagesNotShown() {
  const shown = new Set([...document.images].map((image) => image.currentSrc).filter(Boolean));
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\/_astro\/[^?]+\.(webp|avif|png|jpe?g)(\?|$)/.test(url) && !shown.has(url));
}

/** In the page: how the preview's panel is laid out (stuck near the screen's bottom on wide screens). */
const panelPosition = () => getComputedStyle(document.querySelector('[data-preview-panel]')!).position;

/**
 * In the page, scrolled to its end: how far (px) the preview's panel reaches down into the site's
 * footer, 0 or less when it stays clear. Where it shows an image is its box, whether shown or not.
 */
function panelIntoFooter(footerNav: string) {
  scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const panel = document.querySelector('[data-preview-panel]')!.getBoundingClientRect();
  const footer = document.getElementById(footerNav)!.closest('footer')!.getBoundingClientRect();
  return panel.bottom - footer.top;
}

/**
 * In the page, at its top: how far (px) the preview's panel reaches up over the technologies'
 * links, 0 or less when it stays below them. Its box, whether shown or not.
 */
function panelOverTechnologies(technologies: string) {
  scrollTo({ top: 0, behavior: 'instant' });
  const panel = document.querySelector('[data-preview-panel]')!.getBoundingClientRect();
  return document.querySelector(technologies)!.getBoundingClientRect().bottom - panel.top;
}

test(
  '/work: hovering or focusing an entry shows its image, leaving shows none, Enter opens it; no image is fetched before',
  { tag: [proves('axe'), proves('keyboard')] },
  async ({ site, firstWeekOrigin }) => {
    await arrive(site, '/work');
    expect(await previewShown(site), 'no image before any entry is active').toBe(null);
    // Loaded and idle (island code fetched): still no preview image asked for.
    await site.evaluate(pageIdle, idleDeadlineMs);
    expect(await site.evaluate(imagesNotShown), 'images fetched before the visitor reached for one').toEqual(
      [],
    );
    expect(await site.evaluate(panelPosition)).toBe(site.viewport.width >= 1024 ? 'sticky' : 'relative');

    await site.hover(workEntry(0));
    await until(
      async () => (await previewShown(site))?.includes(specProjects[0].listTitle) ?? false,
      'hovering the first entry shows its image',
    );
    await site.hover(workEntry(1));
    await until(
      async () => (await previewShown(site))?.includes(specProjects[1].title) ?? false,
      'hovering the second entry shows its image',
    );
    expect(await axeInBothModes(site)).toEqual([]);
    await site.hover({ role: 'heading', name: 'My Work' });
    await until(async () => (await previewShown(site)) === null, 'leaving the list shows none');

    await pressUntilFocused(site, `${specProjects[2].listTitle}${specProjects[2].listCategory}`);
    await until(
      async () => (await previewShown(site))?.includes(specProjects[2].title) ?? false,
      'focusing an entry shows its image',
    );
    await pressUntilFocused(site, `${specProjects[1].listTitle}${specProjects[1].listCategory}`, 'Shift+Tab');
    await pressUntilFocused(site, 'Change theme color', 'Shift+Tab');
    await until(async () => (await previewShown(site)) === null, 'focus leaving the list shows none');

    await pressUntilFocused(site, `${specProjects[0].listTitle}${specProjects[0].listCategory}`);
    await site.press('Enter');
    await site.waitForPath(`/work/${specProjects[0].slug}`);
    expect(await shown(site, { role: 'heading', name: specProjects[0].title })).toBe(true);

    // Three projects and a footer of two rows (the first week's site): scrolled to the end of the
    // page, the preview's place stays above the footer; in a laptop's short window (720 px), at the
    // page's top, it stays below the technologies' links.
    const firstWeek = `${firstWeekOrigin}${testBuilds.threeProjects.base}`;
    await arrive(site, `${firstWeek}work`, { base: firstWeek });
    expect(
      await site.evaluate(panelIntoFooter, footerNavId),
      'px of the preview over the footer',
    ).toBeLessThanOrEqual(0);
    await site.resize(site.viewport.width, 720);
    expect(
      await site.evaluate(panelOverTechnologies, technologiesNav),
      "px of the preview over the technologies' links",
    ).toBeLessThanOrEqual(0);
  },
);
