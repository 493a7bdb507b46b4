import { existsSync } from 'node:fs';
import path from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { contentLanguageCodes } from './content-languages.ts';
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
import {
  isMultilingual,
  localisedPath,
  routeLanguage,
  siteLanguages,
  type SiteLanguage,
} from './languages.ts';
import { translatedNote, translatedOwner, translatedProject } from './translations.ts';
import { wordsFor, type Speaker } from '../markup/words.ts';

export { listCategory, listTitle } from './list-names.ts';

/**
 * An entry as a page in one of the site's languages shows it: its texts in that language when it has
 * a translation, else the default language's; `contentLang` says which, and `text` is the entry whose
 * body the page renders (`render(entry.text)`).
 */
type InLanguage<E, T> = E & { contentLang: string; text: E | T };

export type Project = InLanguage<CollectionEntry<'projects'>, CollectionEntry<'projectTranslations'>>;
export type Note = InLanguage<CollectionEntry<'notes'>, CollectionEntry<'noteTranslations'>>;
export type Owner = InLanguage<CollectionEntry<'owner'>, CollectionEntry<'ownerTranslations'>>;
export type Resume = CollectionEntry<'resume'> & { contentLang: string };

/**
 * The site's languages, the default first (owner.md's `languages`; English alone without it), read
 * from owner.md as the build starts, as its pages (src/integrations/optional-pages.ts) and
 * collections (src/content.config.ts) are: `npm run dev` takes a change of them on its next start.
 */
const languagesOfSite = siteLanguages(contentLanguageCodes(contentFolder(path.resolve(contentDir()))));

/** The site's languages, the default first. */
export const getSiteLanguages = (): SiteLanguage[] => languagesOfSite;

/** The language asked for, or the site's default. */
const languageOrDefault = (language: SiteLanguage | undefined) => language ?? languagesOfSite[0]!;

/**
 * Entries in `language`: each with its translation's texts (`translate`) when the translations'
 * collection has one for it, `<id>.<code>`, else as it is.
 */
async function inLanguage<E extends { id: string; data: object }, T extends { id: string; data: object }>(
  entries: readonly E[],
  translations: () => Promise<T[]>,
  language: SiteLanguage | undefined,
  translate: (data: E['data'], translation: T['data']) => E['data'],
): Promise<InLanguage<E, T>[]> {
  const shown = languageOrDefault(language);
  const byId = shown.isDefault ? new Map<string, T>() : new Map((await translations()).map((t) => [t.id, t]));
  const defaultCode = languagesOfSite[0]!.code;
  return entries.map((entry) => {
    const translation = byId.get(`${entry.id}.${shown.code}`);
    return translation
      ? {
          ...entry,
          data: translate(entry.data, translation.data),
          contentLang: shown.code,
          text: translation,
        }
      : { ...entry, contentLang: defaultCode, text: entry };
  });
}

/** Every project, in list order, in `language` (the default's when not given); fails the build on duplicate order numbers. */
export async function getProjects(language?: SiteLanguage): Promise<Project[]> {
  return inLanguage(
    sortByOrder(await getCollection('projects')),
    () => getCollection('projectTranslations'),
    language,
    translatedProject,
  );
}

/** A project with its previous and next neighbours in the circular order. */
export async function getProjectsWithRing(language?: SiteLanguage) {
  const projects = await getProjects(language);
  return projects.map((project, index) => ({ project, ...ringNeighbours(projects, index) }));
}

/** One project with its ring neighbours, by slug (the page's route parameter). */
export async function getProjectWithRing(slug: string | undefined, language?: SiteLanguage) {
  const entry = (await getProjectsWithRing(language)).find(({ project }) => project.id === slug);
  if (!entry) throw new Error(`No project with the slug "${slug}" in ${contentDir()}/projects/.`);
  return entry;
}

/** The projects marked `featured`, in list order: Home shows them. */
export async function getFeaturedProjects(language?: SiteLanguage): Promise<Project[]> {
  return featuredOf(await getProjects(language));
}

/** Every technology the projects' and notes' stacks name, each with its projects in list order and its notes. */
export async function getTechnologies(language?: SiteLanguage): Promise<Technology<Project, Note>[]> {
  return technologiesOf(await getProjects(language), await getNotes(language));
}

/** The day this build (or dev server) started: a note dated later is not published yet. */
const today = buildDay();

/**
 * The notes the site shows, newest first: the published ones, or in `npm run dev` every note,
 * drafts and notes dated later included (src/lib/content/notes.ts).
 */
export async function getNotes(language?: SiteLanguage): Promise<Note[]> {
  // No folder, no notes: asked for a collection it never filled, Astro would warn on every page.
  if (!existsSync(contentFolder(path.resolve(contentDir())).notes)) return [];
  return inLanguage(
    notesShown(await getCollection('notes'), { today, preview: import.meta.env.DEV }),
    () => getCollection('noteTranslations'),
    language,
    translatedNote,
  );
}

/** The day the notes are judged by: the build's. */
export const notesDay = (): string => today;

/** One note with the notes published before and after it, by slug (the page's route parameter). */
export async function getNoteWithNeighbours(slug: string | undefined, language?: SiteLanguage) {
  const notes = await getNotes(language);
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

/** What the search finds in `language`: every project, in list order, then every note shown, newest first. */
export async function getSearchDocuments(language?: SiteLanguage) {
  const shown = languageOrDefault(language);
  const at = (path: string) => href(localisedPath(path, shown));
  return [
    ...(await getProjects(shown)).map((project) =>
      searchDocument('project', at(projectPath(project.id)), { ...project, body: project.text.body }),
    ),
    ...(await getNotes(shown)).map((note) =>
      searchDocument('note', at(notePath(note.id)), { ...note, body: note.text.body }),
    ),
  ];
}

/**
 * The owner's resume (owner/resume.json in the content folder), when there is one; in `language`,
 * its translation (resume.<code>.json) when there is one.
 */
export async function getResume(language?: SiteLanguage): Promise<Resume | undefined> {
  const resume = await getEntry('resume', 'resume');
  if (!resume) return undefined;
  const defaultCode = languagesOfSite[0]!.code;
  if (language && !language.isDefault) {
    const translation = await getEntry('resumeTranslations', `resume.${language.code}`);
    if (translation) return { ...resume, data: translation.data, contentLang: language.code };
  }
  return { ...resume, contentLang: defaultCode };
}

/**
 * The resume as /resume and its PDF show it, from resume.json and owner.md (src/lib/resume-view.ts).
 * Resume projects named like one of the site's link to its page: base-relative on the site's own
 * page, absolute in the PDF, and not at all in a PDF of a build that knows no address.
 */
export async function getResumeView(
  site: URL | undefined,
  links: 'page' | 'absolute',
  language?: SiteLanguage,
): Promise<ResumeView> {
  const shown = languageOrDefault(language);
  const resume = await getResume(shown);
  if (!resume) throw new Error(`${contentDir()}/owner/resume.json is missing: /resume is made from it.`);
  const owner = (await getOwner(shown)).data;
  const projects = (await getProjects(shown)).flatMap((project) => {
    const path = href(localisedPath(projectPath(project.id), shown));
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
    {
      projects,
      homeUrl: site ? absoluteUrl(href(localisedPath('/', shown)), site) : undefined,
      words: wordsFor(resume.contentLang),
    },
  );
}

/** The name a visitor's browser saves the resume PDF as (src/lib/resume.ts). */
export async function getResumeDownloadName(): Promise<string> {
  const owner = (await getOwner()).data;
  const resume = await getResume();
  return resumeDownloadName(owner.resume?.downloadName, resume?.data.basics?.name ?? owner.name);
}

/**
 * The owner's settings and bio (owner/owner.md in the content folder); in `language`, with the texts
 * of its translation (owner.<code>.md) when there is one.
 */
export async function getOwner(language?: SiteLanguage): Promise<Owner> {
  const owner = await getEntry('owner', 'owner');
  if (!owner) {
    throw new Error(`${ownerFile()} is missing: it holds the site owner's details.`);
  }
  const [localised] = await inLanguage(
    [owner],
    () => getCollection('ownerTranslations'),
    language,
    translatedOwner,
  );
  return localised!;
}

/** What a page knows of its language: which it is, the site's others, and its interface's words. */
export interface PageLanguage {
  language: SiteLanguage;
  /** The site's languages, the default first. */
  languages: SiteLanguage[];
  /** Whether the site has more than one: then pages carry a switcher and their alternates. */
  multilingual: boolean;
  /** The interface's words in the page's language (src/words/). */
  t: Speaker;
  /** An in-site URL of a page in this language, under the base: to('/work') is /portfolio/de/work. */
  to: (path: string) => string;
  /** The arrow that points back (Previous, Back to all work) or forward, as the language reads. */
  arrow: (way: 'back' | 'forward') => 'arrowLeft' | 'arrowRight';
}

/** The language of the page Astro is rendering, from its route (/de/work is German), with its words. */
export function pageLanguage(astro: { routePattern: string }): PageLanguage {
  const languages = languagesOfSite;
  const language = routeLanguage(astro.routePattern, languages);
  return {
    language,
    languages,
    multilingual: isMultilingual(languages),
    t: wordsFor(language.code),
    to: (path) => href(localisedPath(path, language)),
    arrow: (way) => ((way === 'back') === (language.dir === 'ltr') ? 'arrowLeft' : 'arrowRight'),
  };
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
