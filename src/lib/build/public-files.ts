/**
 * The owner's static files (public/) are published as they are, at the site's base: a custom
 * domain's CNAME, a search engine's verification file, `.well-known/` files. None may take the
 * address of a file the site makes itself (a page, robots.txt, an icon…): the build would publish
 * one in place of the other without a word.
 */
import path, { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The address a built file answers at, as GitHub Pages serves it, without the base:
 * `work.html` and `work/index.html` both answer at `work`, `index.html` at ``.
 */
export function servedPath(file: string): string {
  const normal = posix.normalize(file.replaceAll('\\', '/')).replace(/^\/+/, '');
  return normal
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
}

export interface PublicCollision {
  /** The public file, relative to public/. */
  file: string;
  /** The address both answer at. */
  path: string;
  /** What makes the other: the route's pattern, e.g. "/robots.txt" or "/work/[slug]". */
  madeBy: string;
}

/**
 * Public files that answer at the same address as a file the build makes. `made` maps each made
 * file (relative to the build folder) to the route that made it.
 */
export function publicCollisions(
  publicFiles: readonly string[],
  made: ReadonlyMap<string, string>,
): PublicCollision[] {
  const byPath = new Map([...made].map(([file, route]) => [servedPath(file), route]));
  return publicFiles.flatMap((file) => {
    const path = servedPath(file);
    const madeBy = byPath.get(path);
    return madeBy === undefined ? [] : [{ file, path, madeBy }];
  });
}

/**
 * The files a build made, relative to its folder (`/`-separated), each with the route that made
 * it: from the `dir` and `assets` that Astro's `astro:build:done` hook hands integrations.
 */
export function madeFiles(dir: URL, assets: ReadonlyMap<string, readonly URL[]>): Map<string, string> {
  const root = fileURLToPath(dir);
  return new Map(
    [...assets].flatMap(([route, files]) =>
      files.map(
        (file) => [path.relative(root, fileURLToPath(file)).split(path.sep).join('/'), route] as const,
      ),
    ),
  );
}
