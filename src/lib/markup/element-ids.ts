/**
 * Ids of elements that some pages carry, written once: the components use them, and the owner's
 * headings never take them (src/lib/build/prose-markup.ts).
 */
/** Home's greeting, the heading its first section is named by. */
export const greetingId = 'greeting';
export const embedHeadingId = 'embed-heading';
export const embedNoteId = 'embed-note';
export const screenshotsHeadingId = 'screenshots-heading';
/** The menu's dialog, one per page, which its buttons name (`popovertarget`). */
export const menuDialogId = 'site-menu';
