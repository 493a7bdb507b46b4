/**
 * The content check: every content file against its schema (content-schemas/), and what no one file
 * can say alone (order numbers that clash, too many featured projects, technologies whose addresses
 * clash, a resume the PDF's fonts cannot print), each problem naming the file and the field. The
 * build runs it before anything else (src/integrations/content-check.ts), and so do the owner's
 * scripts. It lives with the build it serves: the schemas stay the ground floor and read nothing here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ownerContent, type ContentFolder } from '../content/content-location.ts';
import { featuredOverflow } from '../content/featured.ts';
import { fileOf, findOrderClash, orderClashMessage } from '../content/ordering.ts';
import { missingGlyphs, resumeFontCoverage } from './resume-fonts.ts';
import { technologyProblems } from '../content/technologies.ts';
import { checkBodyText, type BodyOptions } from '../../../content-schemas/body.ts';
import { recordingFile, type FileField } from '../../../content-schemas/fields.ts';
import { noteSchema } from '../../../content-schemas/note.ts';
import { ownerSchema } from '../../../content-schemas/owner.ts';
import { projectSchema } from '../../../content-schemas/project.ts';
import { resumeSchema, type ResumeData } from '../../../content-schemas/resume.ts';

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
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(`Content check failed:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Splits an MD/MDX file into its YAML frontmatter and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('has no frontmatter: it must start with a --- block');
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
}

/**
 * Problems in an MD/MDX body (content-schemas/body.ts), each with the line of the file it is on.
 * The body is the file's text after its frontmatter, which starts on `bodyStartLine`.
 */
export function checkBody(
  body: string,
  options: BodyOptions,
  bodyStartLine = 1,
): { field: string; message: string }[] {
  return checkBodyText(body, options).map(({ line, message }) => ({
    field: `body (line ${bodyStartLine + line - 1})`,
    message,
  }));
}

/** Stands in for Astro's `image()`: the path must name an image file beside the content file. */
const imageBeside = (dir: string) => () =>
  z
    .string({ error: 'is required: a path to an image, e.g. ./my-project/hero.png' })
    .regex(/\.(png|jpe?g|webp|avif|gif)$/i, 'must be a PNG, JPEG, WebP, AVIF or GIF file')
    .refine((src) => existsSync(path.resolve(dir, src)), {
      error: (issue) => `no image at ${String(issue.input)} (paths are relative to the content file)`,
    });

/** A file field that must also name a file beside the content file. */
const fileBeside = (dir: string, field: FileField) => (what: string) =>
  field(what).refine((file) => existsSync(path.resolve(dir, file)), {
    error: (issue) => `no file at ${String(issue.input)} (paths are relative to the content file)`,
  });

function checkFile(root: string, file: string, schema: (dir: string) => z.ZodType) {
  const relative = path.relative(root, file);
  const problems: ContentProblem[] = [];
  let data: unknown;
  try {
    const source = readFileSync(file, 'utf8');
    const split = splitFrontmatter(source);
    data = split.data;
    const bodyStartLine = source.slice(0, source.length - split.body.length).split('\n').length;
    const format = file.endsWith('.mdx') ? 'mdx' : 'md';
    for (const problem of checkBody(split.body, { dir: path.dirname(file), format }, bodyStartLine)) {
      problems.push({ file: relative, ...problem });
    }
  } catch (error) {
    problems.push({ file: relative, field: 'frontmatter', message: (error as Error).message });
    return { problems, data: undefined };
  }
  const result = schema(path.dirname(file)).safeParse(data);
  if (!result.success) problems.push(...schemaProblems(relative, result.error));
  return { problems, data: result.success ? result.data : undefined };
}

/** A schema's complaints about one file, each naming its field. */
function schemaProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length ? issue.path.join('.') : '(top level)',
    message:
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.join(', ')}: check the spelling against content-schemas/`
        : issue.message,
  }));
}

/**
 * Checks every project file of the content folder (the owner's unless given) against the schema,
 * and that their order numbers are unique. Returns every problem found, not just the first. File
 * names in the problems are relative to `root`, the project.
 */
export function checkProjects(root: string, content: ContentFolder = ownerContent(root)): ContentProblem[] {
  const dir = content.projects;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(dir, name));
  const problems: ContentProblem[] = [];
  const valid: {
    id: string;
    filePath: string;
    data: { order: number; stack?: string[] | undefined; featured?: boolean | undefined };
  }[] = [];
  for (const file of files) {
    const checked = checkFile(root, file, (fileDir) =>
      projectSchema(imageBeside(fileDir), fileBeside(fileDir, recordingFile)),
    );
    problems.push(...checked.problems);
    if (checked.data) {
      valid.push({
        id: path.basename(file, '.mdx'),
        filePath: path.relative(root, file),
        data: checked.data as (typeof valid)[number]['data'],
      });
    }
  }
  const found = findOrderClash(valid);
  if (found) {
    problems.push({
      file: fileOf(found.entry),
      field: 'order',
      message: orderClashMessage(found.entry, found.clash),
    });
  }
  // What is counted across the files, in list order.
  const listed = valid.toSorted((a, b) => a.data.order - b.data.order);
  for (const { entry, index, message } of technologyProblems(listed)) {
    problems.push({ file: fileOf(entry), field: `stack.${index}`, message });
  }
  for (const { entry, message } of featuredOverflow(listed)) {
    problems.push({ file: fileOf(entry), field: 'featured', message });
  }
  return problems;
}

/**
 * Checks the owner's settings file of the content folder (the owner's unless given), and the
 * resume: resume.json beside it, when there, or else the PDF `resume.file` names.
 */
export function checkOwner(root: string, content: ContentFolder = ownerContent(root)): ContentProblem[] {
  const file = content.ownerFile;
  const { problems, data } = checkFile(root, file, (dir) => ownerSchema(imageBeside(dir)));
  const owner = data as
    { name: string; role: string; resume?: { file?: string | undefined }; logo?: string } | undefined;
  // Files the build reads itself (not through Astro's image pipeline), so checked here.
  const files = [
    { field: 'resume.file', path: owner?.resume?.file, what: 'PDF' },
    { field: 'logo', path: owner?.logo, what: 'logo' },
  ];
  for (const { field, path: named, what } of files) {
    if (named && !existsSync(path.resolve(path.dirname(file), named))) {
      problems.push({ file: path.relative(root, file), field, message: `no ${what} at ${named}` });
    }
  }
  const hasResume = existsSync(content.resumeFile);
  if (owner && !hasResume && !owner.resume?.file) {
    problems.push({
      file: path.relative(root, file),
      field: 'resume.file',
      message: `is required without ${path.basename(content.resumeFile)} beside owner.md: your resume as a PDF beside this file, e.g. ./resume.pdf`,
    });
  }
  if (hasResume) {
    const resume = checkResume(root, content.resumeFile);
    problems.push(...resume.problems);
    // The site makes the PDF only when the owner keeps none of their own.
    if (owner && resume.data && !owner.resume?.file) {
      problems.push(...unprintable(root, content, owner, resume.data));
    }
  }
  return problems;
}

/** Reads and checks resume.json against JSON Resume's schema (content-schemas/resume.ts). */
export function checkResume(root: string, file: string): { problems: ContentProblem[]; data?: ResumeData } {
  const relative = path.relative(root, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return {
      problems: [
        { file: relative, field: '(file)', message: `is not valid JSON: ${(error as Error).message}` },
      ],
    };
  }
  const result = resumeSchema.safeParse(json);
  return result.success
    ? { problems: [], data: result.data }
    : { problems: schemaProblems(relative, result.error) };
}

/** Every text of a value, with its dotted field: "work.0.highlights.1". */
function texts(value: unknown, at: readonly (string | number)[] = []): { field: string; text: string }[] {
  if (typeof value === 'string') return [{ field: at.join('.'), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === 'meta' ? [] : texts(item, [...at, key])));
  }
  return [];
}

/**
 * Texts the resume PDF would show with a blank box for a character its font lacks: resume.json's,
 * and the name and role it takes from owner.md when it gives none of its own.
 */
function unprintable(
  root: string,
  content: ContentFolder,
  owner: { name: string; role: string },
  resume: ResumeData,
): ContentProblem[] {
  const fromOwner = [
    ...(resume.basics?.name ? [] : [{ field: 'name', text: owner.name }]),
    ...(resume.basics?.label ? [] : [{ field: 'role', text: owner.role }]),
  ].map((text) => ({ ...text, file: content.ownerFile }));
  const fromResume = texts(resume).map((text) => ({ ...text, file: content.resumeFile }));
  return [...fromOwner, ...fromResume].flatMap(({ file, field, text }) => {
    const missing = missingGlyphs(text);
    if (missing.length === 0) return [];
    return [
      {
        file: path.relative(root, file),
        field,
        message: `${missing.map((character) => `"${character}"`).join(', ')} cannot be printed in the resume PDF (${resumeFontCoverage}): write it with those, or keep a PDF of your own (resume.file in owner.md)`,
      },
    ];
  });
}

/** What `npm run new-project` writes where the owner still has to: "TODO: category". */
export const placeholderMarker = 'TODO:';

const placeholderMessage = (value: string) =>
  `still the scaffold's placeholder (${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value)}): write the real text before publishing`;

/** Fields of parsed frontmatter whose text still holds the placeholder marker, dotted ("hero.alt"). */
export function placeholderFields(
  data: unknown,
  at: readonly (string | number)[] = [],
): { field: string; message: string }[] {
  if (typeof data === 'string') {
    return data.includes(placeholderMarker)
      ? [{ field: at.join('.') || '(top level)', message: placeholderMessage(data) }]
      : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => placeholderFields(item, [...at, index]));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => placeholderFields(value, [...at, key]));
  }
  return [];
}

/**
 * Lines of an MDX body that still hold the marker. MDX comments ({/* … *\/}) are left out: the
 * scaffold's hint sits in one, and they are never published.
 */
export function placeholderLines(body: string, bodyStartLine = 1): { field: string; message: string }[] {
  // Blank out comments but keep their line breaks, so line numbers stay right.
  const published = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ''));
  return published
    .split('\n')
    .flatMap((line, index) =>
      line.includes(placeholderMarker)
        ? [{ field: `body (line ${bodyStartLine + index})`, message: placeholderMessage(line.trim()) }]
        : [],
    );
}

/**
 * Placeholders the scaffold left in project and note files: the frontmatter's text fields and the
 * text. A production build fails on them; `astro dev` shows them as warnings.
 */
export function checkPlaceholders(
  root: string,
  content: ContentFolder = ownerContent(root),
): ContentProblem[] {
  return [content.projects, content.notes]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((name) => ({ dir, name })))
    .filter(({ name }) => name.endsWith('.mdx'))
    .flatMap(({ dir, name }) => {
      const file = path.join(dir, name);
      const source = readFileSync(file, 'utf8');
      let split: { data: unknown; body: string };
      try {
        split = splitFrontmatter(source);
      } catch {
        return []; // checkProjects reports a file it cannot read.
      }
      // A draft note is never published, so its placeholders never reach a page: it may wait half-written.
      if (dir === content.notes && (split.data as { draft?: unknown } | null)?.draft === true) return [];
      const bodyStartLine = source.slice(0, source.length - split.body.length).split('\n').length;
      return [...placeholderFields(split.data), ...placeholderLines(split.body, bodyStartLine)].map(
        (problem) => ({
          file: path.relative(root, file),
          ...problem,
        }),
      );
    });
}

// Notes (issue 69): one block, beside the projects' check, so that it moves with this file.

/** The stacks of the project files that parse, for the technologies' check across projects and notes. */
function projectStacks(root: string, content: ContentFolder) {
  const schema = projectSchema(() => z.string());
  return readdirSync(content.projects)
    .filter((name) => name.endsWith('.mdx'))
    .flatMap((name) => {
      const file = path.join(content.projects, name);
      try {
        const parsed = schema.safeParse(splitFrontmatter(readFileSync(file, 'utf8')).data);
        return parsed.success
          ? [{ id: path.basename(name, '.mdx'), filePath: path.relative(root, file), data: parsed.data }]
          : [];
      } catch {
        return [];
      }
    })
    .toSorted((a, b) => a.data.order - b.data.order);
}

/**
 * Checks every note file of the content folder (the owner's unless given) against the note schema
 * and its text against the same rules as a project's description, and that a technology a note
 * names is written as the projects and the other notes write it. No notes folder: nothing to check.
 */
export function checkNotes(root: string, content: ContentFolder = ownerContent(root)): ContentProblem[] {
  const dir = content.notes;
  if (!existsSync(dir)) return [];
  const problems: ContentProblem[] = [];
  const valid: { id: string; filePath: string; data: { stack?: string[] | undefined } }[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.mdx'))) {
    const file = path.join(dir, name);
    const checked = checkFile(root, file, (fileDir) => noteSchema(imageBeside(fileDir)));
    problems.push(...checked.problems);
    if (checked.data) {
      valid.push({
        id: path.basename(name, '.mdx'),
        filePath: path.relative(root, file),
        data: checked.data as (typeof valid)[number]['data'],
      });
    }
  }
  // The projects' own clashes are checkProjects'; here, those a note brings.
  for (const { entry, index, message } of technologyProblems([...projectStacks(root, content), ...valid])) {
    if (valid.includes(entry as (typeof valid)[number])) {
      problems.push({ file: fileOf(entry), field: `stack.${index}`, message });
    }
  }
  return problems;
}

/** Checks all content, placeholders included, and throws a `ContentError` listing every problem. */
export function assertContent(root: string, content: ContentFolder = ownerContent(root)): void {
  const problems = [
    ...checkOwner(root, content),
    ...checkProjects(root, content),
    ...checkNotes(root, content),
    ...checkPlaceholders(root, content),
  ];
  if (problems.length) throw new ContentError(problems);
}
