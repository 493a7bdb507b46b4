/**
 * Where the site's content lives. The owner's is `src/content/`: `projects/` holds one MDX file per
 * project (its images in a folder named like it), `notes/`, when there, one MDX file per note (the
 * same), `owner/owner.md` the owner's details and bio, and
 * `owner/resume.json`, when there, their resume. A build or dev server reads another folder of the
 * same shape when `CONTENT_DIR` names one: the tests build their own fixture content that way, so
 * that no test depends on the owner's.
 *
 * Read by the collections (src/content.config.ts), the content check, the dev server's content
 * refresh and the scripts; each reads the environment once, at its edge, and passes the folder on.
 */
import path from 'node:path';

/** The owner's content folder, from the project root. */
export const ownerContentDir = 'src/content';

/** The environment variable that names another content folder (from the project root, or absolute). */
export const contentDirVariable = 'CONTENT_DIR';

/** The content folder a build reads, as written: relative to the project root, or absolute. */
export const contentDir = (env: Record<string, string | undefined> = process.env): string =>
  env[contentDirVariable] || ownerContentDir;

/** The resume's file name, beside owner.md. */
export const resumeFileName = 'resume.json';

/** The parts of one content folder, as absolute paths. */
export interface ContentFolder {
  dir: string;
  /** One `<slug>.mdx` per project, with its images in `<slug>/`. */
  projects: string;
  /** One `<slug>.mdx` per note, with its images in `<slug>/`; optional, like the notes themselves. */
  notes: string;
  /** The owner's settings (frontmatter) and bio (body), with the photo and resume beside it. */
  ownerFile: string;
  /** The owner's resume in JSON Resume form, beside owner.md; optional. */
  resumeFile: string;
}

/** The parts of the content folder at `dir` (absolute). */
export function contentFolder(dir: string): ContentFolder {
  return {
    dir,
    projects: path.join(dir, 'projects'),
    notes: path.join(dir, 'notes'),
    ownerFile: path.join(dir, 'owner', 'owner.md'),
    resumeFile: path.join(dir, 'owner', resumeFileName),
  };
}

/** The owner's content folder of the site at `root`. */
export const ownerContent = (root: string): ContentFolder => contentFolder(path.join(root, ownerContentDir));

/** The content folder a build of the site at `root` reads: the owner's, unless CONTENT_DIR names another. */
export const buildContent = (root: string, env: Record<string, string | undefined> = process.env) =>
  contentFolder(path.resolve(root, contentDir(env)));
