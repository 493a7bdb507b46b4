/**
 * The edits an owner makes to the content in their first weeks, applied to a copy of a content
 * folder: retire projects, add one first or last, renumber, retitle, change a year, put in their
 * own name, address and photo, keep a resume PDF of their own. `npm run test:builds` makes content sets with them from the tests'
 * fixture and builds each (tests/builds/test-builds.ts); the tests then hold those builds to what any
 * valid content meets, so an owner's ordinary edits are known to keep the site whole.
 *
 * Files are edited as the owner would edit them: frontmatter through the `yaml` library's document
 * model, which keeps the file's comments and layout.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { parseDocument } from 'yaml';
import { renderProjectCard } from '../../src/lib/art/title-card.ts';
import { contentDirVariable, contentFolder } from '../../src/lib/content/content-location.ts';
import { readProjects, repoRoot, type SiteProject } from '../../scripts/lib/site-content.ts';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';

/** Edits a Markdown file's frontmatter in place; the body and the file's comments stay as they are. */
function editFrontmatter(file: string, edit: (fields: Record<string, unknown>) => void): void {
  const source = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?\r?\n)---(\r?\n[\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file} has no frontmatter to edit`);
  const document = parseDocument(match[1] ?? '');
  const fields: Record<string, unknown> = {};
  edit(fields);
  for (const [key, value] of Object.entries(fields)) document.set(key, value);
  writeFileSync(file, `---\n${String(document)}---${match[2] ?? ''}`);
}

const projectFile = (dir: string, slug: string) => path.join(contentFolder(dir).projects, `${slug}.mdx`);

/** Deletes a project: its file and its folder of images, as the owner's guide says. */
export function retireProject(dir: string, slug: string): void {
  rmSync(projectFile(dir, slug));
  rmSync(path.join(contentFolder(dir).projects, slug), { recursive: true, force: true });
}

/** Sets frontmatter fields of one project (title, year, order…). */
export function setProjectFields(dir: string, slug: string, fields: Record<string, unknown>): void {
  editFrontmatter(projectFile(dir, slug), (edited) => Object.assign(edited, fields));
}

/** Gives the projects `order` 1, 2, 3… in the order of `slugs`. */
export function renumber(dir: string, slugs: readonly string[]): void {
  slugs.forEach((slug, index) => setProjectFields(dir, slug, { order: index + 1 }));
}

/** The text of the PDF an owner made elsewhere: it says whose it is, to tell it from the site's. */
export const ownPdfText = (name: string) => `${name}: a resume made elsewhere`;

/** A one-page PDF of the owner's own, as a word processor would export it. */
export function ownResumePdf(name: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: `${name} resume` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const made = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(ownPdfText(name));
  doc.end();
  return made;
}

/** Writes the owner's own PDF beside owner.md and names it there, with `downloadName` if given. */
async function keepOwnPdf(dir: string, name: string, downloadName?: string): Promise<void> {
  const ownerFile = contentFolder(dir).ownerFile;
  writeFileSync(path.join(path.dirname(ownerFile), 'resume.pdf'), await ownResumePdf(name));
  editFrontmatter(ownerFile, (fields) => {
    fields.resume = { file: './resume.pdf', ...(downloadName ? { downloadName } : {}) };
  });
}

/**
 * An owner who offers a PDF of their own and no resume.json, as everyone did before the site made
 * one: resume.json goes, the PDF is named in owner.md, the file name it downloads as left to the site.
 */
export async function offerOwnPdfOnly(dir: string): Promise<void> {
  rmSync(contentFolder(dir).resumeFile);
  const owner = splitFrontmatter(readFileSync(contentFolder(dir).ownerFile, 'utf8')).data as { name: string };
  await keepOwnPdf(dir, owner.name);
}

/**
 * Puts the owner's own details, a portrait of their own (a plain JPEG) and a resume PDF of their
 * own in owner.md's place. resume.json stays: the owner's PDF wins over the one made from it.
 */
export async function replaceOwner(
  dir: string,
  owner: { name: string; greeting: string; email: string; downloadName: string },
): Promise<void> {
  const ownerFile = contentFolder(dir).ownerFile;
  editFrontmatter(ownerFile, (fields) => {
    fields.name = owner.name;
    fields.greeting = owner.greeting;
    fields.email = owner.email;
  });
  await keepOwnPdf(dir, owner.name, owner.downloadName);
  const portrait = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: { r: 44, g: 82, b: 130 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(path.join(path.dirname(ownerFile), 'photo.jpg'), portrait);
}

/** A logo no initials could be mistaken for: a magenta disc filling its square. */
export const ownerLogoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="#d6336c"/></svg>\n';

/** Turns the accessibility statement off, as an owner does with `accessibilityStatement: false`. */
export function turnStatementOff(dir: string): void {
  editFrontmatter(contentFolder(dir).ownerFile, (fields) => {
    fields.accessibilityStatement = false;
  });
}

/** Gives the owner a logo of their own: an SVG beside owner.md, named by its `logo` field. */
export function addOwnerLogo(dir: string): void {
  const ownerFile = contentFolder(dir).ownerFile;
  writeFileSync(path.join(path.dirname(ownerFile), 'logo.svg'), ownerLogoSvg);
  editFrontmatter(ownerFile, (fields) => {
    fields.logo = './logo.svg';
  });
}

/** A technology with accents in its name, in `ownersFirstWeek`. */
export const accentedTechnology = 'Météo-France API';

/**
 * The owner's own profiles in `ownersFirstWeek`, in their order, as the list form writes them: no
 * Facebook or LinkedIn, a Mastodon profile (rel="me" by itself), and a site of their own with a label.
 */
export const firstWeekLinks = [
  { network: 'github', url: 'https://github.com/sam-rivera' },
  { network: 'mastodon', url: 'https://hachyderm.io/@samrivera' },
  { network: 'bluesky', url: 'https://bsky.app/profile/samrivera.dev' },
  { network: 'stackoverflow', url: 'https://stackoverflow.com/users/1234567/sam-rivera' },
  { network: 'x', url: 'https://x.com/samrivera' },
  { label: 'Field notes', url: 'https://notes.samrivera.dev/' },
] as const;

/** The analytics `ownersFirstWeek` sets up: Plausible, with field Web Vitals. */
export const firstWeekAnalytics = {
  provider: 'plausible',
  domain: 'sam-rivera.netlify.app',
  webVitals: true,
} as const;

/** Gives the owner their own links and analytics in owner.md. */
export function setLinksAndAnalytics(dir: string): void {
  editFrontmatter(contentFolder(dir).ownerFile, (fields) => {
    fields.links = firstWeekLinks;
    fields.analytics = firstWeekAnalytics;
  });
}

/** The owner's details in `ownersFirstWeek`. */
export const firstWeekOwner = {
  name: 'Sam Rivera',
  greeting: "Hi, I'm Sam",
  email: 'sam.rivera@example.com',
  downloadName: 'Sam-Rivera-Resume.pdf',
} as const;

/** The projects of a content folder in list order; at least `count` of them, or it says so. */
function projectsOf(dir: string, count: number): SiteProject[] {
  const projects = readProjects(dir);
  if (projects.length < count) {
    throw new Error(`${dir} has ${projects.length} projects; this edit needs ${count} to start from`);
  }
  return projects;
}

/** The notes an owner writes in their first weeks (tests/fixtures/notes): three published, a draft, one for next year. */
export const fixtureNotes = 'tests/fixtures/notes';

/** The note `writeNotes` dates a year after the day the content set is made: no build publishes it yet. */
export const nextYearNote = 'next-year';

/** The day a year after `today` (YYYY-MM-DD), the 28th for a 29 February. */
export const aYearAfter = (today: string): string =>
  `${Number(today.slice(0, 4)) + 1}${today.slice(4).replace('-02-29', '-02-28')}`;

/**
 * The owner writes notes: the fixture's note files, the images one of them shows (title cards, as
 * `new-project` draws placeholders), and the note for next year dated a year from today.
 */
export async function writeNotes(dir: string, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const notes = contentFolder(dir).notes;
  cpSync(path.join(repoRoot, fixtureNotes), notes, { recursive: true });
  const images = path.join(notes, 'cold-start');
  mkdirSync(images, { recursive: true });
  const card = (title: string) =>
    renderProjectCard({ title, category: 'Note', slug: 'cold-start', width: 1600, height: 900 });
  writeFileSync(path.join(images, 'cover.png'), await card('Cold start, traced'));
  writeFileSync(path.join(images, 'trace.png'), await card('Before and after'));
  editFrontmatter(path.join(notes, `${nextYearNote}.mdx`), (fields) => {
    fields.date = aYearAfter(today);
  });
}

/** The translations an owner's first week adds (tests/fixtures/translations), laid out as the content folder is. */
export const fixtureTranslations = 'tests/fixtures/translations';

/** The languages `offerLanguages` turns on: English first (the default), German, and Arabic (right to left). */
export const firstWeekLanguages = ['en', 'de', 'ar'] as const;

/**
 * The owner offers German and Arabic (owner.md's `languages`), with some of the site translated and
 * some not: German has the owner's texts (owner.de.md), two of the three projects (the scaffolded one
 * and the first) and one note; Arabic has the scaffolded project alone. Everything else shows its
 * English text on the German and Arabic pages, under a short notice.
 */
export function offerLanguages(dir: string): void {
  cpSync(path.join(repoRoot, fixtureTranslations), dir, { recursive: true });
  editFrontmatter(contentFolder(dir).ownerFile, (fields) => {
    fields.languages = [...firstWeekLanguages];
  });
}

/** One project left: the last of the list; every other one retired. */
export function keepOnlyTheLastProject(dir: string): void {
  const projects = projectsOf(dir, 2);
  for (const project of projects.slice(0, -1)) retireProject(dir, project.slug);
}

/** The project an owner's first week adds with `npm run new-project`, then finishes. */
export const scaffoldedProject = {
  slug: 'first-light',
  title: 'First Light',
  category: 'Web Development',
  stack: ['Astro', accentedTechnology],
} as const;

/**
 * Runs `npm run new-project -- <title>` on the content folder `dir` (CONTENT_DIR names it), as the
 * owner would, and then does what its message asks: every placeholder filled in.
 */
export function scaffoldProject(dir: string, project: typeof scaffoldedProject): void {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/new-project.ts'), project.title], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, [contentDirVariable]: dir },
  });
  if (run.status !== 0) throw new Error(`npm run new-project -- "${project.title}" failed:\n${run.stderr}`);
  const file = projectFile(dir, project.slug);
  const alt = `${project.title} title card on a deep blue field`;
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace(/^category: .*$/m, `category: ${project.category}`)
      .replace(
        /^summary: .*$/m,
        `summary: ${project.title} turns a night sky into a map of what passes over it.`,
      )
      .replaceAll(/^ {2}alt: .*$/gm, `  alt: ${alt}`)
      .replace('TODO: describe the project here.', `${project.title} shows what passes overhead tonight.`),
  );
  setProjectFields(dir, project.slug, { stack: [...project.stack] });
}

/**
 * An owner's first week: the first and last projects kept, the first retitled and its year
 * changed, every other one retired, a new project scaffolded with `npm run new-project`, finished,
 * and put first (the others renumbered after it), and the owner's own name, address, photo, logo,
 * resume PDF, links (no Facebook or LinkedIn) and analytics (Plausible, with Web Vitals). Three
 * projects in all. The new project names a technology with accents, whose page's address keeps them.
 * And the owner writes notes (`writeNotes`): the site gains /notes, a page per published note, a
 * feed and search. And offers the site in German and Arabic too, partly translated (`offerLanguages`).
 */
export async function ownersFirstWeek(dir: string): Promise<void> {
  const projects = projectsOf(dir, 3);
  const first = projects[0]!;
  const last = projects.at(-1)!;
  for (const project of projects.slice(1, -1)) retireProject(dir, project.slug);
  setProjectFields(dir, first.slug, { title: `${first.title} Revisited`, year: '2023' });
  scaffoldProject(dir, scaffoldedProject);
  renumber(dir, [scaffoldedProject.slug, first.slug, last.slug]);
  await replaceOwner(dir, firstWeekOwner);
  addOwnerLogo(dir);
  setLinksAndAnalytics(dir);
  await writeNotes(dir);
  offerLanguages(dir);
}

/**
 * What an owner drops into public/ in their first week, as `publicWithOwnersFiles` writes it for the
 * first week's build: a custom domain, a search engine's verification file, a .well-known file, and
 * a page made elsewhere.
 */
export const ownersPublicFiles: Record<string, string> = {
  CNAME: 'portfolio.example.com\n',
  // Search engines' verification files are HTML that is not a page: it must reach the site as it is.
  'google0123456789abcdef.html': 'google-site-verification: google0123456789abcdef.html',
  '.well-known/assetlinks.json': '[{"relation":["delegate_permission/common.handle_all_urls"]}]\n',
  // A page made elsewhere: none of the build's own steps on pages (styles moved into <head>, the
  // Content-Security-Policy) may touch it.
  'old-cv/index.html':
    '<!doctype html><html><head><title>CV</title></head><body><style>p{color:red}</style><p>CV</p></body></html>\n',
};

/** Writes to `dir` a public folder as the owner's would be after their first week: the site's public/ and `ownersPublicFiles`. */
export function publicWithOwnersFiles(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'public'), dir, { recursive: true });
  for (const [file, text] of Object.entries(ownersPublicFiles)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}
