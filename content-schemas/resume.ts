import { z } from 'zod';

/**
 * The owner's resume in JSON Resume form (jsonresume.org, schema v1.0.0): `resume.json` beside
 * owner.md. The site makes /resume and the PDF behind "Download Resume" from it. Every field of the
 * standard is accepted, and shown but for a picture (`basics.image`: /about has the photo), a
 * street address and postal code (the resume is public: it shows the city, region and country), a
 * profile's user name (its link says the network) and a project's `type`. Fields the standard
 * does not have are refused, so that a misspelt one ("postion") is named
 * instead of silently left out. Empty text ("") counts as left out, as resume tools often write it.
 * Web addresses are https, as everywhere on the site.
 *
 * The name, e-mail and profiles may be left out: the site then takes them from owner.md.
 */

/** Text that may be left out or empty; when given, it is trimmed. */
const optionalText = (what: string) =>
  z
    .string({ error: `must be text (in quotes): ${what}` })
    .trim()
    .transform((value) => value || undefined)
    .optional();

/** Text an entry needs. */
const requiredText = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `is required: ${what}` : `must be text (in quotes): ${what}`,
    })
    .trim()
    .min(1, `must not be empty: ${what}`);

/**
 * A web address; https only, as every link the site shows (JSON Resume allows any). Empty is left
 * out.
 */
const optionalUrl = (what: string) =>
  z
    .string({ error: `must be a web address in quotes, e.g. "https://example.com": ${what}` })
    .trim()
    .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      error: `must be an https:// address, e.g. "https://example.com": ${what}`,
    })
    .transform((value) => value || undefined)
    .optional();

/** A list of short texts (highlights, keywords, courses). */
const textList = (what: string) =>
  z
    .array(requiredText(what), { error: `must be a list of texts, e.g. ["First", "Second"]: ${what}` })
    .optional();

/** JSON Resume's dates: a year, a month or a day. The standard's own pattern, with real months and days. */
const isoDate = (what: string) =>
  z
    .string({ error: `must be a date in quotes, e.g. "2021-03": ${what}` })
    .trim()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || /^[12]\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(value),
      { error: `must be a date written YYYY-MM-DD, YYYY-MM or YYYY, e.g. "2021-03": ${what}` },
    )
    .optional();

/** The dates of something that lasted: without an end date it goes on ("Present"). */
const span = (what: string) => ({
  /** When it started: "2021", "2021-03" or "2021-03-15". */
  startDate: isoDate(`when the ${what} started`),
  /** When it ended; leave it out while it goes on. */
  endDate: isoDate(`when the ${what} ended; leave it out while it goes on`),
});

/** An entry needs one of `fields` to be shown under: a job with neither a position nor a company is nothing to show. */
const needsOneOf =
  <T extends Record<string, unknown>>(fields: (keyof T & string)[], what: string) =>
  (entry: T, context: z.RefinementCtx) => {
    if (fields.some((field) => entry[field] !== undefined)) return;
    context.addIssue({
      code: 'custom',
      path: [fields[0]!],
      message: `is required (or ${fields.slice(1).join(' or ')}): ${what}`,
    });
  };

const profile = z.strictObject({
  /** The network, e.g. "GitHub" or "Mastodon": the link's text (its address without https:// when left out). */
  network: optionalText('the network, e.g. "GitHub"'),
  /** Your name there, e.g. "sam-lee". */
  username: optionalText('your user name on the network'),
  /** Your profile's address. */
  url: optionalUrl('your profile on the network').pipe(
    z.string({ error: 'is required: the address of your profile, e.g. "https://github.com/sam-lee"' }),
  ),
});

const basics = z.strictObject({
  /** Your name; owner.md's `name` when left out. */
  name: optionalText('your name'),
  /** Your role, e.g. "Mobile & Web Developer"; owner.md's `role` when left out. */
  label: optionalText('your role, e.g. "Web Developer"'),
  /** A picture's address. The site shows owner.md's photo on /about and none on the resume. */
  image: optionalText('the address of a picture of you'),
  /** Your e-mail address; owner.md's `email` when left out. */
  email: z
    .string({ error: 'must be an e-mail address in quotes' })
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.email('must be an e-mail address, e.g. you@example.com').optional())
    .optional(),
  /** A phone number, written as you want it read, e.g. "+1 555 0100". */
  phone: optionalText('your phone number'),
  /** Your website; the portfolio itself when left out. */
  url: optionalUrl('your website'),
  /** Two or three sentences about you, at the top of the resume. */
  summary: optionalText('a short summary about you'),
  location: z
    .strictObject({
      address: optionalText('your street address'),
      postalCode: optionalText('your postal code'),
      city: optionalText('your city'),
      /** ISO 3166-1 alpha-2, e.g. "CA", "US", "VN". */
      countryCode: optionalText('your country code, e.g. "CA"'),
      region: optionalText('your region, state or province'),
    })
    .optional(),
  /** Your profiles elsewhere; owner.md's `links` when left out. */
  profiles: z
    .array(profile, { error: 'must be a list of profiles, each with a network and a url' })
    .optional(),
});

const work = z
  .strictObject({
    /** The company or client. */
    name: optionalText('the company'),
    location: optionalText('where the job was, e.g. "Remote" or "Hanoi"'),
    /** What the company does, in a few words. */
    description: optionalText('what the company does'),
    position: optionalText('your position, e.g. "Front-end developer"'),
    url: optionalUrl("the company's website"),
    ...span('job'),
    summary: optionalText('what you did there'),
    highlights: textList('an achievement'),
  })
  .superRefine(needsOneOf(['position', 'name'], 'your position, or the company'));

const volunteer = z
  .strictObject({
    organization: optionalText('the organisation'),
    position: optionalText('your role'),
    url: optionalUrl("the organisation's website"),
    ...span('volunteering'),
    summary: optionalText('what you did'),
    highlights: textList('an achievement'),
  })
  .superRefine(needsOneOf(['position', 'organization'], 'your role, or the organisation'));

const education = z
  .strictObject({
    institution: optionalText('the school'),
    url: optionalUrl("the school's website"),
    /** The field, e.g. "Computer Science". */
    area: optionalText('the field of study'),
    /** The degree, e.g. "Bachelor of Science" or "Diploma". */
    studyType: optionalText('the degree or programme'),
    ...span('study'),
    /** A grade, e.g. "3.8/4.0". */
    score: optionalText('your grade'),
    courses: textList('a course'),
  })
  .superRefine(needsOneOf(['institution', 'area', 'studyType'], 'the school, the field or the degree'));

const award = z.strictObject({
  title: requiredText('the award'),
  date: isoDate('when you received it'),
  awarder: optionalText('who gave it'),
  summary: optionalText('what it was for'),
});

const certificate = z.strictObject({
  name: requiredText('the certificate'),
  date: isoDate('when you earned it'),
  url: optionalUrl('where it can be checked'),
  issuer: optionalText('who issued it'),
});

const publication = z.strictObject({
  name: requiredText('the title of the publication'),
  publisher: optionalText('where it was published'),
  releaseDate: isoDate('when it was published'),
  url: optionalUrl('where it can be read'),
  summary: optionalText('what it is about'),
});

const skill = z.strictObject({
  /** The area, e.g. "Front end". */
  name: requiredText('the skill or area, e.g. "Front end"'),
  /** e.g. "Advanced". */
  level: optionalText('how well you know it'),
  /** e.g. ["React", "TypeScript"]. */
  keywords: textList('a technology or skill'),
});

const language = z.strictObject({
  language: requiredText('the language, e.g. "Vietnamese"'),
  /** e.g. "Native speaker" or "Fluent". */
  fluency: optionalText('how well you speak it'),
});

const interest = z.strictObject({
  name: requiredText('the interest'),
  keywords: textList('a keyword'),
});

const reference = z.strictObject({
  name: optionalText('who gave the reference'),
  reference: requiredText('what they said'),
});

const project = z.strictObject({
  /** Its name: when it is also the title of one of your projects, the resume links to that page. */
  name: requiredText("the project's name"),
  description: optionalText('the project in a sentence'),
  highlights: textList('an achievement'),
  keywords: textList('a technology or keyword'),
  ...span('project'),
  url: optionalUrl("the project's website"),
  roles: textList('your role, e.g. "Team lead"'),
  /** Who it was for, e.g. a company. */
  entity: optionalText('who it was for'),
  /** e.g. "application". */
  type: optionalText('the kind of project, e.g. "application"'),
});

/** A list of entries of one section. */
const section = <T extends z.ZodType>(entry: T, what: string) =>
  z.array(entry, { error: `must be a list of ${what}` }).optional();

/** The whole resume.json. */
export const resumeSchema = z.strictObject({
  /** The schema's address, for editors that check the file as you type. */
  $schema: z.string().optional(),
  basics: basics.optional(),
  work: section(work, 'jobs'),
  volunteer: section(volunteer, 'volunteering roles'),
  education: section(education, 'schools'),
  awards: section(award, 'awards'),
  certificates: section(certificate, 'certificates'),
  publications: section(publication, 'publications'),
  skills: section(skill, 'skills'),
  languages: section(language, 'languages'),
  interests: section(interest, 'interests'),
  references: section(reference, 'references'),
  projects: section(project, 'projects'),
  /** For resume tools (a theme's name, say); the site reads none of it. */
  meta: z.looseObject({}).optional(),
});

export type ResumeData = z.output<typeof resumeSchema>;
