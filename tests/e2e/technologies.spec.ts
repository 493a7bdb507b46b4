import type { Page } from '@playwright/test';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';
import { anyWidth, expect, test, workEntries } from './fixtures.ts';

/** The fixture's technologies, each with its projects in list order, as its files give them. */
const projects = readProjects(fixtureContent);
const technologies = projectTechnologies(projects);
const technologiesNav = (page: Page) => page.getByRole('navigation', { name: 'Technologies' });
/** A name as a regular expression's text. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('technologies', { tag: anyWidth }, () => {
  test('the fixture names the technologies whose addresses are easiest to confuse', () => {
    expect(technologies.map((technology) => technology.name)).toEqual(
      expect.arrayContaining(['C', 'C++', 'C#', '.NET', 'Node.js', 'React Native']),
    );
  });

  test('/work links to every technology, each with its count', async ({ page }) => {
    await page.goto('/work');
    const links = technologiesNav(page).getByRole('link');
    await expect(links).toHaveCount(technologies.length);
    for (const [index, technology] of technologies.entries()) {
      const link = links.nth(index);
      const count = technology.projects.length;
      await expect(link).toHaveAccessibleName(`${technology.name} ${count} project${count === 1 ? '' : 's'}`);
      await expect(link).toHaveAttribute('href', technologyPath(technology.slug));
      await expect(link).not.toHaveAttribute('aria-current');
    }
    // The list of projects is whole beside it.
    await expect(workEntries(page)).toHaveCount(projects.length);
  });

  for (const technology of technologies) {
    test(`${technologyPath(technology.slug)} lists exactly the projects with ${technology.name}, in order`, async ({
      page,
    }) => {
      await page.goto(technologyPath(technology.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(technology.name);
      await expect(page).toHaveTitle(new RegExp(`^${literally(technology.name)} projects`));
      const entries = workEntries(page);
      await expect(entries).toHaveCount(technology.projects.length);
      for (const [index, project] of technology.projects.entries()) {
        await expect(entries.nth(index)).toHaveAttribute('href', `/work/${project.id}`);
        await expect(entries.nth(index)).toContainText(project.data.listTitle);
      }
      await expect(
        technologiesNav(page).getByRole('link', { name: new RegExp(`^${literally(technology.name)} \\d`) }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: 'All work' })).toHaveAttribute('href', '/work');
    });
  }

  test("a project's stack links to each technology's page, and back again", async ({ page }) => {
    const project = projects.find((candidate) => candidate.stack.length > 1)!;
    await page.goto(`/work/${project.slug}`);
    const stack = page
      .getByRole('main')
      .locator('dt', { hasText: 'Stack' })
      .locator('+ dd')
      .getByRole('link');
    await expect(stack).toHaveText(project.stack);
    const [first] = technologies
      .filter((technology) => project.stack.includes(technology.name))
      .toSorted((a, b) => project.stack.indexOf(a.name) - project.stack.indexOf(b.name));
    await stack.first().click();
    await expect(page).toHaveURL(new RegExp(`${technologyPath(first!.slug)}$`));
    await expect(workEntries(page).filter({ hasText: project.listTitle })).toHaveAttribute(
      'href',
      `/work/${project.slug}`,
    );
  });
});

test('a technology page previews a project as /work does', async ({ page }, testInfo) => {
  const technology = technologies.find((candidate) => candidate.projects.length > 1)!;
  await page.goto(technologyPath(technology.slug));
  const panel = page.locator('[data-preview-panel]');
  await expect(panel).toHaveAttribute('data-state', 'empty');
  const second = workEntries(page).nth(1);
  if (testInfo.project.name === 'wide') await second.hover();
  else await second.focus();
  const image = panel.getByRole('img');
  // The fixture's preview images are title cards, described by the project's title.
  await expect(image).toHaveAttribute('alt', new RegExp(`^${technology.projects[1]!.data.title} `));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
