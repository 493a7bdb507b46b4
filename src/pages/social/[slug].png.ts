import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { splitFrontmatter } from '../../../content-schemas/check.ts';
import { getOwner, getProjects, type Project } from '../../lib/collections.ts';
import { initials } from '../../lib/text.ts';
import { socialCardPng } from './_cached-card.ts';

/** One 1200×630 link-preview card per project: /social/<slug>.png (see socialCardPath). */
export const getStaticPaths = (async () => {
  const projects = await getProjects();
  return projects.map((project) => ({ params: { slug: project.id }, props: { project } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/**
 * The hero's bytes, read from the path written in the project's frontmatter (the collection
 * entry only holds the built image's URL). Replacing hero.png changes the card on the next build.
 */
async function heroBytes(project: Project): Promise<Buffer> {
  const file = project.filePath ?? `src/content/projects/${project.id}.mdx`;
  const { data } = splitFrontmatter(await readFile(file, 'utf8'));
  const src = (data as { hero?: { src?: unknown } } | null)?.hero?.src;
  if (typeof src !== 'string') throw new Error(`${file}: hero.src: is required to draw the social card`);
  return readFile(path.resolve(path.dirname(file), src));
}

export const GET: APIRoute<Props> = async ({ props: { project } }) => {
  const owner = await getOwner();
  const png = await socialCardPng({
    title: project.data.title,
    category: project.data.category,
    mark: initials(owner.data.name),
    byline: owner.data.name,
    slug: project.id,
    hero: await heroBytes(project),
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
