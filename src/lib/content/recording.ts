import { projectPath } from './urls.ts';

/** The MIME type of a recording file, by its extension (content-schemas/fields.ts allows these). */
export const recordingType = (file: string) =>
  file.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4';

/** The recording's file name, as published: the owner's own, e.g. "demo.mp4". */
export const recordingFileName = (src: string) => src.split('/').pop() ?? src;

/** Where a project's recording is served, under the base: beside its page, /work/<slug>/demo.mp4. */
export const recordingPath = (slug: string, src: string) => `${projectPath(slug)}/${recordingFileName(src)}`;
