/**
 * The /work list and the previous/next ring of a build, read from its files: they are the site's
 * server-rendered HTML, the same with or without any script. Reading files instead of loading
 * pages keeps the check fast for any number of projects.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { workListSelector } from '../../src/lib/markup/navigation.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { expect } from '../e2e/fixtures.ts';

const page = (dist: string, file: string) => cheerio.load(readFileSync(path.join(dist, file), 'utf8'));

/**
 * The count and the /work list of the build in `dist` (served under `base`) in `slugs` order (the
 * content's `order` numbers), and every project page's Previous and Next in the circular ring: the
 * one before and the one after, the last leading on to the first. A lone project has neither; of
 * two, each offers the other as Next only. Every project page offers the way back to the list.
 */
export function expectListAndRing(dist: string, base: string, slugs: readonly string[]) {
  const work = page(dist, 'work.html');
  const english = wordsFor('en');
  expect(work('main').text()).toContain(english.count(english.words.work.count, slugs.length));
  const listed = work(`main ${workListSelector} a[href]`)
    .toArray()
    .map((link) => work(link).attr('href'));
  expect(listed, 'the /work list').toEqual(slugs.map((slug) => `${base}work/${slug}`));

  const ring = slugs.map((slug) => {
    const project = page(dist, `work/${slug}.html`);
    const pager = project('nav[aria-label="More projects"]');
    const hrefOf = (selector: string) => pager.find(selector).attr('href') ?? null;
    const back = pager.find('a').filter((_, link) => project(link).text().includes('Back to all work'));
    return {
      slug,
      previous: hrefOf('a[rel="prev"]'),
      next: hrefOf('a[rel="next"]'),
      back: back.attr('href'),
    };
  });
  const at = (index: number) => `${base}work/${slugs[(index + slugs.length) % slugs.length]}`;
  expect(ring, 'every project page').toEqual(
    slugs.map((slug, index) => ({
      slug,
      previous: slugs.length > 2 ? at(index - 1) : null,
      next: slugs.length > 1 ? at(index + 1) : null,
      back: `${base}work`,
    })),
  );
}
