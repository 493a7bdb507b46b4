/**
 * The resume as both of its forms show it: /resume (src/pages/[resume].astro) and the PDF
 * (src/lib/build/resume-pdf.ts) render this one shape, so they cannot tell two stories. Made from
 * resume.json (JSON Resume) and owner.md: the name, role, e-mail and profiles are owner.md's unless
 * resume.json gives its own.
 */
import type { ResumeData } from '../../../content-schemas/resume.ts';
import { resumeSectionIds } from '../markup/element-ids.ts';
import type { Speaker } from '../markup/words.ts';

/** What the resume takes from owner.md when resume.json leaves it out. */
export interface ResumeOwner {
  name: string;
  role: string;
  email: string;
  /** The owner's profiles elsewhere (`profileLinks` in src/lib/content/profile-links.ts). */
  profiles: readonly { network: string; url: string }[];
}

/** A project of the site: a resume project of the same name links to its page. */
export interface ResumeSiteProject {
  title: string;
  listTitle?: string | undefined;
  /** Its page: base-relative for /resume, absolute for the PDF. */
  href: string;
}

/** A link of the resume's heading. */
export interface ResumeLink {
  label: string;
  href: string;
}

/** One job, school, project, skill… of a section, in the fields every section shares. */
export interface ResumeEntry {
  /** What it is: a position, a degree, a project's or a skill's name. References may have none. */
  title?: string | undefined;
  /** Where the title leads: a project's page on this site, or the entry's own website. */
  titleHref?: string | undefined;
  /** Who it was with: a company, a school, an awarder, an issuer, a publisher. */
  organisation?: string | undefined;
  organisationHref?: string | undefined;
  /** When, for reading: "Mar 2021 – Present", "2019 – 2023", "Jun 2024". */
  dates?: string | undefined;
  /** The same dates as resume.json gives them ("2021-03"), for `<time datetime>`. */
  start?: string | undefined;
  end?: string | undefined;
  location?: string | undefined;
  /** A short line beside the title: a skill's level, a language's fluency, a grade, roles. */
  note?: string | undefined;
  summary?: string | undefined;
  highlights: string[];
  /** Short items: a skill's keywords, a project's technologies, courses. */
  keywords: string[];
  /** What the keywords are, when it needs saying ("Courses"). */
  keywordsLabel?: string | undefined;
}

/**
 * How a section is laid out: entries with their own heading, dates and points, or one line each
 * (skills, languages, interests).
 */
export type ResumeLayout = 'entries' | 'lines';

export interface ResumeSection {
  /** Its heading's id (`resumeSectionIds`). */
  id: string;
  heading: string;
  layout: ResumeLayout;
  entries: ResumeEntry[];
}

export interface ResumeView {
  /** The document's title, in the resume's language: "Zoë Nguyễn — Resume". */
  title: string;
  name: string;
  label: string;
  email: string;
  /** The number as written, and a tel: link that dials it. */
  phone?: ResumeLink | undefined;
  /** The city, region and country: a street address and postal code are not published. */
  location?: string | undefined;
  /** The owner's website: resume.json's, else the portfolio's address when the build knows it. */
  website?: ResumeLink | undefined;
  profiles: ResumeLink[];
  summary?: string | undefined;
  sections: ResumeSection[];
}

/**
 * The dates of something that lasted: "Mar 2021 – Jun 2023", "Mar 2021 – Present" while it goes on
 * (a start and no end), one date when both read the same; "2021-03-15" and "2021-03" read "Mar 2021",
 * a year alone stays "2021" (`t.month`, in the resume's language).
 */
export function formatResumeSpan(
  t: Speaker,
  start: string | undefined,
  end: string | undefined,
): string | undefined {
  const from = start && t.month(start);
  const to = end && t.month(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return `${from} – ${t.words.resume.present}`;
  return to || undefined;
}

/** A name as compared with a project's title: case, spacing and Unicode form set aside. */
const comparable = (name: string) =>
  name.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** The page of the site's project named `name` (its title or its /work list title), if any. */
export function projectPageFor(name: string, projects: readonly ResumeSiteProject[]): string | undefined {
  const wanted = comparable(name);
  return projects.find(
    (project) =>
      comparable(project.title) === wanted ||
      (project.listTitle !== undefined && comparable(project.listTitle) === wanted),
  )?.href;
}

/** The owner's city, region and country, e.g. "Hanoi, VN". */
function place(location: NonNullable<ResumeData['basics']>['location']): string | undefined {
  const parts = [location?.city, location?.region, location?.countryCode].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** Text without its URL scheme and trailing slash: "https://sam.dev/" reads "sam.dev". */
const bareAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const nfc = <T>(value: T): T => {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(nfc) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, nfc(item)])) as T;
  }
  return value;
};

/**
 * The resume both forms show. `projects` are the site's own, for links from resume projects of the
 * same name; `homeUrl` is the portfolio's absolute address, when the build knows it.
 */
export function resumeView(
  data: ResumeData,
  owner: ResumeOwner,
  options: {
    projects: readonly ResumeSiteProject[];
    homeUrl?: string | undefined;
    /** The words of the resume's language: its headings and dates. */
    words: Speaker;
  },
): ResumeView {
  const t = options.words;
  const headings = t.words.resume;
  const span = (start: string | undefined, end: string | undefined) => formatResumeSpan(t, start, end);
  const formatResumeDate = (date: string) => t.month(date);
  // One Unicode form throughout, so that a name typed on any keyboard prints and compares alike.
  const resume = nfc(data);
  const basics = resume.basics ?? {};
  const websiteUrl = basics.url ?? options.homeUrl;
  const profiles = basics.profiles
    ? basics.profiles.map((profile) => ({
        label: profile.network ?? bareAddress(profile.url),
        href: profile.url,
      }))
    : owner.profiles.map((profile) => ({ label: profile.network, href: profile.url }));

  const sections: ResumeSection[] = [
    {
      id: resumeSectionIds.work,
      heading: headings.work,
      layout: 'entries',
      entries: (resume.work ?? []).map((job) => ({
        title: job.position ?? job.name,
        organisation: job.position ? job.name : undefined,
        organisationHref: job.url,
        dates: span(job.startDate, job.endDate),
        start: job.startDate,
        end: job.endDate,
        location: job.location,
        note: job.description,
        summary: job.summary,
        highlights: job.highlights ?? [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.projects,
      heading: headings.projects,
      layout: 'entries',
      entries: (resume.projects ?? []).map((project) => ({
        title: project.name,
        titleHref: projectPageFor(project.name, options.projects) ?? project.url,
        organisation: project.entity,
        dates: span(project.startDate, project.endDate),
        start: project.startDate,
        end: project.endDate,
        note: project.roles?.join(', '),
        summary: project.description,
        highlights: project.highlights ?? [],
        keywords: project.keywords ?? [],
      })),
    },
    {
      id: resumeSectionIds.skills,
      heading: headings.skills,
      layout: 'lines',
      entries: (resume.skills ?? []).map((skill) => ({
        title: skill.name,
        note: skill.level,
        highlights: [],
        keywords: skill.keywords ?? [],
      })),
    },
    {
      id: resumeSectionIds.education,
      heading: headings.education,
      layout: 'entries',
      entries: (resume.education ?? []).map((school) => {
        const degree = [school.studyType, school.area].filter(Boolean).join(', ');
        return {
          title: degree || school.institution,
          organisation: degree ? school.institution : undefined,
          organisationHref: school.url,
          dates: span(school.startDate, school.endDate),
          start: school.startDate,
          end: school.endDate,
          note: school.score && t.say(headings.grade, { score: school.score }),
          highlights: [],
          keywords: school.courses ?? [],
          keywordsLabel: headings.courses,
        };
      }),
    },
    {
      id: resumeSectionIds.volunteer,
      heading: headings.volunteer,
      layout: 'entries',
      entries: (resume.volunteer ?? []).map((role) => ({
        title: role.position ?? role.organization,
        organisation: role.position ? role.organization : undefined,
        organisationHref: role.url,
        dates: span(role.startDate, role.endDate),
        start: role.startDate,
        end: role.endDate,
        summary: role.summary,
        highlights: role.highlights ?? [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.awards,
      heading: headings.awards,
      layout: 'entries',
      entries: (resume.awards ?? []).map((award) => ({
        title: award.title,
        organisation: award.awarder,
        dates: award.date && formatResumeDate(award.date),
        start: award.date,
        summary: award.summary,
        highlights: [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.certificates,
      heading: headings.certificates,
      layout: 'entries',
      entries: (resume.certificates ?? []).map((certificate) => ({
        title: certificate.name,
        titleHref: certificate.url,
        organisation: certificate.issuer,
        dates: certificate.date && formatResumeDate(certificate.date),
        start: certificate.date,
        highlights: [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.publications,
      heading: headings.publications,
      layout: 'entries',
      entries: (resume.publications ?? []).map((publication) => ({
        title: publication.name,
        titleHref: publication.url,
        organisation: publication.publisher,
        dates: publication.releaseDate && formatResumeDate(publication.releaseDate),
        start: publication.releaseDate,
        summary: publication.summary,
        highlights: [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.languages,
      heading: headings.languages,
      layout: 'lines',
      entries: (resume.languages ?? []).map((language) => ({
        title: language.language,
        note: language.fluency,
        highlights: [],
        keywords: [],
      })),
    },
    {
      id: resumeSectionIds.interests,
      heading: headings.interests,
      layout: 'lines',
      entries: (resume.interests ?? []).map((interest) => ({
        title: interest.name,
        highlights: [],
        keywords: interest.keywords ?? [],
      })),
    },
    {
      id: resumeSectionIds.references,
      heading: headings.references,
      layout: 'entries',
      entries: (resume.references ?? []).map((reference) => ({
        title: reference.name,
        summary: reference.reference,
        highlights: [],
        keywords: [],
      })),
    },
  ];

  const name = basics.name ?? owner.name;
  return {
    title: `${name} — ${headings.title}`,
    name,
    label: basics.label ?? owner.role,
    email: basics.email ?? owner.email,
    phone: basics.phone
      ? { label: basics.phone, href: `tel:${basics.phone.replace(/[^\d+]/g, '')}` }
      : undefined,
    location: place(basics.location),
    website: websiteUrl ? { label: bareAddress(websiteUrl), href: websiteUrl } : undefined,
    profiles,
    summary: basics.summary,
    sections: sections.filter((section) => section.entries.length > 0),
  };
}
