import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProjects } from '../../../lib/content/collections.ts';
import { recordingFileName, recordingType } from '../../../lib/content/recording.ts';

/**
 * Publishes each project's screen recording beside its page (/work/<slug>/demo.mp4), read from the
 * project's folder as the file is: videos do not go through the image pipeline, and the page's
 * policy lets media come from the site itself.
 */
export const getStaticPaths = (async () => {
  const projects = await getProjects();
  return projects.flatMap((project) => {
    const recording = project.data.recording;
    if (!recording || !project.filePath) return [];
    return [
      {
        params: { slug: project.id, recording: recordingFileName(recording.src) },
        props: { file: path.resolve(path.dirname(project.filePath), recording.src) },
      },
    ];
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = async ({ props }) =>
  new Response(await readFile(props.file), { headers: { 'Content-Type': recordingType(props.file) } });
