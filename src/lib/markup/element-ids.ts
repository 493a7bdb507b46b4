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
/** The technologies' list on /work and on each technology's page. */
export const technologiesHeadingId = 'technologies-heading';
/** The notes on a technology's page. */
export const technologyNotesHeadingId = 'technology-notes';
/** The search page's field, its status line and its results (src/islands/SiteSearch.tsx). */
export const searchIds = { field: 'search-field', hint: 'search-hint', status: 'search-status' } as const;
/** Home's featured projects. */
export const featuredHeadingId = 'featured-heading';
/** The sections of /resume, by their JSON Resume key (src/lib/resume-view.ts). */
export const resumeSectionIds = {
  summary: 'resume-summary',
  work: 'resume-work',
  projects: 'resume-projects',
  skills: 'resume-skills',
  education: 'resume-education',
  volunteer: 'resume-volunteer',
  awards: 'resume-awards',
  certificates: 'resume-certificates',
  publications: 'resume-publications',
  languages: 'resume-languages',
  interests: 'resume-interests',
  references: 'resume-references',
} as const;

/** The accessibility statement's sections (src/pages/[accessibility].astro). */
export const statementSectionIds = {
  verified: 'statement-verified',
  limits: 'statement-limits',
  report: 'statement-report',
} as const;
