import type { Page } from '@playwright/test';
import { countLabel } from '../../src/lib/text.ts';
import { expect, workEntries } from '../e2e/fixtures.ts';

/**
 * The count and the /work list in `slugs` order (the content's `order` numbers). `siteUrl` is the
 * served build's root (base included).
 */
export async function expectList(page: Page, siteUrl: string, base: string, slugs: readonly string[]) {
  await page.goto(`${siteUrl}work`);
  await expect(page.getByText(countLabel(slugs.length, 'project'), { exact: true })).toBeVisible();
  const entries = workEntries(page);
  await expect(entries).toHaveCount(slugs.length);
  for (const [index, slug] of slugs.entries()) {
    await expect(entries.nth(index)).toHaveAttribute('href', `${base}work/${slug}`);
  }
}

/**
 * The Previous and Next of the project at `index` in the circular ring of `slugs`: the one before
 * and the one after, the last leading on to the first. A lone project has neither; of two, each
 * offers the other as Next only. Every project page offers the way back to the list.
 */
export async function expectRingAt(
  page: Page,
  siteUrl: string,
  base: string,
  slugs: readonly string[],
  index: number,
) {
  const slug = slugs[index]!;
  await page.goto(`${siteUrl}work/${slug}`);
  const pager = page.getByRole('navigation', { name: 'More projects' });
  const previous = slugs.length > 2 ? slugs[(index - 1 + slugs.length) % slugs.length] : undefined;
  const next = slugs.length > 1 ? slugs[(index + 1) % slugs.length] : undefined;
  const previousLink = pager.getByRole('link', { name: /Previous/ });
  const nextLink = pager.getByRole('link', { name: /Next/ });
  if (previous) await expect(previousLink, slug).toHaveAttribute('href', `${base}work/${previous}`);
  else await expect(previousLink, slug).toHaveCount(0);
  if (next) await expect(nextLink, slug).toHaveAttribute('href', `${base}work/${next}`);
  else await expect(nextLink, slug).toHaveCount(0);
  await expect(pager.getByRole('link', { name: 'Back to all work' }), slug).toHaveAttribute(
    'href',
    `${base}work`,
  );
}

/** The list and every project's ring, in one go: for a site copy a test made, of a size it knows. */
export async function expectListAndRing(page: Page, siteUrl: string, base: string, slugs: readonly string[]) {
  await expectList(page, siteUrl, base, slugs);
  for (const index of slugs.keys()) await expectRingAt(page, siteUrl, base, slugs, index);
}
