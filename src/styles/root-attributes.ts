/**
 * The data attributes on <html> that say what state the page is in. Scripts set them (the
 * inline <head> scripts, the islands, `colour-mode.ts`); styles select on them through
 * `src/styles/root-state.ts`, and the islands read them.
 */
export const rootAttributes = {
  /** Present once scripts run: controls that need them show. */
  scripts: 'data-js',
  /** The colour mode, "dark" or "light". */
  colourMode: 'data-theme',
  /**
   * Present from a flip of the colour mode until the frame that shows it has been worked out: no
   * transition starts. The whole page takes its new colours in that frame; the controls' own colour
   * transitions would start on every link and button (24–46 of them on a page), which then fade on
   * their own, frame after frame, while the rest has snapped. `colour-mode.ts` sets and clears it.
   */
  colourModeSwitch: 'data-theme-switch',
  /** Present while the splash shows (the first page of a visit). */
  splash: 'data-splash',
  /** The page fades in (after a faded-out page, or Back), then out (an in-site link). */
  pageEnter: 'data-page-enter',
  pageLeave: 'data-page-leave',
  /**
   * Present once an island's script has failed to load (after Astro's one retry): the toast island
   * warns of it however late it wakes itself (src/islands/Toaster.tsx).
   */
  islandFailed: 'data-island-failed',
} as const;
