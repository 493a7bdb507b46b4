import { z } from 'zod';
import { day, technologies, text } from './fields.ts';

/**
 * Translations of the owner's texts into the site's other languages (owner.md's `languages`): a file
 * beside the default one, its name with the language's code before the extension.
 *
 * - `projects/<slug>.de.mdx`: a project in German. Its body is the description; its frontmatter
 *   holds the texts (title, category, summary…) and may leave out what it shares with the default
 *   file: order, year, stack, images (their `src`), links' addresses. Given, those must be the same.
 * - `notes/<slug>.de.mdx`: a note, the same way (its date, stack and draft are the default file's).
 * - `owner/owner.de.md`: the owner's texts; its body is the bio. Everything else (e-mail, links,
 *   analytics…) is the same in every language, and is written in owner.md alone.
 * - `owner/resume.de.json`: the resume, whole, in JSON Resume form (content-schemas/resume.ts).
 *
 * A page whose text has no translation is still made in that language, with its interface
 * translated and the default language's text marked as such.
 */

/** An image's texts in a translation: its alt text; its `src`, if given, is the default file's. */
const pictureTexts = (what: string) =>
  z.strictObject({
    src: z.string().optional(),
    alt: text(`alt text describing ${what}`).optional(),
  });

/** A project's translation: `projects/<slug>.<code>.mdx` (content-schemas/project.ts for each field). */
export const projectTranslationSchema = () =>
  z.strictObject({
    title: text("the project's name"),
    listTitle: text('the name in the /work list').optional(),
    category: text('the category shown on the page, e.g. "Web Development"'),
    listCategory: text('the category in the /work list, e.g. "Web Dev"').optional(),
    summary: text('a one-sentence summary for search results').pipe(
      z.string().max(160, 'must be at most 160 characters: search engines cut longer summaries'),
    ),
    role: text('your role on the project, e.g. "Front-end developer"').optional(),
    /** Optional: the year as this language writes it; the default file's otherwise. */
    year: text('the year as text, e.g. "2025" or "2024/2025"').optional(),
    /** Shared with the default file: leave them out, or give the same. */
    order: z.number().optional(),
    stack: technologies().optional(),
    featured: z.boolean().optional(),
    /** The links' texts, in the default file's order; their addresses are the default file's. */
    links: z
      .array(
        z.strictObject({
          label: text('the link text'),
          url: z.string().optional(),
          kind: z.string().optional(),
        }),
      )
      .optional(),
    hero: pictureTexts('the hero image').optional(),
    preview: pictureTexts('the preview image').optional(),
    embed: z
      .strictObject({
        url: z.string().optional(),
        heading: text('the heading above the embedded page').optional(),
        sandbox: z.array(z.string()).optional(),
      })
      .optional(),
    recording: z
      .strictObject({
        src: z.string().optional(),
        poster: z.string().optional(),
        caption: text('what the recording shows, in a sentence').optional(),
      })
      .optional(),
    screenshots: z
      .strictObject({
        heading: text('the heading above the screenshots').optional(),
        /** The screenshots' alt texts, in the default file's order. */
        images: z.array(pictureTexts('the screenshot')).optional(),
      })
      .optional(),
  });

export type ProjectTranslationData = z.output<ReturnType<typeof projectTranslationSchema>>;

/** A note's translation: `notes/<slug>.<code>.mdx`. */
export const noteTranslationSchema = () =>
  z.strictObject({
    title: text("the note's title"),
    summary: text('a one-sentence summary for the list and search results').pipe(
      z.string().max(160, 'must be at most 160 characters: search engines cut longer summaries'),
    ),
    /** Shared with the default file: leave them out, or give the same. */
    date: day('the day the note is published').optional(),
    updated: day('the day the note was last changed').optional(),
    stack: technologies().optional(),
    draft: z.boolean().optional(),
    cover: pictureTexts('the cover image').optional(),
  });

export type NoteTranslationData = z.output<ReturnType<typeof noteTranslationSchema>>;

/** The owner's texts in another language: `owner/owner.<code>.md`, its body the bio. */
export const ownerTranslationSchema = () =>
  z.strictObject({
    /** Optional: your name as this language writes it; owner.md's otherwise. */
    name: text('your name').optional(),
    greeting: text('the greeting heading on Home'),
    role: text('your role, e.g. "Mobile & Web Developer"'),
    description: text('a one-sentence description of the site').pipe(
      z.string().max(160, 'must be at most 160 characters'),
    ),
    contactIntro: text('the introduction on /contact'),
    /** Your portrait's alt text; the photo itself is owner.md's. */
    photo: z.strictObject({ alt: text('alt text describing your portrait') }).optional(),
  });

export type OwnerTranslationData = z.output<ReturnType<typeof ownerTranslationSchema>>;

/** Fields a project's or a note's translation shares with the default file: given, they must be the same. */
export const sharedFields = {
  projects: ['order', 'stack', 'featured'],
  notes: ['date', 'updated', 'stack', 'draft'],
} as const;
