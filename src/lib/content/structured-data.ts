/**
 * What search engines and link previews read about a page, as pure functions: canonical URLs,
 * social card paths and schema.org JSON-LD (Person, with the resume's facts on /resume, WebSite,
 * CreativeWork).
 *
 * Everything here takes plain data and absolute URLs, so it is unit-tested without Astro; the
 * pages and SeoHead.astro feed it from the content collections.
 */
import type { ResumeData } from '../../../content-schemas/resume.ts';
import type { ProfileLinkData } from '../../../content-schemas/profile-links.ts';
import { profileUrls } from './profile-links.ts';

/** One JSON-LD object, e.g. `{ '@context': 'https://schema.org', '@type': 'Person', … }`. */
export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/**
 * A path that already includes the base (from `href()`, or an image's `src`), made absolute on
 * the site. `site` is Astro's `site` option (SITE_URL), which absolute URLs cannot do without.
 */
export function absoluteUrl(path: string, site: string | URL | undefined): string {
  if (!site)
    throw new Error("Absolute URLs need `site` in astro.config.mjs: set SITE_URL to the site's address.");
  return new URL(path, site).href;
}

/**
 * A page's JSON-LD, built with absolute URLs on `site`; none when the build knows no address
 * (src/lib/content/site-url.ts): an object whose `@id` and `url` are not absolute would mislead.
 */
export function structuredDataOn(
  site: string | URL | undefined,
  build: (absolute: (path: string) => string) => JsonLd[],
): JsonLd[] {
  return site ? build((path) => absoluteUrl(path, site)) : [];
}

/**
 * The canonical URL of a built page. With `build.format: 'file'` Astro reports pages as
 * `/work.html` and `/index.html`; visitors (and every internal link) use the clean URLs `/work`
 * and `/`, so that is what search engines are told.
 *
 *   canonicalUrl('/portfolio/work/haletale.html', 'https://me.github.io') === 'https://me.github.io/portfolio/work/haletale'
 *   canonicalUrl('/portfolio/index.html', 'https://me.github.io') === 'https://me.github.io/portfolio/'
 */
export function canonicalUrl(pathname: string, site: string | URL): string {
  // /work.html → /work; /index.html → /; /portfolio/index.html → /portfolio/ (the base keeps its slash).
  const clean = pathname.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
  return new URL(clean || '/', site).href;
}

/** Where a page's 1200×630 social card is served, without the base: one per project, one for the rest. */
export function socialCardPath(projectSlug?: string): string {
  return projectSlug ? `/social/${projectSlug}.png` : '/social.png';
}

/** Where a note's 1200×630 social card is served, without the base: apart from the projects', whose slugs it may share. */
export const noteCardPath = (noteSlug: string): string => `/social/notes/${noteSlug}.png`;

/** Social cards are 1200×630, the size Open Graph and X (Twitter) show large. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** The owner's details that structured data uses: the owner collection's frontmatter. */
export interface PersonInput {
  name: string;
  role: string;
  description: string;
  email: string;
  links: readonly ProfileLinkData[];
}

/** The stable identifier of the owner's Person node: the home page URL plus `#person`. */
export const personId = (homeUrl: string): string => `${homeUrl}#person`;

/**
 * The site's owner as a schema.org Person, for Home and About.
 * @param homeUrl absolute URL of the home page (site + base)
 * @param imageUrl absolute URL of the owner's photo
 */
export function personSchema(owner: PersonInput, homeUrl: string, imageUrl?: string): JsonLd {
  const sameAs = profileUrls(owner.links);
  return {
    '@context': context,
    '@type': 'Person',
    '@id': personId(homeUrl),
    name: owner.name,
    jobTitle: owner.role,
    description: owner.description,
    url: homeUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    email: `mailto:${owner.email}`,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Items once each, in order, by a key. */
const uniqueBy = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
};

/** `{ [name]: list }` when the list has items, else nothing: schema.org wants no empty arrays. */
const listed = (name: string, list: readonly unknown[]): JsonLd => (list.length ? { [name]: list } : {});

/**
 * The owner's Person with their resume's facts, for /resume, as schema.org has them: each job's
 * position an `Occupation` (`hasOccupation`), the employers of jobs that go on `worksFor`, the
 * schools `alumniOf`, the skills `knowsAbout` and the languages `knowsLanguage`.
 * @param person the owner's Person (`personSchema`), with the name, role and e-mail the resume shows
 */
export function resumePersonSchema(person: JsonLd, resume: ResumeData): JsonLd {
  const work = resume.work ?? [];
  const occupations = work.flatMap((job) =>
    job.position
      ? [
          {
            '@type': 'Occupation',
            name: job.position,
            ...(job.summary ? { description: job.summary } : {}),
            ...(job.location ? { occupationLocation: { '@type': 'Place', name: job.location } } : {}),
          },
        ]
      : [],
  );
  const employers = work.flatMap((job) =>
    job.name && !job.endDate
      ? [{ '@type': 'Organization', name: job.name, ...(job.url ? { url: job.url } : {}) }]
      : [],
  );
  const schools = (resume.education ?? []).flatMap((school) =>
    school.institution
      ? [
          {
            '@type': 'EducationalOrganization',
            name: school.institution,
            ...(school.url ? { url: school.url } : {}),
          },
        ]
      : [],
  );
  const skills = (resume.skills ?? []).flatMap((skill) =>
    skill.keywords?.length ? skill.keywords : [skill.name],
  );
  return {
    ...person,
    ...listed('hasOccupation', occupations),
    ...listed(
      'worksFor',
      uniqueBy(employers, (employer) => employer.name),
    ),
    ...listed(
      'alumniOf',
      uniqueBy(schools, (school) => school.name),
    ),
    ...listed(
      'knowsAbout',
      uniqueBy(skills, (skill) => skill),
    ),
    ...listed(
      'knowsLanguage',
      (resume.languages ?? []).map((language) => language.language),
    ),
  };
}

/** The site itself as a schema.org WebSite, for Home: gives search results the site's name. */
export function websiteSchema(owner: Pick<PersonInput, 'name' | 'description'>, homeUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${homeUrl}#website`,
    name: owner.name,
    description: owner.description,
    url: homeUrl,
    inLanguage: 'en',
    author: { '@id': personId(homeUrl) },
  };
}

/** The project fields CreativeWork uses: a project's frontmatter. */
export interface ProjectInput {
  title: string;
  summary: string;
  category: string;
  /** Text such as "2025" or "2024/2025". */
  year: string;
  /** The owner's part in it, e.g. "Front-end developer". */
  role?: string | undefined;
  /** The main technologies. */
  stack?: readonly string[] | undefined;
  /** The live site, source, app stores, a case study. */
  links?: readonly { label: string; url: string; kind?: string | undefined }[] | undefined;
}

/**
 * A project's links in schema.org terms: a case study is written about the work (`subjectOf`);
 * the live site, its source and its app-store pages are the work itself elsewhere (`sameAs`).
 */
function projectLinks(links: ProjectInput['links'] = []): JsonLd {
  const about = links.filter((link) => link.kind === 'case-study');
  const same = links.filter((link) => link.kind !== 'case-study');
  return {
    ...(same.length ? { sameAs: same.map((link) => link.url) } : {}),
    ...(about.length
      ? { subjectOf: about.map((link) => ({ '@type': 'CreativeWork', name: link.label, url: link.url })) }
      : {}),
  };
}

/**
 * The years in a project's `year` text as schema.org dates: "2024/2025" was created in 2024 and
 * last changed in 2025; text without a four-digit year gives neither.
 */
export function projectDates(year: string): { dateCreated?: string; dateModified?: string } {
  const years = year.match(/\b\d{4}\b/g) ?? [];
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return {};
  return last === first ? { dateCreated: first } : { dateCreated: first, dateModified: last };
}

/**
 * A project as a schema.org CreativeWork, for its page: its stack as keywords, its links, and
 * the owner's role on it.
 * @param url absolute canonical URL of the project's page
 * @param imageUrl absolute URL of its hero image
 * @param author the owner's name and home page URL
 */
export function creativeWorkSchema(
  project: ProjectInput,
  url: string,
  imageUrl: string,
  author: { name: string; homeUrl: string },
): JsonLd {
  return {
    '@context': context,
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    name: project.title,
    description: project.summary,
    genre: project.category,
    ...projectDates(project.year),
    url,
    image: imageUrl,
    inLanguage: 'en',
    ...(project.stack?.length ? { keywords: [...project.stack] } : {}),
    ...projectLinks(project.links),
    author: { '@type': 'Person', '@id': personId(author.homeUrl), name: author.name, url: author.homeUrl },
    // schema.org has no per-work job title for an author; credit text carries the role.
    ...(project.role ? { creditText: `${author.name} (${project.role})` } : {}),
  };
}

/** The note fields BlogPosting uses: a note's frontmatter. */
export interface NoteInput {
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  updated?: string | undefined;
  stack?: readonly string[] | undefined;
}

/**
 * A note as a schema.org BlogPosting, for its page: its dates, its technologies as keywords, and the
 * owner as its author.
 * @param url absolute canonical URL of the note's page
 * @param imageUrl absolute URL of its cover, or of its social card
 */
export function blogPostingSchema(
  note: NoteInput,
  url: string,
  imageUrl: string,
  author: { name: string; homeUrl: string },
): JsonLd {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#note`,
    headline: note.title,
    description: note.summary,
    datePublished: note.date,
    dateModified: note.updated ?? note.date,
    url,
    mainEntityOfPage: url,
    image: imageUrl,
    inLanguage: 'en',
    ...(note.stack?.length ? { keywords: [...note.stack] } : {}),
    author: { '@type': 'Person', '@id': personId(author.homeUrl), name: author.name, url: author.homeUrl },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are escaped so that
 * no text from the content ("</script>", say) can end the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
