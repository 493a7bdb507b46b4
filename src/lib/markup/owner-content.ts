/**
 * Marks where the owner's own content sits in a page: their writing (a project's description, the
 * bio) and the list of their projects, whose length is theirs to choose. The byte budget for a
 * page's HTML guards the site's own markup and leaves out what is inside, and the serialised props
 * of an island that renders such content, which carry the same content again
 * (scripts/lib/page-weight.ts).
 */
export const ownerContentAttribute = 'data-owner-content';

/** Props that mark an element as the owner's content. */
export const ownerContent = { [ownerContentAttribute]: '' } as const;
