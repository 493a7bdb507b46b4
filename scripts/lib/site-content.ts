/**
 * A content folder's projects and the site's routes, read the way the build reads them, for the
 * scripts and tests that need them: adding or removing a project file changes these lists and
 * nothing else. The content is checked first with the build's own checker, so a list here is
 * never built from a file the build would refuse.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ContentError, checkProjects, splitFrontmatter } from '../../content-schemas/check.ts';
import { projectSchema } from '../../content-schemas/project.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { listCategory, listTitle } from '../../src/lib/content/list-names.ts';
import { sortByOrder } from '../../src/lib/content/ordering.ts';
import { resumePagePath } from '../../src/lib/content/resume.ts';
import { technologiesOf, technologyPath } from '../../src/lib/content/technologies.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every project of a content folder (relative to `root`, this checkout unless given, or
 * absolute), in list order.
 */
export function readProjects(content: string, root = repoRoot) {
  const folder = contentFolder(path.resolve(root, content));
  const problems = checkProjects(root, folder);
  if (problems.length) throw new ContentError(problems);
  const dir = folder.projects;
  // Image paths were checked above; here they are only text.
  const schema = projectSchema(() => z.string());
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const data = schema.parse(splitFrontmatter(readFileSync(path.join(dir, name), 'utf8')).data);
      return { id: path.basename(name, '.mdx'), data };
    });
  return sortByOrder(entries).map((entry) => ({
    slug: entry.id,
    order: entry.data.order,
    title: entry.data.title,
    listTitle: listTitle(entry),
    category: entry.data.category,
    listCategory: listCategory(entry),
    stack: entry.data.stack ?? [],
    featured: entry.data.featured === true,
  }));
}

/** A project as the /work list and its page show it. */
export type SiteProject = ReturnType<typeof readProjects>[number];

/** The technologies of the projects' stacks, each with its projects (src/lib/technologies.ts). */
export const siteTechnologies = (projects: readonly SiteProject[]) =>
  technologiesOf(projects.map((project) => ({ id: project.slug, data: project })));

/** Whether a content folder (as `readProjects` takes it) has a resume.json: the site then has /resume. */
export const hasResume = (content: string, root = repoRoot): boolean =>
  existsSync(contentFolder(path.resolve(root, content)).resumeFile);

/**
 * The site's pages, as paths without the base: '/', '/work', '/about', '/contact', '/resume' with
 * a resume.json, one '/work/<slug>' per project, and one '/technologies/<slug>' per technology.
 */
export function routesFromContent(projects: readonly SiteProject[], { resume = false } = {}): string[] {
  return [
    '/',
    '/work',
    '/about',
    '/contact',
    ...(resume ? [resumePagePath] : []),
    ...projects.map((project) => `/work/${project.slug}`),
    ...siteTechnologies(projects).map((technology) => technologyPath(technology.slug)),
  ];
}

/** The pages of the site a content folder makes (relative to `root`, or absolute). */
export const contentRoutes = (content: string, root = repoRoot): string[] =>
  routesFromContent(readProjects(content, root), { resume: hasResume(content, root) });
