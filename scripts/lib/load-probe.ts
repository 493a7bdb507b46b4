/**
 * One page load as `npm run bench:compare` measures it: the main thread's busy time from the
 * navigation to the first contentful paint and to the load event, read from a Chromium trace, and
 * the Largest Contentful Paint from the page. Busy time counts the work the page made; a paint the
 * browser holds back (GoogleChrome/lighthouse#17148) delays the paint, not that work.
 *
 * The trace is read by hand, in the Trace Event Format Chromium documents: the one library that
 * models it, @paulirish/trace_engine, says it is not for public consumption and changes its API
 * between releases. Only four kinds of event are read, all as Lighthouse reads them.
 */
import type { Browser, Page } from 'playwright-core';

/** The trace categories the events below are written in. */
const categories =
  '__metadata loading blink.user_timing devtools.timeline disabled-by-default-devtools.timeline';

/** A Trace Event Format event: what this file reads of one. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number; // microseconds
  dur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string };
  };
}

/**
 * The busy times of one navigation in `events`: its main frame's `navigationStart` (the last, should
 * a page have redirected), the renderer main thread of that process, its top-level tasks (`RunTask`,
 * a nested one counted once in the task around it), clipped to the windows ending at
 * `firstContentfulPaint` and `loadEventEnd`.
 */
export function mainThreadBusy(events: readonly TraceEvent[]) {
  const navigation = events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('The trace has no navigation of a main frame.');
  const { pid, args } = navigation;
  const frame = args?.frame;
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const mark = (name: string) =>
    events.find((e) => e.name === name && e.pid === pid && e.ts >= navigation.ts && e.args?.frame === frame)
      ?.ts;
  const [fcp, load] = [mark('firstContentfulPaint'), mark('loadEventEnd')];
  if (mainThread === undefined || fcp === undefined || load === undefined)
    throw new Error('The trace lacks the main thread, its first contentful paint or its load event.');
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === mainThread)
    .sort((a, b) => a.ts - b.ts);
  let coveredUntil = -Infinity;
  const topLevel = tasks.filter((task) => {
    if (task.ts < coveredUntil) return false;
    coveredUntil = task.ts + (task.dur ?? 0);
    return true;
  });
  const busyUntil = (end: number) =>
    topLevel.reduce(
      (sum, t) => sum + Math.max(0, Math.min(t.ts + (t.dur ?? 0), end) - Math.max(t.ts, navigation.ts)),
      0,
    ) / 1000;
  return { toFcpMs: busyUntil(fcp), toLoadMs: busyUntil(load) };
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
 * Loads `url` in `page` (new and blank) while `browser` traces it: the main thread's busy time to the
 * first contentful paint and to the load event, and the Largest Contentful Paint, in milliseconds
 * by the names bench:compare reports them under.
 */
export async function measureLoad(browser: Browser, page: Page, url: string) {
  await browser.startTracing(page, { categories: categories.split(' ') });
  let trace: Buffer | undefined;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const lcpMs = await page.evaluate(largestPaint);
    trace = await browser.stopTracing();
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    const busy = mainThreadBusy(traceEvents);
    return { 'main thread to first paint': busy.toFcpMs, 'main thread to load': busy.toLoadMs, LCP: lcpMs };
  } finally {
    if (!trace) await browser.stopTracing().catch(() => undefined);
  }
}
