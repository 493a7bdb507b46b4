import type { ClientDirective } from 'astro';

/**
 * `client:splash` hydrates the splash island only on a page that shows the splash (the inline
 * `<head>` script marks the first page of a visit with `data-splash` on `<html>`); every other
 * page never loads the island's script, nor React for it.
 *
 * It waits for the page's `load` event and the frame painted after it: the splash is already on
 * screen, server-rendered, and fetching React before the page's own content has painted with its
 * fonts delayed that paint (Largest Contentful Paint) by 0.4 to 0.7 s on Lighthouse's throttled
 * phone. Until then the mark is still; the island starts the pulse and ends the splash on time;
 * CSS ends it if the island never comes.
 */
const splash: ClientDirective = (load) => {
  if (!('splash' in document.documentElement.dataset)) return;
  // A task queued from a frame callback runs after that frame has painted.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(() => void hydrate()));
  const hydrate = async () => (await load())();
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
};

export default splash;
