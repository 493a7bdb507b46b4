/** The site's sections, in the menu's numbered order. */
export const siteSections = [
  { label: 'Home', path: '/' },
  { label: 'Work', path: '/work' },
  { label: 'About', path: '/about' },
  { label: 'Contact', path: '/contact' },
] as const;

/** The footer's navigation, which every page carries: an in-page link may lead to it. */
export const footerNavId = 'site-nav';

/** The page's main content: the skip link's target. */
export const mainContentId = 'main';

/** The work list's accessible name: its pages hold another list, the technologies. */
export const workListName = 'Projects';
/** The work list, for the tests and tools that read it. */
export const workListSelector = `ul[aria-label="${workListName}"]`;
