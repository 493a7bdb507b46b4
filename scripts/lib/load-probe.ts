/**
 * One page load as `npm run bench:compare` measures it: the main thread's busy time from the
 * navigation to the first contentful paint and to the load event, and the Largest Contentful Paint.
 * Busy time is Chromium's own sum of its main thread's tasks (`TaskDuration` of the DevTools
 * protocol's Performance domain), read as the page marks each moment with `console.timeStamp`: it
 * counts the work the page made, and a paint the browser holds back (GoogleChrome/lighthouse#17148)
 * delays the paint, not that work. A trace's top-level tasks, as read before, summed to within a
 * fifth of it, but stopping a trace took 1–3 s a load on a busy 2-core host, longer than the load.
 */
import { onPageMarks, type Tab } from './throttled-tab.ts';

export const loadMetrics = ['main thread to first paint', 'main thread to load', 'LCP'] as const;

/** In the page, from an init script: the moments to read, named as `console.timeStamp` gives them. */
export function markMoments(): void {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) console.timeStamp('first paint');
  }).observe({ type: 'paint', buffered: true });
  addEventListener('load', () => console.timeStamp('load'));
}

/** In the page, once it has painted its largest content: that paint's time (a decoded image's, say). */
function largestPaint(): Promise<number> {
  return new Promise((resolve) => {
    let latest = 0;
    new PerformanceObserver((list) => {
      latest = list.getEntries().at(-1)?.startTime ?? latest;
      // Later candidates arrive within the frames after the first.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(latest)));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Loads `url` in `tab` (new and blank, its context marking moments with `markMoments`): the main
 * thread's busy time to the first contentful paint and to the load event, and the Largest
 * Contentful Paint, in milliseconds by the names bench:compare reports them under.
 */
export async function measureLoad(tab: Tab, url: string) {
  const { page } = tab;
  const busy = new Map<string, number>();
  const bothMarked = Promise.withResolvers<void>();
  const stop = await onPageMarks(tab, (title, counters) => {
    busy.set(title, counters.TaskDuration ?? Number.NaN);
    if (busy.has('first paint') && busy.has('load')) bothMarked.resolve();
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const lcpMs = await page.evaluate(largestPaint);
  const late = setTimeout(() => bothMarked.reject(new Error('The page marked no first paint.')), 10_000);
  await bothMarked.promise.finally(() => {
    clearTimeout(late);
    stop();
  });
  return {
    [loadMetrics[0]]: busy.get('first paint')!,
    [loadMetrics[1]]: busy.get('load')!,
    [loadMetrics[2]]: lcpMs,
  };
}
