import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { slug } from 'github-slugger';
import {
  noteSchema,
  noteTranslationSchema,
  ownerSchema,
  ownerTranslationSchema,
  projectSchema,
  projectTranslationSchema,
  resumeSchema,
} from '../content-schemas/index.ts';
import { contentLanguageCodes, translationOf } from './lib/content/content-languages.ts';
import { contentDir, contentFolder, resumeFileName } from './lib/content/content-location.ts';

/** The owner's content folder, or the one CONTENT_DIR names (the tests' fixture). */
const content = contentDir();

/** The site's languages (owner.md's `languages`), the default first: the others' files are translations. */
const languageCodes = contentLanguageCodes(contentFolder(path.resolve(content)));
const translated = languageCodes.slice(1);
/** `*.de.mdx`, or `*.{de,ar}.mdx`: the files of the site's other languages, by their extension. */
const inOtherLanguages = (extension: string) =>
  translated.length === 1 ? `*.${translated[0]}.${extension}` : `*.{${translated.join(',')}}.${extension}`;

/**
 * `loader`, made to start afresh when `folder` is not the one the cached content store was filled
 * from. Astro's glob loader keeps a cached entry whose file it finds unchanged, even in another
 * folder: a build of another content folder (CONTENT_DIR) would then keep the earlier folder's file,
 * and its images, for every file the two have in common.
 */
function freshPerFolder(folder: string, name: string, load: Loader['load']): Loader {
  return {
    name,
    load: async (context) => {
      if (context.meta.get('folder') !== folder) {
        context.store.clear();
        context.meta.set('folder', folder);
      }
      await load(context);
    },
  };
}

/** Astro's glob loader, reading `pattern` in `folder`, afresh for each folder (`freshPerFolder`). */
function globIn(folder: string, pattern: string | string[]): Loader {
  const loader = glob({ pattern, base: folder });
  return freshPerFolder(folder, 'portfolio:content-folder', (context) => loader.load(context));
}

/**
 * `globIn` for a folder the owner may not have: the notes. Without it the collection is empty and
 * the build says nothing (Astro's loader would warn at every build of a site that has no notes);
 * `astro dev` starts reading it once its first file is written.
 */
function globInOptional(folder: string, pattern: string | string[]): Loader {
  const loader = globIn(folder, pattern);
  return {
    name: 'portfolio:optional-content-folder',
    load: async (context) => {
      if (existsSync(folder)) return loader.load(context);
      context.store.clear();
      const created = (file: string) => {
        if (!path.resolve(file).startsWith(path.resolve(folder) + path.sep)) return;
        context.watcher?.off('add', created);
        void loader.load(context);
      };
      context.watcher?.on('add', created);
    },
  };
}

/** The files of one kind in the default language: a translation's name carries its code (quote-kong.de.mdx). */
const inDefaultLanguage = (pattern: string, extension: string): string | string[] =>
  translated.length ? [pattern, `!${inOtherLanguages(extension)}`] : pattern;

/**
 * Translations of one kind, `<name>.<code>.<extension>`, each with the id `<slug>.<code>`; none on a
 * site of one language.
 */
function translations(folder: string, extension: string): Loader {
  if (!translated.length) {
    return { name: 'portfolio:no-translations', load: async ({ store }) => store.clear() };
  }
  const pattern = inOtherLanguages(extension);
  const loader = glob({
    pattern,
    base: folder,
    generateId: ({ entry }) => {
      const found = translationOf(entry, languageCodes);
      return found ? `${slug(found.name)}.${found.code}` : entry;
    },
  });
  return freshPerFolder(folder, 'portfolio:translations', async (context) => {
    // No translation of this kind yet: nothing to load (Astro's loader would warn at every build).
    const any =
      existsSync(folder) &&
      readdirSync(folder).some(
        (name) => name.endsWith(`.${extension}`) && translationOf(name, languageCodes),
      );
    if (!any) return context.store.clear();
    await loader.load(context);
  });
}

/** One MDX file per project; its file name is the slug, its images sit in a folder beside it. */
const projects = defineCollection({
  loader: globIn(`${content}/projects`, inDefaultLanguage('*.mdx', 'mdx')),
  schema: ({ image }) => projectSchema(image),
});

/** A project in another of the site's languages: `<slug>.<code>.mdx` beside it (content-schemas/translations.ts). */
const projectTranslations = defineCollection({
  loader: translations(`${content}/projects`, 'mdx'),
  schema: projectTranslationSchema(),
});

/** One MDX file per note, when the owner writes any; named and laid out as the projects are. */
const notes = defineCollection({
  loader: globInOptional(`${content}/notes`, inDefaultLanguage('*.mdx', 'mdx')),
  schema: ({ image }) => noteSchema(image),
});

/** A note in another of the site's languages: `<slug>.<code>.mdx` beside it. */
const noteTranslations = defineCollection({
  loader: translations(`${content}/notes`, 'mdx'),
  schema: noteTranslationSchema(),
});

/** The owner's details and bio: one Markdown file. */
const owner = defineCollection({
  loader: globIn(`${content}/owner`, 'owner.md'),
  schema: ({ image }) => ownerSchema(image),
});

/**
 * The owner's resume in JSON Resume form, beside owner.md: one entry, `resume`, or none when the
 * file is not there (then the site has no /resume, and owner.md names a PDF).
 */
const resume = defineCollection({
  loader: globIn(`${content}/owner`, resumeFileName),
  schema: resumeSchema,
});

/** The owner's texts in another language: owner.<code>.md beside owner.md, its body the bio. */
const ownerTranslations = defineCollection({
  loader: translations(`${content}/owner`, 'md'),
  schema: ownerTranslationSchema(),
});

/** The resume in another language: resume.<code>.json beside resume.json, whole. */
const resumeTranslations = defineCollection({
  loader: translations(`${content}/owner`, 'json'),
  schema: resumeSchema,
});

export const collections = {
  projects,
  projectTranslations,
  notes,
  noteTranslations,
  owner,
  ownerTranslations,
  resume,
  resumeTranslations,
};
