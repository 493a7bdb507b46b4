import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { contentDir } from './content-location.ts';
import { ringNeighbours, sortByOrder } from './ordering.ts';
import { logoDataUri, readLogo, type LogoFile } from './owner-logo.ts';
import { initials } from './text.ts';

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
  if (!entry) throw new Error(`No project with the slug "${slug}" in ${contentDir()}/projects/.`);
  return entry;
}

/** The owner's settings and bio (owner/owner.md in the content folder). */
export async function getOwner(): Promise<Owner> {
  const owner = await getEntry('owner', 'owner');
  if (!owner) {
    throw new Error(`${ownerFile()} is missing: it holds the site owner's details.`);
  }
  return owner;
}

/** The owner's settings file, from the project root, as the build names it in messages. */
const ownerFile = () => `${contentDir()}/owner/owner.md`;

/** Where the owner's settings file is: paths it names (the resume, the logo) are relative to it. */
export const ownerFilePath = (owner: Owner): string => owner.filePath ?? ownerFile();

/** The owner's logo, when owner.md names one; the initials stand in for it otherwise. */
export async function getOwnerLogo(): Promise<LogoFile | undefined> {
  const owner = await getOwner();
  return readLogo(ownerFilePath(owner), owner.data.logo);
}

/**
 * What a social card shows of the owner: the owner's entry, their initials, and their logo as a
 * data URI when owner.md names one (the card draws it in the initials' place).
 */
export async function getOwnerCardMark() {
  const owner = await getOwner();
  const logo = await getOwnerLogo();
  return { owner, mark: initials(owner.data.name), logo: logo && logoDataUri(logo) };
}
