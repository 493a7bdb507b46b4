import type { ClientDirective } from 'astro';
import { contentPainted } from '../lib/browser/content-painted.ts';
import { rootAttributes } from '../styles/root-attributes.ts';

/**
 * `client:splash` hydrates the splash island only on a page that shows the splash (the <head>
 * script marks the first page of a visit, src/lib/browser/splash.ts); every other page never loads
 * its script, nor React for it. The splash is on screen already, server-rendered, and CSS ends it if
 * the island never comes: the island only adds the pulse. So it waits until the page's own content
 * has painted, and hydrates in a task of its own after its code has run.
 */
const splash: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute(rootAttributes.splash)) return;
  void contentPainted().then(async () => {
    const hydrate = await load();
    await new Promise((resolve) => window.setTimeout(resolve));
    await hydrate();
  });
};

export default splash;
