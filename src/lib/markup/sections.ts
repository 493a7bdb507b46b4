/**
 * The site's sections with the ones an owner's content adds: Notes, between Work and About, named
 * in the page's language (src/words/, `sections`).
 */
import { siteSections } from './navigation.ts';

/** The sections' names, by key: a words file's `sections`. */
export type SectionNames = Record<(typeof siteSections)[number]['key'] | 'notes', string>;

/** The notes' section, on a site whose owner publishes notes. */
export const notesSection = { key: 'notes', path: '/notes' } as const;

/** The site's sections, in the menu's numbered order, with Notes when the site has notes. */
export const sectionsOf = (
  { notes }: { notes: boolean },
  names: SectionNames,
): readonly { label: string; path: string }[] =>
  (notes ? [...siteSections.slice(0, 2), notesSection, ...siteSections.slice(2)] : siteSections).map(
    (section) => ({ label: names[section.key], path: section.path }),
  );
