/**
 * The parts of the site an owner turns on by their content: notes (and their feed) by publishing a
 * note, search by a published note or by `search: true` in owner.md. A part that is off adds no
 * page, no link, no byte: the build does not even make its pages (src/integrations/optional-pages.ts).
 */

export interface SiteFeatures {
  /** /notes, a page per note, the Notes entry of the menu and footer. */
  notes: boolean;
  /** /rss.xml and the link to it in every page's <head>: notes, and an address to link them by. */
  feed: boolean;
  /** /search, its index, and the way to it in the header. */
  search: boolean;
}

export function siteFeatures({
  notes,
  searchSetting,
  hasAddress,
}: {
  /** How many notes the site shows. */
  notes: number;
  /** owner.md's `search`. */
  searchSetting: boolean | undefined;
  /** Whether the build knows the site's address: a feed's links are absolute. */
  hasAddress: boolean;
}): SiteFeatures {
  return { notes: notes > 0, feed: notes > 0 && hasAddress, search: notes > 0 || searchSetting === true };
}

/** Every part on: `astro dev` serves them all, and each page answers only when its part is on. */
export const everyFeature: SiteFeatures = { notes: true, feed: true, search: true };
