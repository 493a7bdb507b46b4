import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { noteSchema, ownerSchema, projectSchema, resumeSchema } from '../content-schemas/index.ts';
import { contentDir, resumeFileName } from './lib/content/content-location.ts';

/** The owner's content folder, or the one CONTENT_DIR names (the tests' fixture). */
const content = contentDir();

/**
 * Astro's glob loader, reading `pattern` in `folder`, that starts afresh when the folder is not the
 * one the cached content store was filled from. The glob loader keeps a cached entry whose file it
 * finds unchanged, even in another folder: a build of another content folder (CONTENT_DIR) would
 * then keep the earlier folder's file, and its images, for every file the two have in common.
 */
function globIn(folder: string, pattern: string): Loader {
  const loader = glob({ pattern, base: folder });
  return {
    name: 'portfolio:content-folder',
    load: async (context) => {
      if (context.meta.get('folder') !== folder) {
        context.store.clear();
        context.meta.set('folder', folder);
      }
      await loader.load(context);
    },
  };
}

/**
 * `globIn` for a folder the owner may not have: the notes. Without it the collection is empty and
 * the build says nothing (Astro's loader would warn at every build of a site that has no notes);
 * `astro dev` starts reading it once its first file is written.
 */
function globInOptional(folder: string, pattern: string): Loader {
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

/** One MDX file per project; its file name is the slug, its images sit in a folder beside it. */
const projects = defineCollection({
  loader: globIn(`${content}/projects`, '*.mdx'),
  schema: ({ image }) => projectSchema(image),
});

/** One MDX file per note, when the owner writes any; named and laid out as the projects are. */
const notes = defineCollection({
  loader: globInOptional(`${content}/notes`, '*.mdx'),
  schema: ({ image }) => noteSchema(image),
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

export const collections = { projects, notes, owner, resume };
