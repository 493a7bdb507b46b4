import { afterNextFrame } from './next-frame.ts';

/** How long no new largest paint must follow before the page counts as painted, and the longest wait for that. */
const [quietMs, longestWaitMs] = [250, 1500];

/**
 * Resolves once the page's own content has painted: the `load` event, the frame painted after it,
 * and, where the browser reports largest-contentful-paint candidates (not every engine does), a
 * moment with no new one. Only then may the page fetch what it does not need to show itself (the
 * islands' code, the splash's React): on a fast connection `load` can come before the first paint,
 * a fetch then competes with it, and Lighthouse's throttled phone counts it into LCP.
 */
export async function contentPainted(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await new Promise<void>((resolve) => afterNextFrame(resolve));
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  await new Promise<void>((resolve) => {
    let quiet: number | undefined;
    const done = () => (observer.disconnect(), window.clearTimeout(latest), resolve());
    const latest = window.setTimeout(done, longestWaitMs);
    const observer = new PerformanceObserver(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(done, quietMs);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
