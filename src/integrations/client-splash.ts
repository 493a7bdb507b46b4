import type { ClientDirective } from 'astro';
import { listedModules, splashCodeId } from '../lib/build/island-code.ts';
import { rootAttributes } from '../styles/root-attributes.ts';
import { contentPainted } from '../lib/browser/content-painted.ts';

/** A task of its own: what follows runs after the browser has had the main thread back. */
const nextTask = () => new Promise((resolve) => window.setTimeout(resolve));

/**
 * `client:splash` hydrates the splash island only on a page that shows the splash (the inline
 * `<head>` script marks the first page of a visit with `data-splash` on `<html>`); every other
 * page never loads the island's script, nor React for it.
 *
 * The splash is already on screen, server-rendered and still; the island only adds the pulse and
 * the timed end (CSS ends it if the island never comes). So it waits until the page's own content
 * has painted (content-painted.ts), and then keeps each step short, for a slow phone's sake
 * (Lighthouse's Total Blocking Time): its modules are fetched together, each request started in a
 * task of its own, then run one a task, in the order the browser would run them
 * (src/lib/build/island-code.ts), rather than React, React DOM and the island all in one long task; the
 * hydration follows in a task of its own, and React then hydrates in slices.
 */
const splash: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute(rootAttributes.splash)) return;
  void contentPainted().then(async () => {
    const modules = listedModules(splashCodeId);
    // Into the HTTP cache together, so running them one by one waits on no network round trips.
    // Started in one task, the eight requests of today's splash made it 5–20 ms long, unthrottled.
    const fetched = [];
    for (const url of modules) {
      fetched.push(
        fetch(url)
          .then((response) => response.blob())
          .catch(() => {}),
      );
      await nextTask();
    }
    await Promise.all(fetched);
    for (const url of modules) {
      // A module that fails is the island's to meet: load() below reports it as Astro does.
      await import(/* @vite-ignore */ url).catch(() => {});
      await nextTask();
    }
    const hydrate = await load();
    await nextTask();
    await hydrate();
  });
};

export default splash;
