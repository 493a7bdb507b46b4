import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { expect, test } from './fixtures.ts';

/** The fixture's featured projects, in list order, as its files give them. */
const featured = readProjects(fixtureContent).filter((project) => project.featured);

test('Home features three projects below the two buttons, in list order: image, title, category, link', async ({
  page,
}) => {
  expect(featured, "the fixture's featured projects").toHaveLength(3);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured work' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(featured.length);
  const buttons = await page.getByRole('link', { name: 'More about me' }).boundingBox();
  for (const [index, project] of featured.entries()) {
    const card = cards.nth(index);
    const title = card.getByRole('heading', { level: 3 });
    await expect(title).toHaveText(project.title);
    await expect(title.getByRole('link')).toHaveAttribute('href', `/work/${project.slug}`);
    await expect(card).toContainText(project.listCategory);
    // Lazy and sized: nothing moves when it arrives, and Home's first paint waits for none.
    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    expect((await card.boundingBox())!.y, `${project.title} is below the buttons`).toBeGreaterThan(
      buttons!.y + buttons!.height,
    );
  }
  // The greeting and its buttons fill the first screen; the featured images start below it.
  const viewport = page.viewportSize()!;
  expect((await cards.first().getByRole('img').boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height);
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();

  // The whole card is the link: a click on its picture follows it.
  await cards.first().scrollIntoViewIfNeeded();
  const first = (await cards.first().getByRole('img').boundingBox())!;
  await page.mouse.click(first.x + first.width / 2, first.y + first.height / 2);
  await expect(page).toHaveURL(new RegExp(`/work/${featured[0]!.slug}$`));
});
