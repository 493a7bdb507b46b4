/**
 * The keyboard alone, in every engine: the skip link comes first and jumps to the content, and Home
 * takes Tab through every control in reading order, each with a visible focus ring. (The menu,
 * the preview, the viewer and the toast by keyboard: their own specs.)
 */
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import type { EnginePage } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import { arrive, focusedName, until } from './visitor.ts';
import { proves } from '../support/evidence-reporter.ts';

const featured = readProjects(fixtureContent).filter((project) => project.featured);

/** In the page: whether the focused element draws a focus ring (an outline 2 px or wider). */
const focusRing = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return false;
  const style = getComputedStyle(element);
  return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
};

/** Presses Tab until `last` has focus; returns each name on the way, noting any without a ring. */
async function tabThrough(site: EnginePage, last: string, limit = 30) {
  const passed: string[] = [];
  for (let step = 0; step < limit; step++) {
    await site.press('Tab');
    const name = await focusedName(site);
    passed.push((await site.evaluate(focusRing)) ? name : `${name} (no focus ring)`);
    if (name === last) return passed;
  }
  throw new Error(`Tab never reached "${last}"; passed ${passed.join(' → ')}`);
}

test(
  'the skip link comes first, shows, and jumps to the content, where the next Tab carries on',
  { tag: proves('keyboard') },
  async ({ site }) => {
    await arrive(site, '/about');
    await site.press('Tab');
    expect(await focusedName(site)).toBe('Skip to content');
    // It slides in where motion is welcome: on screen once it has.
    await until(
      () =>
        site.evaluate(() => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight && box.width > 0;
        }),
      'on screen while focused',
    );
    await site.press('Enter');
    expect(await site.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await site.press('Tab');
    expect(await site.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  },
);

test(
  'Home: every control in reading order, each with a visible focus ring',
  { tag: proves('keyboard') },
  async ({ site }) => {
    await arrive(site, '/');
    expect(await tabThrough(site, 'Facebook (opens in a new tab)')).toEqual([
      'Skip to content',
      'Your Name',
      'Change theme color',
      'Open navigation',
      'Check out my work',
      'More about me',
      ...featured.map((project) => project.title),
      'Home',
      'Work',
      'About',
      'Contact',
      'E-mail (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
  },
);
