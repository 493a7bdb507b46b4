/**
 * The site's pages from its projects and published notes, and the technologies of their stacks.
 * The pages as paths without the base: '/', '/work', '/about', '/contact', '/resume' when there is a
 * resume.json, one '/work/<slug>' per project, '/notes' and one '/notes/<slug>' per note when there
 * are any, '/search' when the site has search, and one '/technologies/<slug>' per technology.
 */
import { notePath, notesPath } from './notes.ts';
import { accessibilityPath } from './accessibility.ts';
import { resumePagePath } from './resume.ts';
import { searchPath } from './search.ts';
import { technologiesOf, technologyPath } from './technologies.ts';

/** The pages that ask search engines to leave them out (noindex) and so have no canonical URL. */
export const unindexedPaths: readonly string[] = ['/404', searchPath];

type Stacked = { slug: string; stack: readonly string[] };

/** The technologies of the projects' and notes' stacks, each with its projects and notes (technologies.ts). */
export const projectTechnologies = <T extends Stacked, N extends Stacked = never>(
  projects: readonly T[],
  notes: readonly N[] = [],
) =>
  technologiesOf(
    projects.map((project) => ({ id: project.slug, data: project })),
    notes.map((note) => ({ id: note.slug, data: note, filePath: `notes/${note.slug}.mdx` })),
  );

export function siteRoutes(
  projects: readonly Stacked[],
  {
    resume,
    notes = [],
    search = false,
    accessibility = true,
  }: { resume: boolean; notes?: readonly Stacked[]; search?: boolean; accessibility?: boolean },
): string[] {
  const technologies = projectTechnologies(projects, notes);
  return [
    ...['/', '/work', '/about', '/contact', ...(resume ? [resumePagePath] : [])],
    ...(accessibility ? [accessibilityPath] : []),
    ...projects.map((project) => `/work/${project.slug}`),
    ...(notes.length ? [notesPath, ...notes.map((note) => notePath(note.slug))] : []),
    ...(search ? [searchPath] : []),
    ...technologies.map((technology) => technologyPath(technology.slug)),
  ];
}
