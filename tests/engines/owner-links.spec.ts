/**
 * An owner's own links, in every engine: the build of an owner's first week (GitHub, Mastodon,
 * Bluesky, Stack Overflow, X and a site of their own; tests/builds/content-edits.ts) shows each on
 * /contact with its name and an icon that takes up room, and Mastodon's proves the profile (rel="me").
 */
import { profileNetworks } from '../../content-schemas/profile-links.ts';
import { firstWeekLinks } from '../builds/content-edits.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { expect, test as engineTest } from './fixtures.ts';

/** The engine's pages open on the first week's build, which the worker serves (fixtures.ts). */
const test = engineTest.extend({
  baseURL: async ({ firstWeekOrigin }, use) => use(firstWeekOrigin),
});

/** In the page: the contact links, each with its name, its rel and whether its icon has a box. */
function contactLinks() {
  return [...document.querySelectorAll('main a[target="_blank"]')].map((link) => {
    const icon = link.querySelector('svg')?.getBoundingClientRect();
    return {
      name: link.getAttribute('aria-label'),
      rel: link.getAttribute('rel'),
      icon: (icon?.width ?? 0) >= 20 && (icon?.height ?? 0) >= 20,
    };
  });
}

test(
  'an owner\'s own links on /contact, each named, with its icon; Mastodon\'s rel="me"',
  { tag: anyWidth },
  async ({ site }) => {
    await site.goto(`${testBuilds.threeProjects.base}contact`);
    expect(await site.evaluate(contactLinks, undefined)).toEqual([
      { name: 'E-mail (opens in a new tab)', rel: 'noopener noreferrer', icon: true },
      ...firstWeekLinks.map((link) => ({
        name: `${'network' in link ? profileNetworks[link.network] : link.label} (opens in a new tab)`,
        rel:
          'network' in link && link.network === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer',
        icon: true,
      })),
    ]);
  },
);
