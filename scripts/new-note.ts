/**
 * Scaffolds a new note:
 *
 *   npm run new-note -- "What I learnt" [--date 2026-05-01] [--slug what-i-learnt]
 *
 * writes src/content/notes/<slug>.mdx from scripts/templates/new-note.mdx (a draft, dated today
 * unless told, TODOs marked, examples of writing in a comment), checks it with the content checker,
 * and prints what to do next. A draft shows in `npm run dev` only; deleting `draft: true` publishes
 * it. Refuses (exit code 1, nothing written) when a note with the same slug exists.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkNotes, formatProblem } from '../src/lib/build/content-check.ts';
import { buildContent } from '../src/lib/content/content-location.ts';
import { buildDay } from '../src/lib/content/notes.ts';
import { fillTemplate } from './lib/template.ts';
import { slugify } from './new-project.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// The owner's notes (or those of the folder CONTENT_DIR names).
const content = buildContent(root);
const shown = (file: string) => path.relative(root, file);

const usage = fillTemplate('new-note-usage.txt', {}).trimEnd();

function fail(message: string): never {
  console.error(`new-note: ${message}`);
  process.exit(1);
}

/** The new note's file: scripts/templates/new-note.mdx filled in. */
export function noteScaffold({ slug, title, date }: Record<'slug' | 'title' | 'date', string>): string {
  // A YAML scalar for any text: JSON strings are valid YAML, quotes and colons included.
  return fillTemplate('new-note.mdx', { slug, title: JSON.stringify(title), date });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      date: { type: 'string' },
      slug: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) fail(`give the note's title, in quotes if it has spaces.\n\n${usage}`);
  const title = (positionals[0] ?? '').trim().replace(/\s+/g, ' ');
  if (!title) fail(`the title is empty.\n\n${usage}`);
  const date = values.date?.trim() || buildDay();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    fail(`the date "${date}" must be written YYYY-MM-DD, e.g. 2026-05-01.`);

  const slug = values.slug === undefined ? slugify(title) : values.slug.trim();
  if (!slug) fail(`"${title}" gives no usable slug (letters a–z and digits). Pass one with --slug my-note.`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    fail(`the slug "${slug}" may hold only letters a–z, digits and single hyphens, e.g. my-note.`);
  if (slug === 'index') fail('the slug "index" is reserved: choose another title or pass --slug.');

  const file = path.join(content.notes, `${slug}.mdx`);
  const imageDir = path.join(content.notes, slug);
  const existing = [file, imageDir].filter((candidate) => existsSync(candidate));
  if (existing.length)
    fail(
      `a note with the slug "${slug}" already exists (${existing.map(shown).join(', ')}). ` +
        'Choose another title, pass a different --slug, or edit that note instead.',
    );

  await mkdir(content.notes, { recursive: true });
  await writeFile(file, noteScaffold({ slug, title, date }), { flag: 'wx' });

  // The same checks as the build: the new file must pass them; others' problems are only reported.
  const problems = checkNotes(root, content);
  const list = (own: boolean) =>
    problems.filter((p) => (p.file === shown(file)) === own).map((p) => `  - ${formatProblem(p)}`);
  if (list(true).length) {
    await rm(file, { force: true });
    fail(`the new note did not pass the content check, so nothing was kept:\n${list(true).join('\n')}`);
  }
  console.log(
    fillTemplate('new-note-next.txt', {
      title,
      slug,
      date,
      file: shown(file),
      imageDir: shown(imageDir),
    }).trimEnd(),
  );
  if (list(false).length)
    console.warn(`\nOther note files have problems the build will refuse:\n${list(false).join('\n')}`);
}

// Runs only as a script, so that tests can import the scaffold.
if (import.meta.main) await main();
