import { afterNextFrame } from './next-frame.ts';

/** How long no new largest paint must follow before the page counts as painted. */
const quietMs = 250;
/** The most the wait for a quiet moment adds: a page that paints late still gets on. */
const longestWaitMs = 1500;

/**
 * Resolves once the page's own content has painted: the `load` event, the frame painted after it,
 * and, where the browser reports largest-contentful-paint candidates, a moment with no new one.
 * Only then may the page fetch what it does not need to show itself (React for the splash, the
 * islands' code): on a fast connection `load` can come before the first paint, a fetch then
 * competes with that paint, and Lighthouse's throttled phone counts it into Largest Contentful
 * Paint (1.7–2.4 s against 1.2 s for the splash's React; 1.8–2.3 s for the islands' code).
 */
export async function contentPainted(): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  await new Promise<void>((resolve) => afterNextFrame(resolve));
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
