/**
 * The design's budgets, in one place, of two kinds (design.md, "Budgets"):
 * - gates, which depend on no timing and which `npm test` holds every page of every test build to:
 *   bytes (scripts/check-budgets.ts), requests by type, DOM size and Lighthouse's rule-based audits
 *   (tests/support/page-gates.ts, tests/e2e/page-gates.build.spec.ts);
 * - goals, timings that `npm run audit` and `npm run bench:compare` report against and never fail on:
 *   a shared machine cannot give stable timings (GoogleChrome/lighthouse docs/variability.md).
 * 1 KB = 1024 bytes throughout (Lighthouse's KiB).
 */

const KB = 1024;

/** Bytes a page loads before any interaction (see scripts/lib/page-weight.ts), per page. */
export const pageWeightBudgets = {
  /** JavaScript, gzip, React included: external, statically imported, island and inline. */
  js: 85 * KB,
  /** CSS, gzip: stylesheets, their @imports and inline `<style>`. */
  css: 15 * KB,
  /**
   * Fonts (WOFF2 as sent): the preloaded face and the faces the page's CSS selects. The site's three
   * font files (src/lib/fonts/site-fonts.ts), cut to its characters, are about 12 KB each: 50 KB fails
   * a fourth or an un-subset font.
   */
  fonts: 50 * KB,
  /**
   * The site's own markup, gzip: the HTML without the contents of the elements that hold the owner's
   * writing (`data-owner-content`, src/lib/markup/owner-content.ts), whose length is theirs to choose, and
   * without the inline stylesheet, counted as CSS. 14 KB is what a new connection's first round trip
   * carries (TCP's initial window of 10 segments).
   */
  html: 14 * KB,
} as const;

/**
 * Each font file, at most: each is preloaded on a connection of its own, and a file within TCP's
 * first window (14.6 KB with the headers) arrives in one round trip. The bold weight's full Latin
 * file (14.5 KB) took two, and Lighthouse's LCP rose from 1.2 s to 1.35 s on every page with an image.
 */
export const fontFileBudget = 13 * KB;

/**
 * Files a page requests as a later page of a visit (no splash), by type, at most, from Lighthouse's
 * network log of one unthrottled load, each once: scripts run or only fetched ahead of a touch (island
 * code at idle), stylesheets (none: the site's CSS is inline), the three font files, and one image for each the page shows (`<img>`, a
 * video's poster: one candidate each, no more).
 */
export const requestBudgets = { scripts: 20, styles: 0, fonts: 3, imagesPerImage: 1 } as const;

/**
 * Elements in the page once loaded, at most. The owner's writing and list of
 * projects (`data-owner-content`) are theirs and not counted; each image adds its frame (a screenshot's
 * link, picture and sources), so a gallery of fifty screenshots is in budget as one of five.
 */
export const domBudget = { siteElements: 400, perImage: 8 } as const;

/**
 * Lighthouse's rule-based audits, one run per page: the categories' scores (0–100, at least, by
 * Lighthouse's ids), and Lighthouse 13's insight audits that must find nothing: a request holding the
 * first paint, an image larger or heavier than shown, an LCP image found late or loaded lazily, a
 * layout shift. Accessibility is not among the scores: its category is axe with a subset of the rules
 * the same page load holds the page to in both colour modes (tests/support/axe.ts), so its 100 is
 * kept there.
 */
export const lighthouseGate = {
  scores: { 'best-practices': 100, seo: 100 },
  insights: [
    'render-blocking-insight',
    'image-delivery-insight',
    'lcp-discovery-insight',
    'cls-culprits-insight',
  ],
} as const;

/** Lighthouse audits skipped on one route (its path without the base), each with its reason. */
export const lighthouseExemptions: readonly { route: string; audit: string; reason: string }[] = [
  {
    route: '/404',
    audit: 'is-crawlable',
    reason: 'the not-found page carries <meta name="robots" content="noindex"> on purpose',
  },
  {
    route: '/search',
    audit: 'is-crawlable',
    reason: 'the search page has no content of its own and carries <meta name="robots" content="noindex">',
  },
];

/**
 * /work HTML growth per added project, in bytes of HTML (uncompressed), at most: held by npm test
 * (tests/builds/make-test-builds.ts), reported at scale by `npm run bench`.
 */
export const workHtmlGrowthPerProject = 600;

/**
 * Goals for builds by number of projects, in seconds, on 2 cores, with an empty image cache: reported
 * by `npm run bench`.
 */
export const buildSecondsByProjects = new Map([
  [7, 20],
  [50, 60],
]);

/**
 * Goals for Lighthouse's timings, mobile defaults, the median of the audit's runs: reported by
 * `npm run audit`, which warns and never fails on them.
 */
export const lighthouseGoals = {
  /** The performance score, at least; a first visit's counts the 3 s splash, so later visits only. */
  performance: 98,
  /** Largest Contentful Paint and Total Blocking Time, at most, in milliseconds; Cumulative Layout Shift. */
  lcpMs: 1300,
  tbtMs: 50,
  cls: 0.01,
} as const;

/**
 * Goals for the first response to the visitor's first touch on each control (a tap on Lighthouse's
 * phone; the /work preview: a hover on its desktop), from `pointerdown` (`pointerover`) to the first
 * frame that shows it, in milliseconds: reported by `npm run bench:compare` beside each version's mean.
 */
export const firstResponseGoalsMs = {
  /** The first page of a visit: the splash has played and gone, the page is idle, nothing was cached before it. */
  'first-visit': 200,
  /** A later page of a visit (no splash), nothing cached: the control's code comes over the network. */
  cold: 200,
  /** The same page again with the control's code in the HTTP cache: used once on an earlier page of the visit. */
  warm: 100,
} as const;

/** …and at most this many times the first response of a bare page with one button, measured in the same run. */
export const bareControlRatioGoal = 1.5;

/** Goal for the Interaction to Next Paint (web-vitals) of the same first tap, in milliseconds. */
export const inpGoalMs = 100;
