/**
 * Astro's island markup: how a built page writes a component that hydrates in the browser. None of
 * it is a public API, yet the site relies on it in three places: the build integration lists each
 * page's island code from it (src/integrations/island-code.ts), the <head> script tells a sleeping
 * island from a woken one (FirstResponse.astro, through `define:vars`), and the byte budgets count
 * an island's code (scripts/lib/page-weight.ts). This module is the only place that names it.
 *
 * Read from the output of Astro 7.3.5 (its `astro-island` custom element, astro/dist/runtime/server/
 * astro-island.js, and the attributes hydration.js writes). An Astro of another minor or major
 * version may write something else: `assertIslandMarkupFor` refuses it, and
 * tests/unit/island-markup.test.ts checks these names on a real build, naming what changed.
 */

/** The Astro release this markup was read from. */
export const islandMarkupReadFrom = '7.3.5';

export const islandMarkup = {
  /** The custom element around each island. */
  element: 'astro-island',
  /** Present until the island has hydrated: Astro removes it once the component has rendered. */
  sleeping: 'ssr',
  /** The directive the island hydrates with, without `client:` ("interaction", "splash"). */
  client: 'client',
  /** The component's props, serialised for hydration. */
  props: 'props',
  /** The island's code: its component, its framework's renderer, and what runs before hydration. */
  code: {
    component: 'component-url',
    renderer: 'renderer-url',
    beforeHydration: 'before-hydration-url',
  },
} as const;

/** The attributes that name an island's code, in the order above. */
export const islandCodeAttributes: readonly string[] = Object.values(islandMarkup.code);

/**
 * Refuses an Astro whose island markup this module was not read from (another minor or major:
 * patch releases keep their output), saying what to check. Called as the build starts.
 */
export function assertIslandMarkupFor(astroVersion: string): void {
  const minor = (version: string) => version.split('.').slice(0, 2).join('.');
  if (minor(astroVersion) === minor(islandMarkupReadFrom)) return;
  throw new Error(
    [
      `src/lib/build/island-markup.ts names Astro's island markup as Astro ${islandMarkupReadFrom} writes it, and this is Astro ${astroVersion}.`,
      'Run `npx vitest run tests/unit/island-markup.test.ts`: it builds a page with an island and names any ' +
        `attribute that changed. Update islandMarkup to what it reports, then set islandMarkupReadFrom to ${astroVersion}.`,
    ].join('\n'),
  );
}
