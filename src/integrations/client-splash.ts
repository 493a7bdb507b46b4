import type { ClientDirective } from 'astro';
import { rootAttributes } from '../lib/root-attributes.ts';

/** How long no new largest paint must follow before the page counts as painted (see below). */
const quietMs = 250;
/** The most the wait for a quiet moment adds: a page that paints late still gets its pulse. */
const longestWaitMs = 1500;

/**
 * `client:splash` hydrates the splash island only on a page that shows the splash (the inline
 * `<head>` script marks the first page of a visit with `data-splash` on `<html>`); every other
 * page never loads the island's script, nor React for it.
 *
 * The splash is already on screen, server-rendered and still; the island only adds the pulse and
 * the timed end (CSS ends it if the island never comes). So it waits until the page's own content
 * has painted: the `load` event, the frame painted after it, and, where the browser reports
 * largest-contentful-paint candidates, a moment with no new one. On a fast connection `load` can
 * come before the first paint; fetching React then competed with that paint, and Lighthouse's
 * throttled phone counted React into Largest Contentful Paint (1.7–2.4 s against 1.2 s).
 */
const splash: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute(rootAttributes.splash)) return;
  void contentPainted().then(async () => (await load())());
};

async function contentPainted(): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  // A task queued from a frame callback runs after that frame has painted.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  // Largest-contentful-paint entries are reported by Chromium and Firefox, not by every engine:
  // where they are not, the paint above is the signal.
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  // The first candidate, then a moment with no new one: the paint above may not yet hold the
  // page's content (a busy machine can present the first contentful frame much later).
  await new Promise<void>((resolve) => {
    let quiet: number | undefined;
    const done = () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(latest);
      resolve();
    };
    const latest = window.setTimeout(done, longestWaitMs);
    const observer = new PerformanceObserver(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(done, quietMs);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export default splash;
