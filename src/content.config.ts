import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { ownerSchema, projectSchema } from '../content-schemas/index.ts';

/** One MDX file per project; its file name is the slug, its images sit in a folder beside it. */
const projects = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/projects' }),
  schema: ({ image }) => projectSchema(image),
});

/** The owner's details and bio: one Markdown file. */
const owner = defineCollection({
  loader: glob({ pattern: 'owner.md', base: './src/content/owner' }),
  schema: ({ image }) => ownerSchema(image),
});

export const collections = { projects, owner };
