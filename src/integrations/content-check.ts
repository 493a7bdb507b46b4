import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ErrorPayload } from 'vite';
import {
  assertContent,
  checkNotes,
  checkOwner,
  checkPlaceholders,
  checkProjects,
  formatProblem,
} from '../../src/lib/build/content-check.ts';
import { buildContent, type ContentFolder } from '../lib/content/content-location.ts';

/**
 * Checks every content file with messages that name the file, the field and the fix
 * ("src/content/projects/x.mdx: hero.src: no image at …"):
 * - before a build, failing it, instead of a bare image error from deep inside the bundler;
 * - in `astro dev`, after every content change, in the terminal and in the browser's error
 *   overlay (Astro itself would keep serving the last good version of the entry).
 * Placeholders the scaffold left ("TODO: category") fail a build, so a half-written project
 * cannot be published; in `astro dev` they are warnings, so the owner can work on it.
 */
export function contentCheck(): AstroIntegration {
  let root = '';
  let content: ContentFolder;
  return {
    name: 'portfolio:content-check',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        root = fileURLToPath(config.root);
        content = buildContent(root);
        if (command === 'build') assertContent(root, content);
      },
      'astro:server:setup': ({ server, logger }) => {
        const warnPlaceholders = () => {
          const placeholders = checkPlaceholders(root, content);
          if (placeholders.length) {
            logger.warn(
              `Unfinished content (a production build fails until it is written):\n${placeholders.map(formatProblem).join('\n')}`,
            );
          }
        };
        warnPlaceholders();
        // The last failed check, as the overlay shows it; cleared when the content is clean.
        let failure: ErrorPayload | undefined;
        // A page that connects while the content is broken sees the overlay at once: the change
        // that broke it also reloads the page, and an error sent before that reload is lost.
        server.ws.on('vite:client:connect', (_data, client) => {
          if (failure) client.send(failure);
        });
        const recheck = (file: string) => {
          if (!file.startsWith(content.dir + path.sep)) return;
          const problems = [
            ...checkOwner(root, content),
            ...checkProjects(root, content),
            ...checkNotes(root, content),
          ];
          if (problems.length === 0) {
            failure = undefined;
            // Placeholders only once the schema check is clean: an error goes to the overlay alone.
            warnPlaceholders();
            return;
          }
          const message = problems.map(formatProblem).join('\n');
          logger.error(`Content check failed:\n${message}`);
          failure = {
            type: 'error',
            err: {
              message: `Content check failed:\n${message}`,
              stack: '',
              plugin: 'portfolio:content-check',
              id: path.join(root, problems[0]!.file),
            },
          };
          // Also sent to pages already open, a moment later so that it lands after an update
          // the same change triggers (an update clears the overlay).
          const sent = failure;
          setTimeout(() => {
            if (failure === sent) server.ws.send(sent);
          }, 500);
        };
        server.watcher.on('change', recheck);
        server.watcher.on('add', recheck);
        server.watcher.on('unlink', recheck);
      },
    },
  };
}
