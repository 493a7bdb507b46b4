import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { madeFiles, publicCollisions } from '../lib/build/public-files.ts';

/** Every file under `dir`, relative to it and `/`-separated; none when there is no such folder. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * Fails a build in which a file of public/ did not reach the published site unchanged: one that
 * takes the address of a file the site makes (src/lib/build/public-files.ts), or one that another step
 * of the build wrote over (a sitemap, say). Registered last, after every step that writes files.
 */
export function publicFilesCheck(): AstroIntegration {
  let root = '';
  let publicDir = '';
  return {
    name: 'portfolio:public-files',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': ({ dir, assets, logger }) => {
        const shown = (file: string) => path.relative(root, path.join(publicDir, file));
        const out = fileURLToPath(dir);
        const publishedUnchanged = (file: string) => {
          try {
            return readFileSync(path.join(publicDir, file)).equals(readFileSync(path.join(out, file)));
          } catch {
            return false;
          }
        };
        const files = filesUnder(publicDir);
        const collisions = publicCollisions(files, madeFiles(dir, assets));
        const colliding = new Set(collisions.map(({ file }) => file));
        const problems = [
          ...collisions.map(
            ({ file, path: address, madeBy }) =>
              `${shown(file)}: the site makes /${address} itself (route ${madeBy}); rename or remove ${shown(file)}`,
          ),
          ...files
            .filter((file) => !colliding.has(file) && !publishedUnchanged(file))
            .map((file) => `${shown(file)}: another step of the build wrote over it; rename or remove it`),
        ];
        if (problems.length) {
          throw new Error(
            `Files in ${path.relative(root, publicDir)}/ are published as they are, at addresses of their own:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
          );
        }
        logger.info(`${files.length} file(s) of ${path.relative(root, publicDir)}/ published unchanged`);
      },
    },
  };
}
