/**
 * Where the resume is served, and what it is called. The PDF is the owner's own (`resume.file` in
 * owner.md) when they keep one, else the one the build makes from resume.json, which also makes
 * the page /resume.
 */
import slugify from '@sindresorhus/slugify';

/** Where the PDF is served, under the base. */
export const resumePath = '/resume.pdf';

/** The resume's page, under the base: built only from resume.json. */
export const resumePagePath = '/resume';

/**
 * The file name a visitor's browser saves the PDF as: owner.md's `resume.downloadName`, else one
 * made from the name on the resume in plain letters ("Zoë Nguyễn" → "Zoe-Nguyen-Resume.pdf"), which
 * every browser and file system takes as it is.
 */
export function resumeDownloadName(downloadName: string | undefined, name: string): string {
  if (downloadName) return downloadName;
  const plain = slugify(name, { lowercase: false, decamelize: false });
  return plain ? `${plain}-Resume.pdf` : 'Resume.pdf';
}
