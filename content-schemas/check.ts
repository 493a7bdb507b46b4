import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { fileOf, findOrderClash, orderClashMessage } from '../src/lib/ordering.ts';
import { ownerSchema } from './owner.ts';
import { projectSchema } from './project.ts';

/** One thing wrong with one content file. */
export interface ContentProblem {
  /** Path of the file, relative to the project root. */
  file: string;
  /** The frontmatter field, dotted: "hero.src", "screenshots.images.1.alt". */
  field: string;
  message: string;
}

/** "src/content/projects/x.mdx: hero.src: no image at ./x/hero.png". */
export const formatProblem = (problem: ContentProblem): string =>
  `${problem.file}: ${problem.field}: ${problem.message}`;

/** Thrown by `assertContent`: every problem, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`Content check failed:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Splits an MD/MDX file into its YAML frontmatter and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('has no frontmatter: it must start with a --- block');
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
}

/** Stands in for Astro's `image()`: the path must name an image file beside the content file. */
const imageBeside = (dir: string) => () =>
  z
    .string({ error: 'is required: a path to an image, e.g. ./my-project/hero.png' })
    .regex(/\.(png|jpe?g|webp|avif|gif)$/i, 'must be a PNG, JPEG, WebP, AVIF or GIF file')
    .refine((src) => existsSync(path.resolve(dir, src)), {
      error: (issue) => `no image at ${String(issue.input)} (paths are relative to the content file)`,
    });

function checkFile(root: string, file: string, schema: (dir: string) => z.ZodType) {
  const relative = path.relative(root, file);
  const problems: ContentProblem[] = [];
  let data: unknown;
  try {
    data = splitFrontmatter(readFileSync(file, 'utf8')).data;
  } catch (error) {
    problems.push({ file: relative, field: 'frontmatter', message: (error as Error).message });
    return { problems, data: undefined };
  }
  const result = schema(path.dirname(file)).safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({
        file: relative,
        field: issue.path.length ? issue.path.join('.') : '(top level)',
        message:
          issue.code === 'unrecognized_keys'
            ? `unknown field ${issue.keys.join(', ')}: check the spelling against content-schemas/`
            : issue.message,
      });
    }
  }
  return { problems, data: result.success ? result.data : undefined };
}

/**
 * Checks every project file in `dir` against the schema, and that their order numbers are
 * unique. Returns every problem found, not just the first.
 */
export function checkProjects(root: string, dir = path.join(root, 'src/content/projects')): ContentProblem[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(dir, name));
  const problems: ContentProblem[] = [];
  const valid: { id: string; filePath: string; data: { order: number } }[] = [];
  for (const file of files) {
    const checked = checkFile(root, file, (fileDir) => projectSchema(imageBeside(fileDir)));
    problems.push(...checked.problems);
    if (checked.data) {
      valid.push({ id: path.basename(file, '.mdx'), filePath: path.relative(root, file), data: checked.data as { order: number } });
    }
  }
  const found = findOrderClash(valid);
  if (found) {
    problems.push({ file: fileOf(found.entry), field: 'order', message: orderClashMessage(found.entry, found.clash) });
  }
  return problems;
}

/** Checks the owner's settings file. */
export function checkOwner(root: string, file = path.join(root, 'src/content/owner/owner.md')): ContentProblem[] {
  const { problems, data } = checkFile(root, file, (dir) => ownerSchema(imageBeside(dir)));
  const resume = (data as { resume?: { file: string } } | undefined)?.resume;
  if (resume && !existsSync(path.resolve(path.dirname(file), resume.file))) {
    problems.push({ file: path.relative(root, file), field: 'resume.file', message: `no PDF at ${resume.file}` });
  }
  return problems;
}

/** Checks all content and throws a `ContentError` listing every problem. */
export function assertContent(root: string): void {
  const problems = [...checkOwner(root), ...checkProjects(root)];
  if (problems.length) throw new ContentError(problems);
}
