/**
 * Scaffolds a new project:
 *
 *   npm run new-project -- "My New App" [--category "Mobile App"] [--year 2025] [--slug my-app]
 *
 * writes src/content/projects/<slug>.mdx from scripts/templates/new-project.mdx (frontmatter filled
 * in, TODOs marked, examples of writing in a comment) and <slug>/hero.png + preview.png (placeholder
 * cards), checks the result with the content checker, and prints what to edit next. The list, the
 * count, the ring, the sitemap and the social card follow on the next build: nothing else needs
 * editing. Refuses (exit code 1, nothing written) when a project with the same slug exists.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import slugifyText from '@sindresorhus/slugify';
import { checkProjects, formatProblem, splitFrontmatter } from '../src/lib/build/content-check.ts';
import { maxFeatured, projectLinkKinds } from '../content-schemas/project.ts';
import { renderProjectCard } from '../src/lib/art/title-card.ts';
import { buildContent } from '../src/lib/content/content-location.ts';
import { fillTemplate } from './lib/template.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// The owner's projects (or those of the folder CONTENT_DIR names).
const content = buildContent(root);
const shown = (file: string) => path.relative(root, file);

const usage = fillTemplate('new-project-usage.txt', {}).trimEnd();

/** Stops with a message and exit code 1; nothing has been written when this is called. */
function fail(message: string): never {
  console.error(`new-project: ${message}`);
  process.exit(1);
}

/**
 * The URL name of a title: lower-case ASCII letters, digits and single hyphens, at most 60
 * characters. "Café Órbita: Rides & Routes" → "cafe-orbita-rides-and-routes", "Sam's App" → "sams-app".
 */
export const slugify = (title: string) =>
  slugifyText(title, { decamelize: false }).slice(0, 60).replace(/-+$/, '');

/** The next order number: one more than the largest in use (1 for the first project). */
async function nextOrder(): Promise<number> {
  let highest = 0;
  for (const name of (await readdir(content.projects)).filter((file) => file.endsWith('.mdx'))) {
    try {
      const { data } = splitFrontmatter(await readFile(path.join(content.projects, name), 'utf8'));
      const order = (data as { order?: unknown } | null)?.order;
      if (typeof order === 'number' && Number.isFinite(order)) highest = Math.max(highest, order);
    } catch {
      // A broken file is reported by the check below; it does not stop the scaffold.
    }
  }
  return Math.floor(highest) + 1;
}

type NewProject = Record<'slug' | 'title' | 'year', string> & { category: string | undefined; order: number };

/** The new project's file: scripts/templates/new-project.mdx filled in. */
export function frontmatterAndBody({ slug, title, category, year, order }: NewProject): string {
  // A YAML scalar for any text: JSON strings are valid YAML, quotes and colons included.
  const yamlText = (value: string) => JSON.stringify(value);
  return fillTemplate('new-project.mdx', {
    slug,
    order,
    title: yamlText(title),
    plainTitle: title.replace(/"/g, "'"),
    categoryTodo: category
      ? ''
      : '# TODO: the category on the page, e.g. Web Development, Mobile App, Machine Learning.\n',
    category: yamlText(category ?? 'TODO: category'),
    year: yamlText(year),
    linkKinds: projectLinkKinds.join(', '),
    maxFeatured,
    alt: yamlText(`Placeholder title card for ${title} (TODO: replace the image and describe it)`),
  });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      category: { type: 'string' },
      year: { type: 'string' },
      slug: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) fail(`give the project's title, in quotes if it has spaces.\n\n${usage}`);
  const title = (positionals[0] ?? '').trim().replace(/\s+/g, ' ');
  if (!title) fail(`the title is empty.\n\n${usage}`);
  const category = values.category?.trim() || undefined;
  const year = values.year?.trim() || String(new Date().getFullYear());

  const slug = values.slug === undefined ? slugify(title) : values.slug.trim();
  if (!slug)
    fail(`"${title}" gives no usable slug (letters a–z and digits). Pass one with --slug my-project.`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    fail(`the slug "${slug}" may hold only letters a–z, digits and single hyphens, e.g. my-project.`);
  if (slug === 'index') fail('the slug "index" is reserved: choose another title or pass --slug.');

  const file = path.join(content.projects, `${slug}.mdx`);
  const imageDir = path.join(content.projects, slug);
  const existing = [file, imageDir].filter((candidate) => existsSync(candidate));
  if (existing.length)
    fail(
      `a project with the slug "${slug}" already exists (${existing.map(shown).join(', ')}). ` +
        'Choose another title, pass a different --slug, or edit that project instead.',
    );

  const order = await nextOrder();
  const card = (width: number, height: number) =>
    renderProjectCard({ title, category: category ?? 'Project', slug, width, height });
  try {
    await mkdir(imageDir, { recursive: true });
    await writeFile(path.join(imageDir, 'hero.png'), await card(1600, 900));
    await writeFile(path.join(imageDir, 'preview.png'), await card(960, 600));
    await writeFile(file, frontmatterAndBody({ slug, title, category, year, order }), { flag: 'wx' });
  } catch (error) {
    await rm(imageDir, { recursive: true, force: true });
    throw error;
  }

  // The same checks as the build: the new file must pass them; others' problems are only reported.
  const problems = checkProjects(root, content);
  const list = (own: boolean) =>
    problems.filter((p) => (p.file === shown(file)) === own).map((p) => `  - ${formatProblem(p)}`);
  if (list(true).length) {
    await rm(file, { force: true });
    await rm(imageDir, { recursive: true, force: true });
    fail(`the new project did not pass the content check, so nothing was kept:\n${list(true).join('\n')}`);
  }

  const categoryTodo = category ? '' : 'the category, ';
  const next = { title, slug, order, file: shown(file), imageDir: shown(imageDir), categoryTodo };
  console.log(fillTemplate('new-project-next.txt', next).trimEnd());
  if (list(false).length)
    console.warn(`\nOther content files have problems the build will refuse:\n${list(false).join('\n')}`);
}

// Runs only as a script, so that tests can import slugify.
if (import.meta.main) await main();
