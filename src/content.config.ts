import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { ownerSchema, projectSchema, resumeSchema } from '../content-schemas/index.ts';
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

/** One MDX file per project; its file name is the slug, its images sit in a folder beside it. */
const projects = defineCollection({
  loader: globIn(`${content}/projects`, '*.mdx'),
  schema: ({ image }) => projectSchema(image),
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

export const collections = { projects, owner, resume };
