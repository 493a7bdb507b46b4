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
import {
  ContentError,
  checkNotes,
  checkProjects,
  splitFrontmatter,
} from '../../src/lib/build/content-check.ts';
import { noteSchema } from '../../content-schemas/note.ts';
import { projectSchema } from '../../content-schemas/project.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { listCategory, listTitle } from '../../src/lib/content/list-names.ts';
import { buildDay, notesShown } from '../../src/lib/content/notes.ts';
import { sortByOrder } from '../../src/lib/content/ordering.ts';
import { siteRoutes } from '../../src/lib/content/routes.ts';
import { statementOn } from '../../src/lib/content/accessibility.ts';

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

/**
 * The notes of a content folder (relative to `root`, or absolute) that a build on `today` publishes,
 * newest first (src/lib/content/notes.ts); none without a notes folder.
 */
export function readNotes(content: string, { root = repoRoot, today = buildDay() } = {}) {
  const folder = contentFolder(path.resolve(root, content));
  if (!existsSync(folder.notes)) return [];
  const problems = checkNotes(root, folder);
  if (problems.length) throw new ContentError(problems);
  const schema = noteSchema(() => z.string());
  const entries = readdirSync(folder.notes)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      id: path.basename(name, '.mdx'),
      data: schema.parse(splitFrontmatter(readFileSync(path.join(folder.notes, name), 'utf8')).data),
    }));
  return notesShown(entries, { today, preview: false }).map(({ id, data }) => ({
    slug: id,
    title: data.title,
    date: data.date,
    stack: data.stack ?? [],
  }));
}

/** A note as the site publishes it. */
export type SiteNote = ReturnType<typeof readNotes>[number];

/** owner.md's settings (a folder of projects alone has no owner.md: none). */
const ownerSettings = (folder: ReturnType<typeof contentFolder>) =>
  existsSync(folder.ownerFile)
    ? ((splitFrontmatter(readFileSync(folder.ownerFile, 'utf8')).data ?? {}) as {
        search?: unknown;
        accessibilityStatement?: boolean;
      })
    : {};

/** The site's pages (src/lib/content/routes.ts), with '/resume' only when `resume` says so. */
export const routesFromContent = (
  projects: readonly SiteProject[],
  { resume = false, notes = [] as readonly SiteNote[], search = false, accessibility = true } = {},
) => siteRoutes(projects, { resume, notes, search: search || notes.length > 0, accessibility });

/** The pages of the site a content folder makes (relative to `root`, or absolute). */
export const contentRoutes = (content: string, root = repoRoot): string[] => {
  const folder = contentFolder(path.resolve(root, content));
  return routesFromContent(readProjects(content, root), {
    resume: existsSync(folder.resumeFile),
    notes: readNotes(content, { root }),
    search: ownerSettings(folder).search === true,
    accessibility: statementOn(ownerSettings(folder).accessibilityStatement),
  });
};
