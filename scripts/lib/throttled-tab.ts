/**
 * A browser tab shaped like Lighthouse's phone or desktop (its screens, user agents and CPU
 * slowdowns, from Lighthouse's own constants), the slowdown applied through the DevTools protocol
 * for what is measured, for `npm run bench:compare`. The network is not throttled: both versions
 * compared are served from this machine, and what tells them apart is the work they give the page.
 */
import { setTimeout } from 'node:timers/promises';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, findHeadlessChromium } from './browsers.ts';

/** A Chromium flag: a request to another host (an embedded site) fails at once, not after a wait. */
export const closedNetwork = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * Workaround for https://crbug.com/1326921: with DevTools' Runtime domain on, as in Playwright, each
 * Error a page makes has V8 reparse the functions on its stack. React DOM's five took 120–165 ms at 4×
 * on Chromium 156, 11–19 ms without DevTools, 12 ms with this flag. A Chromium without it ignores it.
 */
const noStackReparse = '--js-flags=--no-enable-lazy-source-positions';

/** The Chromium the benchmark's tabs open in, offline: the headless shell, a third of a full Chromium's work a page. */
export const launchBenchChromium = () =>
  chromium.launch({
    executablePath: findHeadlessChromium(),
    args: [...chromiumArgs, closedNetwork, noStackReparse],
  });

const profile = (form: 'mobile' | 'desktop', cpuSlowdown: number) => ({
  ...screenEmulationMetrics[form]!,
  userAgent: userAgents[form],
  cpuSlowdown,
});
export const profiles = {
  mobile: profile('mobile', throttling.mobileSlow4G.cpuSlowdownMultiplier),
  desktop: profile('desktop', throttling.desktopDense4G.cpuSlowdownMultiplier),
};
export type Profile = (typeof profiles)[keyof typeof profiles];

/** Playwright's context options for a profile: a phone has a touch screen, a desktop a mouse. */
export const contextOptions = (p: Profile) => ({
  viewport: { width: p.width, height: p.height },
  deviceScaleFactor: p.deviceScaleFactor,
  isMobile: p.mobile,
  hasTouch: p.mobile,
  userAgent: p.userAgent,
});

/**
 * A new tab of `context`, its DevTools session, `throttle(on)`, which slows its CPU down as `profile`
 * says (or no more), and `quiet(ms)`, which resolves once none of the page's requests has been in
 * flight for that long (Playwright's `networkidle` fires once per navigation and stays fired; this
 * asks about now). A tab is throttled only while measured: Chromium slows a page down by spinning its
 * main thread (`ThreadCPUThrottler`), so a throttled tab kept 60–80 % of a core busy even when idle.
 */
export async function openTab(context: BrowserContext, profile: Profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const inFlight = new Set<string>();
  let quietSince = performance.now();
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  // An embedded page's own document reports its end to another session: here it would never end.
  cdp.on('Network.requestWillBeSent', ({ requestId, type, frameId }) => {
    if (type !== 'Document' || frameId === mainFrame) inFlight.add(requestId);
  });
  const ended = ({ requestId }: { requestId: string }) => {
    if (inFlight.delete(requestId) && inFlight.size === 0) quietSince = performance.now();
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  await cdp.send('Network.enable');
  const throttle = (on = true) =>
    cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? profile.cpuSlowdown : 1 });
  const quiet = async (quietMs: number) => {
    const deadline = performance.now() + 60_000;
    while (inFlight.size > 0 || performance.now() - quietSince < quietMs) {
      if (performance.now() > deadline)
        throw new Error(`The network never went quiet (${inFlight.size} in flight).`);
      await setTimeout(50);
    }
  };
  return { page, cdp, throttle, quiet };
}
export type Tab = Awaited<ReturnType<typeof openTab>>;

type Metrics = { title: string; metrics: { name: string; value: number }[] };

/**
 * Chromium's counters of the page's main thread (the DevTools protocol's Performance domain, in
 * milliseconds: `TaskDuration`, `ScriptDuration`…) as the page marks each moment with
 * `console.timeStamp(title)`: `listener(title, counters)`. Returns what stops listening.
 */
export async function onPageMarks(
  { cdp }: Pick<Tab, 'cdp'>,
  listener: (title: string, counters: Record<string, number>) => void,
): Promise<() => void> {
  const heard = ({ title, metrics }: Metrics) =>
    listener(title, Object.fromEntries(metrics.map(({ name, value }) => [name, 1000 * value])));
  cdp.on('Performance.metrics', heard);
  await cdp.send('Performance.enable');
  return () => cdp.off('Performance.metrics', heard);
}
