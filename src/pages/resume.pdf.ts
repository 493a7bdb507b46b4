import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { getOwner, getResume, getResumeView, ownerFilePath } from '../lib/content/collections.ts';
import { renderResumePdf } from '../lib/build/resume-pdf.ts';

/**
 * The resume's PDF: the owner's own when owner.md names one (`resume.file`, beside owner.md), else
 * the one made from resume.json, in the site's default language, with links to the site's pages when the build
 * knows its address.
 * The content check has made sure that one of the two is there.
 */
export const GET: APIRoute = async ({ site }) => {
  const owner = await getOwner();
  const ownerFile = ownerFilePath(owner);
  const file = owner.data.resume?.file;
  if (file) {
    const pdf = await readFile(path.resolve(path.dirname(ownerFile), file)).catch(() => {
      throw new Error(`${ownerFile}: resume.file: ${file} does not exist next to owner.md.`);
    });
    return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
  }
  const resume = await getResume();
  if (!resume) throw new Error(`${ownerFile}: resume.file: is required without resume.json beside owner.md.`);
  const view = await getResumeView(site, 'absolute');
  const pdf = await renderResumePdf(view, {
    lang: resume.contentLang,
    countryCode: resume.data.basics?.location?.countryCode,
  });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
