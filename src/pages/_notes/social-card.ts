import { readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { colourForSlug } from '../../lib/art/colour.ts';
import { getNotes, getOwnerCardMark, type Note } from '../../lib/content/collections.ts';
import { notePath } from '../../lib/content/notes.ts';
import { formatDay, noteWords } from '../../lib/markup/words.ts';
import { socialCardPng } from '../social/_cached-card.ts';

/** One 1200×630 link-preview card per note: /social/notes/<slug>.png (see noteCardPath). */
export const getStaticPaths = (async () => {
  const notes = await getNotes();
  return notes.map((note) => ({ params: { note: note.id }, props: { note } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** The cover's bytes, as a project's card reads its hero (src/pages/social/[slug].png.ts). */
async function coverBytes(note: Note): Promise<Buffer | undefined> {
  if (!note.data.cover) return undefined;
  const { fsPath } = note.data.cover.src as ImageMetadata & { fsPath?: string };
  if (!fsPath) throw new Error(`${note.id}: the collection gave no source file for the cover image`);
  return readFile(fsPath);
}

/** The note's title, "Note · 14 March 2026" in the chip, and its cover or else the owner's mark. */
export const GET: APIRoute<Props> = async ({ props: { note } }) => {
  const { owner, mark, logo } = await getOwnerCardMark();
  const png = await socialCardPng({
    title: note.data.title,
    category: `${noteWords.noteCard} · ${formatDay(note.data.date)}`,
    mark,
    logo,
    byline: owner.data.name,
    palette: colourForSlug(notePath(note.id)),
    hero: await coverBytes(note),
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
