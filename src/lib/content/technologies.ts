/**
 * Technologies: the names in the projects' and notes' `stack` fields. Each has a page of its own
 * (/technologies/<slug>) listing every project that names it, in list order, and every note, and
 * /work links to each technology of the projects with its count. Pure functions over project entries (Astro's, or plain frontmatter).
 */
import { fileOf } from './ordering.ts';
import { countLabel } from './text.ts';

/** Where the technology pages are, without the base. */
export const technologiesPath = '/technologies';

/** The path of a technology's page, without the base. */
export const technologyPath = (slug: string): string => `${technologiesPath}/${slug}`;

/**
 * The name a technology's page goes by in its address: its letters and digits, in lower case,
 * joined by hyphens. Letters of every script are kept as they are (an accent tells two names
 * apart), and the signs that name a technology are spelt out: `C`, `C++` and `C#` are `c`,
 * `c-plus-plus` and `c-sharp`, `.NET` and `NET` are `dot-net` and `net`, `Node.js` is `node-js`.
 *
 * Written here rather than taken from a slug library: those drop `+`, `#` and a leading dot, and so
 * give C, C++ and C# one address.
 */
export function technologySlug(name: string): string {
  const words = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/^\s*\./, 'dot ')
    .replace(/\+/g, ' plus ')
    .replace(/[#♯]/g, ' sharp ')
    .replace(/&/g, ' and ')
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.join('-') : '';
}

/** What the functions below read of a project: Astro's entries and plain frontmatter both have it. */
export interface Stacked {
  id: string;
  filePath?: string | undefined;
  data: { stack?: readonly string[] | undefined };
}

/**
 * One technology: its name as the projects (or notes) write it, its slug, its projects in list order
 * and its notes in the order given (newest first).
 */
export interface Technology<T, N = never> {
  name: string;
  slug: string;
  projects: T[];
  notes: N[];
}

/** A name in a stack that cannot have a page of its own, with why. */
export interface TechnologyProblem<T> {
  entry: T;
  /** Its position in the entry's `stack`. */
  index: number;
  message: string;
}

/**
 * Names that cannot each have a page: one with no letter or digit to make an address from, and
 * two different names that would share one ("React" and "react", "Node.js" and "Node JS"), each
 * with both files named. The projects' files are read in the order given.
 */
export function technologyProblems<T extends Stacked>(entries: readonly T[]): TechnologyProblem<T>[] {
  const problems: TechnologyProblem<T>[] = [];
  const seen = new Map<string, { name: string; entry: T }>();
  for (const entry of entries) {
    (entry.data.stack ?? []).forEach((name, index) => {
      const slug = technologySlug(name);
      if (!slug) {
        problems.push({
          entry,
          index,
          message: `"${name}" has no letter or digit to name its page by: write the technology's name in words`,
        });
        return;
      }
      const first = seen.get(slug);
      if (!first) seen.set(slug, { name, entry });
      else if (first.name !== name) {
        problems.push({
          entry,
          index,
          message: `"${name}" and "${first.name}" (${fileOf(first.entry)}) would share the page ${technologyPath(slug)}: write the technology the same way in both`,
        });
      }
    });
  }
  return problems;
}

/**
 * Every technology the projects and notes name, each with its projects in the order given (list
 * order) and its notes in theirs, the one most projects name first, then the one most notes name,
 * then by name. Fails, naming the files, on a name that cannot have a page.
 */
export function technologiesOf<T extends Stacked, N extends Stacked = never>(
  projects: readonly T[],
  notes: readonly N[] = [],
): Technology<T, N>[] {
  const [problem] = technologyProblems<T | N>([...projects, ...notes]);
  if (problem) throw new Error(`${fileOf(problem.entry)}: stack.${problem.index}: ${problem.message}`);
  const bySlug = new Map<string, Technology<T, N>>();
  const technologyOf = (name: string) => {
    const slug = technologySlug(name);
    const technology = bySlug.get(slug) ?? { name, slug, projects: [], notes: [] };
    bySlug.set(slug, technology);
    return technology;
  };
  for (const project of projects) {
    for (const name of project.data.stack ?? []) {
      const technology = technologyOf(name);
      if (!technology.projects.includes(project)) technology.projects.push(project);
    }
  }
  for (const note of notes) {
    for (const name of note.data.stack ?? []) {
      const technology = technologyOf(name);
      if (!technology.notes.includes(note)) technology.notes.push(note);
    }
  }
  return [...bySlug.values()].sort(
    (a, b) =>
      b.projects.length - a.projects.length ||
      b.notes.length - a.notes.length ||
      a.name.localeCompare(b.name, 'en'),
  );
}

/** The longest description search engines show whole (as for a project's summary). */
const maxDescription = 160;

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * A technology page's description: "2 projects by Sam Lee with React: Quote Kong and ParentPal.",
 * naming as many of the projects as fit in 160 characters ("… and 4 more"); of a technology only
 * notes name, its notes: "1 note by Sam Lee on Rust: Ownership, explained.".
 */
export function technologyDescription(
  name: string,
  owner: string,
  projects: readonly string[],
  noun: 'project' | 'note' = 'project',
): string {
  const intro = `${countLabel(projects.length, noun)} by ${owner} ${noun === 'note' ? 'on' : 'with'} ${name}`;
  for (let shown = projects.length; shown > 0; shown--) {
    const rest = projects.length - shown;
    const names = [...projects.slice(0, shown), ...(rest ? [`${rest} more`] : [])];
    const text = `${intro}: ${listed(names)}.`;
    if (text.length <= maxDescription) return text;
  }
  return intro.length < maxDescription ? `${intro}.` : `${intro.slice(0, maxDescription - 1)}…`;
}
