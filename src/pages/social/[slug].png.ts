import { readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { colourForSlug } from '../../lib/art/colour.ts';
import { getOwnerCardMark, getProjects, type Project } from '../../lib/content/collections.ts';
import { socialCardPng } from './_cached-card.ts';

/** One 1200×630 link-preview card per project: /social/<slug>.png (see socialCardPath). */
export const getStaticPaths = (async () => {
  const projects = await getProjects();
  return projects.map((project) => ({ params: { slug: project.id }, props: { project } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/**
 * The hero's bytes. The collection's image metadata knows the source file as `fsPath` (Astro's
 * image service reads it the same way); the public `src` is only the built image's URL.
 */
async function heroBytes(project: Project): Promise<Buffer> {
  const { fsPath } = project.data.hero.src as ImageMetadata & { fsPath?: string };
  if (!fsPath) throw new Error(`${project.id}: the collection gave no source file for the hero image`);
  return readFile(fsPath);
}

export const GET: APIRoute<Props> = async ({ props: { project } }) => {
  const { owner, mark, logo } = await getOwnerCardMark();
  const png = await socialCardPng({
    title: project.data.title,
    category: project.data.category,
    mark,
    logo,
    byline: owner.data.name,
    palette: colourForSlug(project.id),
    hero: await heroBytes(project),
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
