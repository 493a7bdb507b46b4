/**
 * With JavaScript off, in every engine: every page is reachable by visible links from Home, each
 * shows its heading and its images with nothing covering it, the menu still opens, closes and leads
 * on, and a screenshot is its link to the full-size image.
 */
import { anyWidth } from '../e2e/fixtures.ts';
import { fixtureRoutes } from '../e2e/routes.ts';
import { isPageHref } from '../support/crawl.ts';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { expect, test } from './fixtures.ts';
import { focusedName, menu, menuControlState, menuOnTop, openMenu, until } from './visitor.ts';

/** In the page: what a visitor without scripts sees of it. */
function whatShows(splashId: string) {
  const heading = document.querySelector('h1');
  const covering = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  return {
    heading: Boolean(heading && heading.getClientRects().length && heading.textContent?.trim()),
    covered: Boolean(covering?.closest(`#${splashId}, dialog[open], dialog:popover-open`)),
    links: [
      ...new Set(
        [...document.querySelectorAll('a[href^="/"]')]
          .filter(
            (link) => getComputedStyle(link).visibility === 'visible' && link.getClientRects().length > 0,
          )
          .map((link) => link.getAttribute('href')!),
      ),
    ],
  };
}

/** In the page: the `nth` image of the main content scrolled to, and whether it has loaded (null: none). */
function scrollToImage(nth: number) {
  const image = document.querySelectorAll<HTMLImageElement>('main img')[nth];
  if (!image) return null;
  image.scrollIntoView({ block: 'center', behavior: 'instant' });
  return image.complete && image.naturalWidth > 0;
}

test(
  'with JavaScript off, every page is reachable by visible links from Home, shows its heading and images, and nothing covers it',
  { tag: anyWidth },
  async ({ openPage }) => {
    // A browser of its own (Firefox, WebKit), then a page load for each page the walk finds.
    test.setTimeout(30_000 + 6_000 * fixtureRoutes.length);
    const { page } = await openPage({ javaScript: false });
    const reached = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length) {
      const from = queue.shift()!;
      await page.goto(from);
      const seen = await page.evaluate(whatShows, splashScreenId);
      expect({ heading: seen.heading, covered: seen.covered }, from).toEqual({
        heading: true,
        covered: false,
      });
      // Each image scrolled to (lazy ones load near the screen), then polled from here: the page's
      // own timers do not run without JavaScript.
      for (let nth = 0; (await page.evaluate(scrollToImage, nth)) !== null; nth++)
        await until(
          async () => (await page.evaluate(scrollToImage, nth)) === true,
          `${from}: image ${nth + 1} loads`,
        );
      for (const target of seen.links.filter(isPageHref)) {
        if (reached.has(target)) continue;
        reached.add(target);
        queue.push(target);
      }
    }
    expect([...reached].sort()).toEqual([...fixtureRoutes].sort());

    // The menu needs no script: its button opens it, Escape closes it, and its links lead on.
    await page.goto('/');
    expect(await menuControlState(page)).toEqual({ tag: 'button', popup: 'dialog' });
    await page.click(openMenu);
    await until(() => menuOnTop(page), 'the menu opens without JavaScript');
    expect(await focusedName(page)).toBe('Close navigation');
    await page.press('Escape');
    await until(async () => !(await menuOnTop(page)), 'Escape closes it');
    expect(await focusedName(page)).toBe('Open navigation');
    await page.click(openMenu);
    await page.click({ role: 'button', name: 'Close navigation', within: menu });
    await until(async () => !(await menuOnTop(page)), 'its close button closes it');
    await page.click(openMenu);
    await page.click({ role: 'link', name: '3. About', within: menu });
    await page.waitForPath('/about');
    // A click on a link of the page really navigates without any script.
    await page.goto('/');
    await page.click({ role: 'link', name: 'Check out my work' });
    await page.waitForPath('/work');
    // A screenshot is its link: the full-size image.
    await page.goto('/work/haletale');
    const screenshot = 'Haletale sign-in screen on a phone';
    const target = await page.evaluate(
      (alt) => document.querySelector(`img[alt="${alt}"]`)?.closest('a')?.getAttribute('href') ?? '',
      screenshot,
    );
    expect(target).toMatch(/\.(png|webp|avif|jpe?g)$/);
    await page.click({ role: 'img', name: screenshot });
    await page.waitForPath(target);
    expect(await page.errors()).toEqual([]);
  },
);
