/**
 * Scaffolds a new project:
 *
 *   npm run new-project -- "My New App" [--category "Mobile App"] [--year 2025] [--slug my-app]
 *
 * writes src/content/projects/<slug>.mdx (frontmatter filled in, TODOs marked) and
 * src/content/projects/<slug>/hero.png + preview.png (generated placeholder cards), checks the
 * result with the content checker, and prints what to edit next. The project is then in the
 * /work list, the count, the previous/next ring, the sitemap and has its own social card on the
 * next build: nothing else needs editing.
 *
 * Refuses (exit code 1, nothing written) when a project with the same slug already exists.
 * Runs under Node 24's native type stripping: erasable TypeScript only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderProjectCard } from '../src/lib/art/title-card.ts';

import * as contentChecker from '../content-schemas/check.ts';
import { projectLinkKinds } from '../content-schemas/project.ts';
import { buildContent } from '../src/lib/content-location.ts';

type ContentChecker = typeof contentChecker;

const root = fileURLToPath(new URL('..', import.meta.url));
// The owner's projects (or those of the folder CONTENT_DIR names).
const content = buildContent(root);
const projectsDir = content.projects;
const shown = (file: string) => path.relative(root, file);

const usage = `Usage: npm run new-project -- "Project Title" [options]

Options:
  --category <text>  the category on the project's page, e.g. "Web Development" (default: a TODO)
  --year <text>      the year or span, e.g. "2024/2025" (default: this year)
  --slug <slug>      the URL name, /work/<slug> (default: made from the title)
  -h, --help         show this help`;

/** Stops with a message and exit code 1; nothing has been written when this is called. */
function fail(message: string): never {
  console.error(`new-project: ${message}`);
  process.exit(1);
}

/**
 * The URL name of a title: lower case ASCII letters, digits and single hyphens.
 * "Café Órbita: Rides & Routes" → "cafe-orbita-rides-and-routes".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The next order number: one more than the largest in use (1 for the first project). */
async function nextOrder(checker: ContentChecker): Promise<number> {
  let highest = 0;
  for (const name of await readdir(projectsDir)) {
    if (!name.endsWith('.mdx')) continue;
    try {
      const { data } = checker.splitFrontmatter(await readFile(path.join(projectsDir, name), 'utf8'));
      const order = (data as { order?: unknown } | null)?.order;
      if (typeof order === 'number' && Number.isFinite(order)) highest = Math.max(highest, order);
    } catch {
      // A broken file is reported by the check below; it does not stop the scaffold.
    }
  }
  return Math.floor(highest) + 1;
}

/** Commented examples of what a description can hold (code, a table, a quote, an image), for the body. */
const writingExamples = readFileSync(new URL('./new-project-writing.mdx', import.meta.url), 'utf8');

/** A YAML scalar for any text: JSON strings are valid YAML, quotes and colons included. */
const yamlText = (value: string) => JSON.stringify(value);

export interface Scaffold {
  slug: string;
  title: string;
  category: string | undefined;
  year: string;
  order: number;
}

/** The new project's file: frontmatter with TODOs and commented-out options, then the description. */
export function frontmatterAndBody({ slug, title, category, year, order }: Scaffold): string {
  return `---
# Scaffolded by \`npm run new-project\`. Replace every TODO below, then delete this line.
# Every field is described in content-schemas/project.ts; docs/owner-guide.md walks through them.
#
# Position in the /work list and the previous/next ring (1 comes first; each number once).
order: ${order}
title: ${yamlText(title)}
# listTitle: ${yamlText(title)}      # optional: a different name in the /work list
${category ? '' : '# TODO: the category on the page, e.g. Web Development, Mobile App, Machine Learning.\n'}category: ${yamlText(category ?? 'TODO: category')}
# listCategory: "Web Dev"    # optional: a shorter category for the /work list
year: ${yamlText(year)}
# Optional facts shown beside the category and year (https links only; kind is one of
# ${projectLinkKinds.join(', ')}):
# role: "Front-end developer"
# stack: [React, TypeScript]
# links:
#   - label: Live site
#     url: https://www.example.com/
#     kind: website
#   - label: Source on GitHub
#     url: https://github.com/your-handle/${slug}
#     kind: source
# TODO: one or two sentences (at most 160 characters) for search results and link previews.
summary: "TODO: one or two sentences on what this project is, for search results and link previews."
# TODO: replace the placeholder images in ${slug}/ with your own (hero.png about 1600×900,
# preview.png about 960×600) and describe each one in its alt text.
hero:
  src: ./${slug}/hero.png
  alt: ${yamlText(`Placeholder title card for ${title} (TODO: replace the image and describe it)`)}
preview:
  src: ./${slug}/preview.png
  alt: ${yamlText(`Placeholder title card for ${title} (TODO: replace the image and describe it)`)}
# Optional: a live site or a Figma prototype, shown in a sandboxed frame.
# embed:
#   url: https://www.example.com/
#   heading: "${title.replace(/"/g, "'")} Website"
#   sandbox: [allow-scripts, allow-same-origin]   # what the page may do; see the owner's guide
# Optional: a screen recording under the description (MP4, H.264), with a still and a caption.
# recording:
#   src: ./${slug}/demo.mp4
#   poster: ./${slug}/demo-poster.png
#   caption: What the recording shows, in a sentence.
# Optional: screenshots under the description.
# screenshots:
#   heading: "Screens of ${title.replace(/"/g, "'")}"
#   images:
#     - src: ./${slug}/screens/1.png
#       alt: What the first screenshot shows
---

{/* TODO: describe the project. This text is the description on its page: what it is, who it
    was for, what you built and what came of it. Markdown works: **bold**, lists, [links](https://example.com). */}

${writingExamples.replaceAll('SLUG', slug)}
TODO: describe the project here.
`;
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
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length !== 1) {
    fail(`give the project's title, in quotes if it has spaces.\n\n${usage}`);
  }
  const title = (positionals[0] ?? '').trim().replace(/\s+/g, ' ');
  if (!title) fail(`the title is empty.\n\n${usage}`);
  const category = values.category?.trim() || undefined;
  const year = values.year?.trim() || String(new Date().getFullYear());

  const slug = values.slug === undefined ? slugify(title) : values.slug.trim();
  if (!slug)
    fail(`"${title}" gives no usable slug (letters a–z and digits). Pass one with --slug my-project.`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    fail(
      `the slug "${slug}" may only hold lower-case letters a–z, digits and single hyphens, e.g. my-project.`,
    );
  }
  if (slug === 'index') fail('the slug "index" is reserved: choose another title or pass --slug.');

  const file = path.join(projectsDir, `${slug}.mdx`);
  const imageDir = path.join(projectsDir, slug);
  const existing = [file, imageDir].filter((candidate) => existsSync(candidate));
  if (existing.length) {
    fail(
      `a project with the slug "${slug}" already exists (${existing.map(shown).join(', ')}). ` +
        'Choose another title, pass a different --slug, or edit that project instead.',
    );
  }

  const checker = contentChecker;
  const order = await nextOrder(checker);
  const label = category ?? 'Project';

  try {
    await mkdir(imageDir, { recursive: true });
    await writeFile(
      path.join(imageDir, 'hero.png'),
      await renderProjectCard({ title, category: label, slug, width: 1600, height: 900 }),
    );
    await writeFile(
      path.join(imageDir, 'preview.png'),
      await renderProjectCard({ title, category: label, slug, width: 960, height: 600 }),
    );
    await writeFile(file, frontmatterAndBody({ slug, title, category, year, order }), { flag: 'wx' });
  } catch (error) {
    await rm(imageDir, { recursive: true, force: true });
    throw error;
  }

  // The same checks as the build: the new file must pass them; others' problems are only reported.
  const problems = checker.checkProjects(root, content);
  const own = problems.filter((problem) => problem.file === shown(file));
  if (own.length) {
    await rm(file, { force: true });
    await rm(imageDir, { recursive: true, force: true });
    fail(
      `the new project did not pass the content check, so nothing was kept:\n${own.map((p) => `  - ${checker.formatProblem(p)}`).join('\n')}`,
    );
  }

  console.log(`Created project "${title}": /work/${slug}, position ${order} in the list.

  ${shown(file)}
      frontmatter and description, with TODOs to fill in
  ${shown(imageDir)}/hero.png     placeholder, 1600×900
  ${shown(imageDir)}/preview.png  placeholder, 960×600

Next:
  1. Open ${shown(file)} and replace every TODO: ${category ? '' : 'the category, '}the summary, the alt texts and the description.
  2. Put your own images in ${shown(imageDir)}/ under the same names (or change hero.src and preview.src).
  3. Optional: add screenshots or embed a live site or Figma prototype (see docs/owner-guide.md).
  4. Change "order" to move the project in the list and the previous/next ring.
  5. Run \`npm run dev\` and open /work/${slug}; \`npm run build\` checks everything.`);

  const others = problems.filter((problem) => problem.file !== shown(file));
  if (others.length) {
    console.warn(
      `\nOther content files have problems the build will refuse:\n${others.map((p) => `  - ${checker.formatProblem(p)}`).join('\n')}`,
    );
  }
}

// Runs only as a script, so that tests can import slugify.
if (import.meta.main) await main();
