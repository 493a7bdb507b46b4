import { z } from 'zod';
import { day, picture, technologies, text, type ImageField } from './fields.ts';

/**
 * One note: the frontmatter of `src/content/notes/<slug>.mdx`. The slug is the file name (the page
 * is /notes/<slug>); the MDX body is the note, written as a project's description is, with its
 * images in `src/content/notes/<slug>/`. A note is published from its `date` on: a build leaves out
 * a draft and a note dated after the day it runs (src/lib/content/notes.ts).
 */
export const noteSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z
    .strictObject({
      /** The note's title: its page's heading, in the list, the feed and link previews. */
      title: text("the note's title"),
      /** One or two sentences for the list, the feed, search results and link previews (160 characters at most). */
      summary: text('a one-sentence summary for the list and search results').pipe(
        z.string().max(160, 'must be at most 160 characters: search engines cut longer summaries'),
      ),
      /** The day it is published, YYYY-MM-DD. A later day than the build's keeps it out until then. */
      date: day('the day the note is published'),
      /** Optional: the day it was last changed in a way worth saying, YYYY-MM-DD. */
      updated: day('the day the note was last changed').optional(),
      /** Optional: the technologies it is about, as a project's `stack`; each links to its page. */
      stack: technologies().optional(),
      /** Optional: `true` keeps the note to `npm run dev`; no build publishes it. */
      draft: z.boolean({ error: 'must be true or false (no quotes)' }).optional(),
      /** Optional: an image at the top of the note and on its link-preview card, with its alt text. */
      cover: picture(image, 'the cover image').optional(),
    })
    .refine((note) => !note.updated || note.updated >= note.date, {
      path: ['updated'],
      error: 'must be on or after `date`: the day the note was last changed',
    });

export type NoteData = z.output<ReturnType<typeof noteSchema<z.ZodType>>>;
