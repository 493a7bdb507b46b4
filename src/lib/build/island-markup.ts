/**
 * Astro's island markup: how a built page writes a component that hydrates in the browser. It is
 * not a public API; the build lists each page's island code from it (src/lib/build/island-code.ts)
 * and the byte budgets count an island's code (scripts/lib/page-weight.ts). This module is the only
 * place that names it. tests/unit/island-markup.test.ts builds a site with an island on the Astro
 * installed and fails, naming this file, if a name here no longer matches what Astro writes.
 */
export const islandMarkup = {
  /** The custom element around each island. */
  element: 'astro-island',
  /** Present until the island has hydrated (the tests read it to tell when the splash's woke). */
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
