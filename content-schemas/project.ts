import { z } from 'zod';
import {
  httpsUrl,
  picture,
  recordingFile,
  technologies,
  text,
  type FileField,
  type ImageField,
} from './fields.ts';

/** What an embedded page may do inside its sandboxed iframe; anything else stays forbidden. */
export const sandboxPermissions = [
  'allow-scripts',
  'allow-same-origin',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-forms',
] as const;

/** Enough for a typical embedded site or prototype: run its own scripts at its own origin. */
export const defaultSandbox = ['allow-scripts', 'allow-same-origin'] as const;

/** What a project link points at; structured data tells a case study apart from the work itself. */
export const projectLinkKinds = ['website', 'source', 'app-store', 'google-play', 'case-study'] as const;

/**
 * At most this many projects are featured on Home: a few to start with, not a second list. The
 * content check counts them across the project files and names the file of one too many.
 */
export const maxFeatured = 4;

/**
 * One project: the frontmatter of `src/content/projects/<slug>.mdx`. The slug is the file name;
 * the MDX body is the description shown on the project's page.
 */
export const projectSchema = <I extends z.ZodType>(
  image: ImageField<I>,
  recording: FileField = recordingFile,
) =>
  z.strictObject({
    /** Position in the list and in the previous/next ring: 1 comes first. Unique across projects. */
    order: z
      .number({ error: 'must be a whole number giving the position in the list, e.g. 8' })
      .int('must be a whole number, e.g. 8')
      .positive('must be 1 or more'),
    /** The name on the project's page and in the previous/next links. */
    title: text("the project's name"),
    /** The name in the /work list, when it differs from the page ("ParentPal" vs "Parent Pal"). */
    listTitle: text('the name in the /work list').optional(),
    /** Category on the project's page, e.g. "Web Development". */
    category: text('the category shown on the page, e.g. "Web Development"'),
    /** Shorter category for the /work list, e.g. "Web Dev"; defaults to `category`. */
    listCategory: text('the category in the /work list, e.g. "Web Dev"').optional(),
    /** Year or span, as text: "2025" or "2024/2025". */
    year: text('the year as text, e.g. "2025" or "2024/2025"'),
    /** One or two sentences for search results and link previews (at most 160 characters). */
    summary: text('a one-sentence summary for search results').pipe(
      z.string().max(160, 'must be at most 160 characters: search engines cut longer summaries'),
    ),
    /** Optional: what you did on the project, e.g. "Front-end developer" or "Design and build". */
    role: text('your role on the project, e.g. "Front-end developer"').optional(),
    /**
     * Optional: the main technologies, a few short names, e.g. [React, TypeScript]. Each gets a page
     * listing every project that names it, written the same way.
     */
    stack: technologies().optional(),
    /**
     * Optional: `true` shows the project on Home, below the two buttons, in list order, with its
     * preview image, title and category. At most `maxFeatured` (4) projects.
     */
    featured: z.boolean({ error: 'must be true or false (no quotes)' }).optional(),
    /** Optional: links to the live site, the source, an app store or a case study; https only. */
    links: z
      .array(
        z.strictObject({
          /** The link's text, e.g. "Live site", "Source on GitHub", "App Store". */
          label: text('the link text, e.g. "Live site"'),
          /** Where it leads; https only. */
          url: httpsUrl('the address the link opens'),
          /** What it leads to: website, source, app-store, google-play or case-study. */
          kind: z
            .enum(projectLinkKinds, { error: `must be one of ${projectLinkKinds.join(', ')}` })
            .optional(),
        }),
        { error: 'must be a list of links, each with a label and a url' },
      )
      .refine((links) => links.length > 0, 'needs at least one link, or leave the field out')
      .optional(),
    /** The large image at the top of the project's page. */
    hero: picture(image, 'the hero image'),
    /** The image shown beside the /work list while this project is hovered or focused. */
    preview: picture(image, 'the preview image'),
    /** A live page shown in an iframe, with its own heading. */
    embed: z
      .strictObject({
        /** The page to embed; https only. */
        url: httpsUrl('the page to embed'),
        /** The heading above the embed, e.g. "Lyman Rentals Website". */
        heading: text('the heading above the embedded page'),
        /** What the embedded page may do; defaults to running its own scripts. */
        sandbox: z.array(z.enum(sandboxPermissions)).default([...defaultSandbox]),
      })
      .optional(),
    /**
     * Optional: a screen recording shown under the description, with a still before it plays. It
     * never plays by itself; the visitor starts and pauses it, muted, with the player's controls.
     */
    recording: z
      .strictObject({
        /** An MP4 (H.264, plays everywhere) or WebM file in the project's folder: ./my-app/demo.mp4. */
        src: recording('the recording, an MP4 or WebM file'),
        /** The still shown until it plays: a frame of it, as PNG or JPEG, about as large as the video. */
        poster: image(),
        /** What the recording shows, in a sentence: shown under it, and read out in its place. */
        caption: text('what the recording shows, in a sentence'),
      })
      .optional(),
    /** Screenshots shown under the description, with their own heading. */
    screenshots: z
      .strictObject({
        heading: text('the heading above the screenshots'),
        images: z.array(picture(image, 'the screenshot')).min(1, 'needs at least one image'),
      })
      .optional(),
  });

export type ProjectData = z.output<ReturnType<typeof projectSchema<z.ZodType>>>;
