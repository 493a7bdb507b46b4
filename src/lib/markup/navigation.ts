import english from '../../words/en.json' with { type: 'json' };

/** The site's sections, in the menu's numbered order; their names are the words files' `sections`. */
export const siteSections = [
  { key: 'home', path: '/' },
  { key: 'work', path: '/work' },
  { key: 'about', path: '/about' },
  { key: 'contact', path: '/contact' },
] as const;

/** The footer's navigation, which every page carries: an in-page link may lead to it. */
export const footerNavId = 'site-nav';

/** The page's main content: the skip link's target. */
export const mainContentId = 'main';

/**
 * The work list's accessible name in English: its pages hold another list, the technologies. The work
 * list of an English page, for the tests and tools that read it.
 */
export const workListName = english.work.listName;
export const workListSelector = `ul[aria-label="${workListName}"]`;
