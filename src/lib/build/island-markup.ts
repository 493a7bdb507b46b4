/**
 * Astro's island markup, as a built page writes it: no public API, named here only, for the island
 * code list (island-code.ts) and the byte budgets (scripts/lib/page-weight.ts). A real build on the
 * Astro installed (tests/unit/astro-output.test.ts) fails, naming this file, when it changes.
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
