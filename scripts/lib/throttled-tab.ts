/**
 * A browser tab that loads like Lighthouse's phone or desktop (its screens, user agents, CPU
 * slowdowns and DevTools connection figures, from Lighthouse's own constants; the interaction
 * benchmark swaps the phone's 4× for the slowdown calibrated to the host), applied through the
 * DevTools protocol before the tab navigates. Every https request is answered with an empty page.
 */
import { setTimeout } from 'node:timers/promises';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import type { BrowserContext } from 'playwright-core';

/** A Chromium flag: every request to another host fails at once, instead of waiting on a network that is not there. */
export const closedNetwork = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/** Lighthouse's Kbps (1 Kbit = 1024 bits) as DevTools' bytes per second. */
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
const { mobileSlow4G: slow4G, desktopDense4G: dense4G, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR } = throttling;
// Lighthouse leaves the desktop preset's DevTools figures at 0; derived as its mobile ones are.
const dense4GBytes = bytesPerSecond(dense4G.throughputKbps * DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR);

export const profiles = {
  mobile: {
    ...screenEmulationMetrics.mobile!,
    userAgent: userAgents.mobile,
    cpuSlowdown: slow4G.cpuSlowdownMultiplier,
    latencyMs: slow4G.requestLatencyMs,
    downloadBytesPerSecond: bytesPerSecond(slow4G.downloadThroughputKbps),
    uploadBytesPerSecond: bytesPerSecond(slow4G.uploadThroughputKbps),
  },
  desktop: {
    ...screenEmulationMetrics.desktop!,
    userAgent: userAgents.desktop,
    cpuSlowdown: dense4G.cpuSlowdownMultiplier,
    latencyMs: dense4G.rttMs * throttling.DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
    downloadBytesPerSecond: dense4GBytes,
    // Lighthouse gives no upload figure for desktop; the requests here send almost nothing.
    uploadBytesPerSecond: dense4GBytes,
  },
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

const emptyPage = Buffer.from('<!doctype html><title>Embedded page</title>').toString('base64');

/**
 * A new tab of `context` under `profile`, and `quiet(ms)`, which resolves once none of the page's
 * requests has been in flight for that long (Playwright's `networkidle` fires once per navigation
 * and stays fired; this asks about now). Outside requests are answered through the DevTools
 * protocol, not Playwright's routing, which turns the HTTP cache off (and the warm situation with it).
 */
export async function openThrottledTab(context: BrowserContext, profile: Profile, outside: Set<string>) {
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
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    outside.add(request.url);
    const responseHeaders = [{ name: 'Content-Type', value: 'text/html' }];
    cdp
      .send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders, body: emptyPage })
      .catch(() => undefined);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  // The site is served over http from 127.0.0.1: only requests that leave it match.
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*', requestStage: 'Request' }] });
  const quiet = async (quietMs: number) => {
    const deadline = performance.now() + 60_000;
    while (inFlight.size > 0 || performance.now() - quietSince < quietMs) {
      if (performance.now() > deadline)
        throw new Error(`The network never went quiet (${inFlight.size} in flight).`);
      await setTimeout(50);
    }
  };
  return { page, quiet };
}
export type ThrottledTab = Awaited<ReturnType<typeof openThrottledTab>>;
