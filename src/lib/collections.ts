import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { ringNeighbours, sortByOrder } from './ordering.ts';
import { readLogo, type LogoFile } from './owner-logo.ts';

export { listCategory, listTitle } from './list-names.ts';

export type Project = CollectionEntry<'projects'>;
export type Owner = CollectionEntry<'owner'>;

/** Every project, in list order; fails the build on duplicate order numbers. */
export async function getProjects(): Promise<Project[]> {
  return sortByOrder(await getCollection('projects'));
}

/** A project with its previous and next neighbours in the circular order. */
export async function getProjectsWithRing() {
  const projects = await getProjects();
  return projects.map((project, index) => ({ project, ...ringNeighbours(projects, index) }));
}

/** One project with its ring neighbours, by slug (the page's route parameter). */
export async function getProjectWithRing(slug: string | undefined) {
  const entry = (await getProjectsWithRing()).find(({ project }) => project.id === slug);
  if (!entry) throw new Error(`No project with the slug "${slug}" in src/content/projects/.`);
  return entry;
}

/** The owner's settings and bio (src/content/owner/owner.md). */
export async function getOwner(): Promise<Owner> {
  const owner = await getEntry('owner', 'owner');
  if (!owner) {
    throw new Error("src/content/owner/owner.md is missing: it holds the site owner's details.");
  }
  return owner;
}

/** The owner's logo, when owner.md names one; the initials stand in for it otherwise. */
export async function getOwnerLogo(): Promise<LogoFile | undefined> {
  const owner = await getOwner();
  return readLogo(owner.filePath ?? 'src/content/owner/owner.md', owner.data.logo);
}
