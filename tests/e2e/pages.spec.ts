import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { projectSchema } from '../../content-schemas/project.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { anyWidth, expect, specProjects, test, workEntries } from './fixtures.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

/** Each fixture project's optional facts, as its file gives them. */
const projectFacts = readProjects(fixtureContent).map(({ slug }) => {
  const file = path.join(fixtureFolder.projects, `${slug}.mdx`);
  const { role, stack, links } = projectSchema(() => z.string()).parse(
    splitFrontmatter(readFileSync(file, 'utf8')).data,
  );
  return { slug, role, stack, links };
});

test.describe('every page of the spec', { tag: anyWidth }, () => {
  test('Home greets and offers the two ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hi, I.m /);
    await expect(page.getByText('Mobile & Web Developer', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check out my work' })).toHaveAttribute('href', '/work');
    await expect(page.getByRole('link', { name: 'More about me' })).toHaveAttribute('href', '/about');
  });

  test('Work lists the seven projects in order with their categories', async ({ page }) => {
    await page.goto('/work');
    await expect(page.getByRole('heading', { level: 1, name: 'My Work' })).toBeVisible();
    await expect(page.getByText('7 projects', { exact: true })).toBeVisible();
    const entries = workEntries(page);
    await expect(entries).toHaveCount(7);
    for (const [index, project] of specProjects.entries()) {
      const entry = entries.nth(index);
      await expect(entry).toContainText(project.listTitle);
      await expect(entry).toContainText(project.listCategory);
      await expect(entry).toHaveAttribute('href', `/work/${project.slug}`);
    }
  });

  test('About shows a photo, three paragraphs and a resume download', async ({ page, request }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const photo = page.getByRole('main').getByRole('img');
    await expect(photo).toHaveAttribute('alt', /\S/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByRole('main').locator('p')).toHaveCount(3);
    const resume = page.getByRole('link', { name: 'Download Resume' });
    await expect(resume).toHaveAttribute('download', /\.pdf$/);
    const response = await request.get((await resume.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the resume downloads as a file with a sensible name', async ({ page }) => {
    await page.goto('/about');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[\w-]+-Resume\.pdf$/);
  });

  test('Contact shows the address and four icon links that open in a new tab', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const email = page.getByRole('main').getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', /^mailto:.+@.+/);
    const contactLinks = page.getByRole('main').getByRole('list').getByRole('link');
    await expect(contactLinks).toHaveCount(4);
    const names = ['E-mail', 'LinkedIn', 'GitHub', 'Facebook'];
    for (const [index, name] of names.entries()) {
      const link = contactLinks.nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(contactLinks.first()).toHaveAttribute('href', /^mailto:/);
    for (const index of [1, 2, 3])
      await expect(contactLinks.nth(index)).toHaveAttribute('href', /^https:\/\//);
  });

  for (const [index, project] of specProjects.entries()) {
    test(`the ${project.title} page follows the template`, async ({ page }) => {
      await page.goto(`/work/${project.slug}`);
      const main = page.getByRole('main');
      const hero = main.getByRole('img').first();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('width', /\d+/);
      // Every other image (screenshots, an embed's preview; some projects have none) waits its
      // turn: lazy and low priority, never competing with the hero, the one image fetched first.
      await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);
      for (const image of await main.locator('img:not([fetchpriority="high"])').all()) {
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('fetchpriority', 'low');
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(main.locator('dt', { hasText: 'Category' }).locator('+ dd')).toHaveText(project.category);
      await expect(main.locator('dt', { hasText: 'Year' }).locator('+ dd')).toHaveText(project.year);

      const previous = specProjects[(index + specProjects.length - 1) % specProjects.length]!;
      const next = specProjects[(index + 1) % specProjects.length]!;
      const pager = page.getByRole('navigation', { name: 'More projects' });
      await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
        'href',
        `/work/${previous.slug}`,
      );
      await expect(pager.getByRole('link', { name: /Previous/ })).toContainText(previous.title);
      await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', `/work/${next.slug}`);
      await expect(pager.getByRole('link', { name: /Next/ })).toContainText(next.title);
    });
  }

  test('some sample projects have a role, a stack or links', () => {
    const shown = projectFacts.filter((project) => project.role || project.stack || project.links);
    expect(shown.length, 'sample projects with facts').toBeGreaterThan(0);
  });

  for (const { slug, role, stack, links } of projectFacts) {
    test(`${slug}: a role, a stack and links show as its file gives them; links open the https address in a new tab`, async ({
      page,
    }) => {
      await page.goto(`/work/${slug}`);
      const facts = page.getByRole('main').locator('dl').first();
      const value = (term: string) => facts.locator('dt', { hasText: term }).locator('+ dd');
      if (role) await expect(value('Role')).toHaveText(role);
      else await expect(facts.locator('dt', { hasText: 'Role' })).toHaveCount(0);
      if (stack) await expect(value('Stack').getByRole('link')).toHaveText(stack);
      else await expect(facts.locator('dt', { hasText: 'Stack' })).toHaveCount(0);
      const anchors = value('Links').getByRole('link');
      await expect(anchors).toHaveCount(links?.length ?? 0);
      for (const [index, link] of (links ?? []).entries()) {
        const anchor = anchors.nth(index);
        await expect(anchor).toHaveAccessibleName(`${link.label} (opens in a new tab)`);
        await expect(anchor).toHaveAttribute('href', link.url);
        await expect(anchor).toHaveAttribute('target', '_blank');
        await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(anchor.locator('svg')).toBeVisible();
      }
    });
  }

  test('Previous/Next walk the ring exactly: Quote Kong … Haletale → Quote Kong', async ({ page }) => {
    // A click, a fade out and a page load for each step round the ring.
    test.setTimeout(15_000 + 6_000 * specProjects.length);
    await page.goto(`/work/${specProjects[0].slug}`);
    const seen: string[] = [(await page.getByRole('heading', { level: 1 }).textContent()) ?? ''];
    for (const next of [...specProjects.slice(1), specProjects[0]]) {
      await page
        .getByRole('navigation', { name: 'More projects' })
        .getByRole('link', { name: /Next/ })
        .click();
      // The old page fades out first: wait for the new one, not for this one's load state.
      await expect(page).toHaveURL(new RegExp(`/work/${next.slug}$`));
      seen.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
    }
    expect(seen).toEqual([...specProjects.map((project) => project.title), 'Quote Kong']);
  });

  for (const embed of [
    { slug: 'lyman-rentals', heading: 'Lyman Rentals Website', url: 'https://www.lymanrentals.ca/' },
    {
      slug: 'windrush-tech',
      heading: "Windrush Technical's Website",
      url: 'https://www.windrushtechnical.com/',
    },
    { slug: 'parent-pal', heading: 'Parent Pal Mockup Flow', url: 'https://embed.figma.com/proto/' },
  ]) {
    test(`the ${embed.slug} embed carries a heading, a safe iframe and the link to the original`, async ({
      page,
    }) => {
      await page.goto(`/work/${embed.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: embed.heading })).toBeVisible();
      // No frame until the visitor asks for it.
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.getByRole('button', { name: `Load ${embed.heading}` }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', new RegExp(`^${embed.url.replaceAll('.', '\\.')}`));
      await expect(frame).toHaveAttribute('title', embed.heading);
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      const original = page.getByRole('link', { name: 'View this content on its original website' });
      await expect(original).toHaveAttribute('href', new RegExp(`^${embed.url.replaceAll('.', '\\.')}`));
      await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    });
  }

  for (const gallery of [
    { slug: 'quote-kong', heading: 'Images of Sub Contractor Page', count: 3 },
    { slug: 'haletale', heading: 'Images of Haletale Sign In/Sign Up Page', count: 5 },
  ]) {
    test(`the ${gallery.slug} screenshots come with their heading`, async ({ page }) => {
      await page.goto(`/work/${gallery.slug}`);
      const section = page.getByRole('region', { name: gallery.heading });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(gallery.heading);
      const images = section.getByRole('img');
      await expect(images).toHaveCount(gallery.count);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('loading', 'lazy');
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  }

  test('ViB Digital explains the NDA and shows no screenshots or embed', async ({ page }) => {
    await page.goto('/work/vib-digital');
    await expect(page.getByRole('main')).toContainText('non-disclosure agreement');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(1);
  });

  test('an unknown address shows the 404 page with ways back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'See my work' })).toHaveAttribute(
      'href',
      '/work',
    );
  });
});

test("Work scrolls its list within the spec's height", async ({ page }, testInfo) => {
  await page.goto('/work');
  const list = page.getByRole('main').getByRole('list', { name: 'Projects' });
  const box = await list.boundingBox();
  const maxHeight = testInfo.project.name === 'wide' ? 400 : 250;
  expect(box?.height).toBeLessThanOrEqual(maxHeight);
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});
