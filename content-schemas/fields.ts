import { z } from 'zod';

/**
 * Validates an image reference. In the build this is Astro's `image()`, which resolves the path
 * beside the content file and fails when the file is missing; scripts and tests pass their own.
 */
export type ImageField<I extends z.ZodType = z.ZodType> = () => I;

/** Text that must be present and, after trimming, not empty. */
export const text = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is required: ${what}`
          : `must be text (wrap it in quotes), got ${typeof issue.input}: ${what}`,
    })
    .trim()
    .min(1, `must not be empty: ${what}`);

/** An absolute https URL; plain http is refused so that no page loads mixed content. */
export const httpsUrl = (what: string) =>
  z.url({
    protocol: /^https$/,
    error: (issue) =>
      issue.input === undefined ? `is required: ${what}` : `must be an https:// URL: ${what}`,
  });

/** An image with the alt text that describes it to people who cannot see it. */
export const picture = <I extends z.ZodType>(image: ImageField<I>, what: string) =>
  z.strictObject({
    /** Path to a PNG, JPEG or WebP file, relative to the content file (e.g. ./my-project/hero.png). */
    src: image(),
    /** What the image shows, for screen readers and when it fails to load. */
    alt: text(`alt text describing ${what}`),
  });

/** Validates a path to a file beside the content file; the content check also makes sure it is there. */
export type FileField = (what: string) => z.ZodType<string>;

/** The kinds of file a screen recording may be: every engine the site targets plays MP4 (H.264). */
export const recordingExtensions = ['mp4', 'webm'] as const;

/** A screen recording's path, relative to the content file, e.g. ./my-app/demo.mp4. */
export const recordingFile: FileField = (what) =>
  z
    .string({ error: `must be a path to ${what}, e.g. ./my-app/demo.mp4` })
    .regex(/^\.\.?\//, `must be a path relative to the content file, e.g. ./my-app/demo.mp4: ${what}`)
    .regex(new RegExp(`\\.(${recordingExtensions.join('|')})$`, 'i'), `must be an MP4 or WebM file: ${what}`);

/** At most this many technologies: a stack is a short summary, not an inventory. */
export const maxStack = 12;

/**
 * The main technologies of a project or a note, a few short names, e.g. [React, TypeScript]. Each
 * has a page listing every project and note that names it, written the same way.
 */
export const technologies = () =>
  z
    .array(text('a technology name, e.g. "React"'), {
      error: 'must be a list of technology names, e.g. [React, TypeScript]',
    })
    // Refinements rather than .min/.max: zod runs those on a string given instead of a list.
    .refine((stack) => stack.length > 0, 'needs at least one technology, or leave the field out')
    .refine(
      (stack) => stack.length <= maxStack,
      `must list at most ${maxStack} technologies: name the main ones`,
    )
    .refine((stack) => new Set(stack).size === stack.length, {
      error: (issue) => {
        const stack = issue.input as string[];
        return `names ${stack.find((name, index) => stack.indexOf(name) !== index)} twice: name each technology once`;
      },
    });

/** A day as the frontmatter writes it: 2026-03-14. */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a day of the calendar (not 2026-02-30). */
const isCalendarDay = (value: string) => {
  const [, year, month, day] = dayPattern.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * A calendar day, written YYYY-MM-DD, kept as that text. Astro reads frontmatter with a YAML
 * parser that makes an unquoted 2026-03-14 a Date at midnight UTC, the content check with one
 * that keeps it text: both become the same text, so no time zone ever moves a day.
 */
export const day = (what: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? `is required: ${what}, written YYYY-MM-DD`
            : `must be a date written YYYY-MM-DD, e.g. 2026-03-14: ${what}`,
      })
      .regex(dayPattern, {
        error: `must be a date written YYYY-MM-DD, e.g. 2026-03-14: ${what}`,
        abort: true,
      })
      .refine(isCalendarDay, {
        error: (issue) => `${String(issue.input)} is not a day of the calendar: ${what}`,
      }),
  );
