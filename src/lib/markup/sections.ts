/**
 * The site's sections with the ones an owner's content adds: Notes, between Work and About. Apart
 * from navigation.ts, which the islands bundle: nothing here reaches them.
 */
import { siteSections } from './navigation.ts';
import { noteWords } from './words.ts';

/** The notes' section, on a site whose owner publishes notes. */
export const notesSection = { label: noteWords.notes, path: '/notes' } as const;

/** The site's sections, in the menu's numbered order, with Notes when the site has notes. */
export const sectionsOf = ({ notes }: { notes: boolean }): readonly { label: string; path: string }[] =>
  notes ? [...siteSections.slice(0, 2), notesSection, ...siteSections.slice(2)] : siteSections;
