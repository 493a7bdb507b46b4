import { existsSync } from 'node:fs';
import path from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { contentDir, contentFolder } from './content-location.ts';
import { featuredOf } from './featured.ts';
import { buildDay, noteNeighbours, notePath, notesShown } from './notes.ts';
import { profileLinks } from './profile-links.ts';
import { ringNeighbours, sortByOrder } from './ordering.ts';
import { resumeDownloadName } from './resume.ts';
import { resumeView, type ResumeView } from './resume-view.ts';
import { searchDocument } from './search.ts';
import { siteFeatures, type SiteFeatures } from './site-features.ts';
import { absoluteUrl } from './structured-data.ts';
import { technologiesOf, type Technology } from './technologies.ts';
import { logoDataUri, readLogo, type LogoFile } from './owner-logo.ts';
import { initials } from './text.ts';
import { href, projectPath } from './urls.ts';

export { listCategory, listTitle } from './list-names.ts';

export type Project = CollectionEntry<'projects'>;
export type Note = CollectionEntry<'notes'>;
export type Owner = CollectionEntry<'owner'>;
export type Resume = CollectionEntry<'resume'>;

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

/** The projects marked `featured`, in list order: Home shows them. */
export async function getFeaturedProjects(): Promise<Project[]> {
  return featuredOf(await getProjects());
}

/** Every technology the projects' and notes' stacks name, each with its projects in list order and its notes. */
export async function getTechnologies(): Promise<Technology<Project, Note>[]> {
  return technologiesOf(await getProjects(), await getNotes());
}

/** The day this build (or dev server) started: a note dated later is not published yet. */
const today = buildDay();

/**
 * The notes the site shows, newest first: the published ones, or in `npm run dev` every note,
 * drafts and notes dated later included (src/lib/content/notes.ts).
 */
export async function getNotes(): Promise<Note[]> {
  // No folder, no notes: asked for a collection it never filled, Astro would warn on every page.
  if (!existsSync(contentFolder(path.resolve(contentDir())).notes)) return [];
  return notesShown(await getCollection('notes'), { today, preview: import.meta.env.DEV });
}

/** The day the notes are judged by: the build's. */
export const notesDay = (): string => today;

/** One note with the notes published before and after it, by slug (the page's route parameter). */
export async function getNoteWithNeighbours(slug: string | undefined) {
  const notes = await getNotes();
  const index = notes.findIndex((note) => note.id === slug);
  if (index < 0) throw new Error(`No published note with the slug "${slug}" in ${contentDir()}/notes/.`);
  return { note: notes[index]!, ...noteNeighbours(notes, index) };
}

/** The parts of the site its content turns on: notes, their feed, search (src/lib/content/site-features.ts). */
export async function getSiteFeatures(site: URL | undefined): Promise<SiteFeatures> {
  const owner = await getOwner();
  return siteFeatures({
    notes: (await getNotes()).length,
    searchSetting: owner.data.search,
    hasAddress: Boolean(site),
  });
}

/** What the search finds: every project, in list order, then every note shown, newest first. */
export async function getSearchDocuments() {
  return [
    ...(await getProjects()).map((project) =>
      searchDocument('project', href(projectPath(project.id)), project),
    ),
    ...(await getNotes()).map((note) => searchDocument('note', href(notePath(note.id)), note)),
  ];
}

/** The owner's resume (owner/resume.json in the content folder), when there is one. */
export async function getResume(): Promise<Resume | undefined> {
  return getEntry('resume', 'resume');
}

/**
 * The resume as /resume and its PDF show it, from resume.json and owner.md (src/lib/resume-view.ts).
 * Resume projects named like one of the site's link to its page: base-relative on the site's own
 * page, absolute in the PDF, and not at all in a PDF of a build that knows no address.
 */
export async function getResumeView(site: URL | undefined, links: 'page' | 'absolute'): Promise<ResumeView> {
  const resume = await getResume();
  if (!resume) throw new Error(`${contentDir()}/owner/resume.json is missing: /resume is made from it.`);
  const owner = (await getOwner()).data;
  const projects = (await getProjects()).flatMap((project) => {
    const path = href(projectPath(project.id));
    if (links === 'absolute' && !site) return [];
    return [
      {
        title: project.data.title,
        listTitle: project.data.listTitle,
        href: links === 'absolute' && site ? absoluteUrl(path, site) : path,
      },
    ];
  });
  return resumeView(
    resume.data,
    {
      name: owner.name,
      role: owner.role,
      email: owner.email,
      profiles: profileLinks(owner.links).map(({ name, url }) => ({ network: name, url })),
    },
    { projects, homeUrl: site ? absoluteUrl(href('/'), site) : undefined },
  );
}

/** The name a visitor's browser saves the resume PDF as (src/lib/resume.ts). */
export async function getResumeDownloadName(): Promise<string> {
  const owner = (await getOwner()).data;
  const resume = await getResume();
  return resumeDownloadName(owner.resume?.downloadName, resume?.data.basics?.name ?? owner.name);
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
