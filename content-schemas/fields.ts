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
