/**
 * The site's pages from its projects, and the technologies of their stacks. The pages as paths
 * without the base: '/', '/work', '/about', '/contact', '/resume' when there is a resume.json, one
 * '/work/<slug>' per project, and one '/technologies/<slug>' per technology of their stacks.
 */
import { resumePagePath } from './resume.ts';
import { technologiesOf, technologyPath } from './technologies.ts';

type Project = { slug: string; stack: readonly string[] };

/** The technologies of the projects' stacks, each with its projects (technologies.ts). */
export const projectTechnologies = <T extends Project>(projects: readonly T[]) =>
  technologiesOf(projects.map((project) => ({ id: project.slug, data: project })));

export function siteRoutes(projects: readonly Project[], { resume }: { resume: boolean }): string[] {
  const technologies = projectTechnologies(projects);
  return [
    ...['/', '/work', '/about', '/contact', ...(resume ? [resumePagePath] : [])],
    ...projects.map((project) => `/work/${project.slug}`),
    ...technologies.map((technology) => technologyPath(technology.slug)),
  ];
}
