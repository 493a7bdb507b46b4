import type { ClientDirective } from 'astro';
import { rootAttributes } from '../lib/root-attributes.ts';
import { contentPainted } from './content-painted.ts';

/**
 * `client:splash` hydrates the splash island only on a page that shows the splash (the inline
 * `<head>` script marks the first page of a visit with `data-splash` on `<html>`); every other
 * page never loads the island's script, nor React for it.
 *
 * The splash is already on screen, server-rendered and still; the island only adds the pulse and
 * the timed end (CSS ends it if the island never comes). So it waits until the page's own content
 * has painted (content-painted.ts).
 */
const splash: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute(rootAttributes.splash)) return;
  void contentPainted().then(async () => {
    const hydrate = await load();
    // The modules' evaluation and the hydration in tasks of their own: together they made one
    // long task on a slow phone (Lighthouse's Total Blocking Time). React then hydrates in slices.
    await new Promise((resolve) => window.setTimeout(resolve));
    await hydrate();
  });
};

export default splash;
