/**
 * Marks where the owner's own writing sits in a page (a project's description, the bio): text
 * whose length is theirs to choose. The byte budget for a page's HTML guards the site's own markup
 * and leaves out what is inside (scripts/lib/page-weight.ts).
 */
export const ownerProseAttribute = 'data-owner-prose';

/** Props that mark an element as the owner's writing. */
export const ownerProse = { [ownerProseAttribute]: '' } as const;
