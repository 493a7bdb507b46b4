/**
 * Featured work: the projects marked `featured: true`, shown on Home below the two buttons, in
 * list order. At most `maxFeatured` of them (content-schemas/project.ts).
 */
import { maxFeatured } from '../../../content-schemas/project.ts';
import { fileOf } from './ordering.ts';

/** What featuring reads of a project: Astro's entries and plain frontmatter both have it. */
export interface Featurable {
  id: string;
  filePath?: string | undefined;
  data: { featured?: boolean | undefined };
}

/** The featured projects, in the order given (list order). */
export const featuredOf = <T extends Featurable>(projects: readonly T[]): T[] =>
  projects.filter((project) => project.data.featured === true);

/**
 * Each featured project past the first `maxFeatured` in list order, with why it cannot be: Home
 * shows a few projects, and which ones should be the owner's choice, not the list's cut.
 */
export function featuredOverflow<T extends Featurable>(
  projects: readonly T[],
): { entry: T; message: string }[] {
  const featured = featuredOf(projects);
  const shown = featured.slice(0, maxFeatured).map(fileOf);
  return featured.slice(maxFeatured).map((entry) => ({
    entry,
    message: `Home features at most ${maxFeatured} projects, and ${shown.join(', ')} come before this one in list order: take featured off one of them`,
  }));
}
