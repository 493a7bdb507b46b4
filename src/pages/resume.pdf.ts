import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { getOwner, ownerFilePath } from '../lib/content/collections.ts';

/** Serves the PDF that owner.md names, so the owner's files all live beside owner.md. */
export const GET: APIRoute = async () => {
  const owner = await getOwner();
  const ownerFile = ownerFilePath(owner);
  const pdfPath = path.resolve(path.dirname(ownerFile), owner.data.resume.file);
  const pdf = await readFile(pdfPath).catch(() => {
    throw new Error(`${ownerFile}: resume.file: ${owner.data.resume.file} does not exist next to owner.md.`);
  });
  return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
};
