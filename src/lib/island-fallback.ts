/**
 * A control an island renders can name where it leads when the island's script fails to load:
 * `client:interaction` then follows it on click (the menu button leads to the footer's
 * navigation, as its no-script link does).
 */
export const fallbackHrefAttribute = 'data-fallback-href';
