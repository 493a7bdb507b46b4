import { getImage } from 'astro:assets';
import type { WorkEntry } from '../islands/WorkList.tsx';
import { listCategory, listTitle, type Project } from '../lib/content/collections.ts';
import { contentLanguageAttributes, localisedPath, type SiteLanguage } from '../lib/content/languages.ts';
import { href, projectPath } from '../lib/content/urls.ts';

/**
 * The entries of a project list with its hover preview (WorkList), for /work and each technology's
 * page: preview images sized for the panel (at most 30rem wide, 2x), fetched only on hover, focus
 * or idle.
 */
export function workEntries(projects: readonly Project[], language: SiteLanguage): Promise<WorkEntry[]> {
  return Promise.all(
    projects.map(async (project) => {
      const preview = await getImage({ src: project.data.preview.src, widths: [480, 960], format: 'webp' });
      return {
        title: listTitle(project),
        category: listCategory(project),
        href: href(localisedPath(projectPath(project.id), language)),
        srcset: preview.srcSet.attribute,
        alt: project.data.preview.alt,
        // A project not yet translated is listed by its own name, marked as its language.
        ...contentLanguageAttributes(project.contentLang, language),
      };
    }),
  );
}
