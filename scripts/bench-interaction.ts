/**
 * Interaction benchmark: how long each interactive control takes to show its first visible
 * response to the visitor's first touch, on the built site served the way GitHub Pages serves it
 * (scripts/lib/pages-server.ts: gzip, `max-age=600`), in Debian's Chromium with Lighthouse's
 * mobile profile (the /work hover preview: its desktop profile), in three situations: the first
 * page of a visit once the splash has gone, a later page with nothing cached, and the same page
 * with the control's code already in the HTTP cache. It prints the medians against the budgets
 * (scripts/budgets.ts), writes every run to reports/interaction.json and its own section of
 * docs/benchmarks.md (between `<!-- bench:interaction -->` markers; the rest is left as it is).
 *
 *   node scripts/bench-interaction.ts [--runs 3] [--control menu ...] [--situation cold ...] [--skip-build]
 *                                     [--out-dir dist-bench] [--json reports/interaction.json] [--out docs/benchmarks.md]
 *
 * A benchmark, not a test: figures move with the machine's load. Exits 1 when a median is over
 * its budget or a measurement failed. The network is closed: every https request (the embedded
 * site) is answered here with an empty page, and any other host fails at once.
 */
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from 'playwright-core';
import { splashSeenKey } from '../src/lib/preferences.ts';
import { rootAttributes } from '../src/styles/root-attributes.ts';
import { splashScreenId } from '../src/lib/splash.ts';
import { firstResponseBudgetsMs } from './budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { formatMarkdown, writeMarkedSection } from './lib/marked-section.ts';
import { servePages } from './lib/pages-server.ts';
import { buildSite } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { fixtureContent } from './lib/test-builds.ts';

/** The name of this benchmark's section of docs/benchmarks.md (scripts/lib/marked-section.ts). */
const interactionSection = 'bench:interaction';

/** A measurement that shows nothing by then (page time after the touch) failed. */
const responseTimeoutMs = 10_000;

/** "Idle": the load event has fired and no request has been in flight for this long (then two frames). */
const idleQuietMs = 500;

// ---------------------------------------------------------------------------------------------
// Profiles: Lighthouse's devices and connections, from its own constants

export type ProfileName = 'mobile' | 'desktop';

/** A device and a connection to measure on. */
export interface Profile {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  userAgent: string;
  /** Emulation.setCPUThrottlingRate: how many times slower than this machine the page runs. */
  cpuSlowdown: number;
  /** Network.emulateNetworkConditions: the latency added to every request, in ms. */
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  /** Where the figures come from, for the report. */
  source: string;
}

/** Lighthouse's Kbps (1 Kbit = 1024 bits) as DevTools' bytes per second. */
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

const slow4G = throttling.mobileSlow4G;
const dense4G = throttling.desktopDense4G;
// Lighthouse leaves the desktop preset's DevTools figures at 0 (no throttling of its own); they
// are derived from its round trip and throughput as its mobile ones are.
const dense4GThroughputKbps = dense4G.throughputKbps * throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR;

/** Lighthouse's emulated screen for a form factor (its types allow none). */
function lighthouseScreen(formFactor: ProfileName) {
  const screen = screenEmulationMetrics[formFactor];
  if (!screen) throw new Error(`Lighthouse has no ${formFactor} screen.`);
  return screen;
}
const mobileScreen = lighthouseScreen('mobile');
const desktopScreen = lighthouseScreen('desktop');

export const profiles: Record<ProfileName, Profile> = {
  mobile: {
    viewport: { width: mobileScreen.width, height: mobileScreen.height },
    deviceScaleFactor: mobileScreen.deviceScaleFactor,
    isMobile: mobileScreen.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
    cpuSlowdown: slow4G.cpuSlowdownMultiplier,
    latencyMs: slow4G.requestLatencyMs,
    downloadBytesPerSecond: bytesPerSecond(slow4G.downloadThroughputKbps),
    uploadBytesPerSecond: bytesPerSecond(slow4G.uploadThroughputKbps),
    source: "Lighthouse's mobile screen and user agent, mobileSlow4G's CPU slowdown and DevTools figures",
  },
  desktop: {
    viewport: { width: desktopScreen.width, height: desktopScreen.height },
    deviceScaleFactor: desktopScreen.deviceScaleFactor,
    isMobile: desktopScreen.mobile,
    hasTouch: false,
    userAgent: userAgents.desktop,
    cpuSlowdown: dense4G.cpuSlowdownMultiplier,
    latencyMs: dense4G.rttMs * throttling.DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
    downloadBytesPerSecond: bytesPerSecond(dense4GThroughputKbps),
    // Lighthouse gives no upload figure for desktop; the requests here send almost nothing.
    uploadBytesPerSecond: bytesPerSecond(dense4GThroughputKbps),
    source:
      "Lighthouse's desktop screen and user agent, desktopDense4G's CPU, its rtt and throughput × the DevTools adjustment factors",
  },
};

// ---------------------------------------------------------------------------------------------
// Controls, and what their first response looks like in the page

/**
 * Read in the page as the probe is armed, right before the touch: what the response check
 * compares against. Like the checks, it travels as source, so it uses only its argument.
 */
type Snapshot = (subject: string) => string | null;

/**
 * In the page, in every frame after the touch: whether the response shows. `subject` is the
 * control's (the dialog's name, the status text), `before` what its snapshot read.
 */
type ResponseCheck = (subject: string, before: string | null) => boolean;

/** A dialog named `subject` is open and laid out (the menu, the screenshot viewer). */
function dialogShown(subject: string): boolean {
  const dialog = [...document.querySelectorAll('dialog[open]')].find(
    (element) => element.getAttribute('aria-label') === subject,
  );
  return Boolean(dialog?.checkVisibility({ visibilityProperty: true }));
}

/** The colour mode on `<html>` (`data-theme`; none until the visitor or a stored choice sets it). */
function colourMode(): string | null {
  return document.documentElement.dataset.theme ?? null;
}

/** The colour mode differs from the one before the touch. */
function colourModeChanged(_subject: string, before: string | null): boolean {
  return (document.documentElement.dataset.theme ?? null) !== before;
}

/** The /work preview panel shows an image: loaded, decoded to a size, not transparent. */
function previewShown(): boolean {
  const image = document.querySelector<HTMLImageElement>('[data-preview-panel] img');
  return Boolean(
    image && image.complete && image.naturalWidth > 0 && Number(getComputedStyle(image).opacity) > 0,
  );
}

/**
 * The embed answers: its button shows itself busy (`aria-busy`, a turning ring: the first-response
 * script's, or the island's own while the frame loads), or its iframe is in the page, or the
 * visible loading note ("Loading `subject`…", EmbedLoader.tsx's status line) shows.
 */
function embedLoading(subject: string): boolean {
  const busy = [...document.querySelectorAll('button[aria-busy="true"]')].some((button) =>
    button.checkVisibility({ visibilityProperty: true }),
  );
  if (busy || document.querySelector('iframe')) return true;
  return [...document.querySelectorAll('[role="status"]')].some(
    (status) =>
      (status.textContent ?? '').includes(`Loading ${subject}`) &&
      status.checkVisibility({ visibilityProperty: true }),
  );
}

/** The embed's frame is in the page: the island has made it. */
function embedFrame(): boolean {
  return document.querySelector('iframe') !== null;
}

/** The copy button says it copied: its `subject` label ("Copied") shows. */
function copiedShown(subject: string): boolean {
  return [...document.querySelectorAll('button')].some((button) =>
    [...button.querySelectorAll('span')].some(
      (label) => label.textContent?.trim() === subject && label.checkVisibility({ visibilityProperty: true }),
    ),
  );
}

/** The dialog named `subject` shows its counter ("1 of 5"): the island has filled it. */
function dialogFilled(subject: string): boolean {
  const dialog = [...document.querySelectorAll('dialog[open]')].find(
    (element) => element.getAttribute('aria-label') === subject,
  );
  return Boolean(dialog?.querySelector('[aria-live]')?.textContent?.match(/\d+ of \d+/));
}

/** A status (a toast) saying `subject` is laid out and not transparent. */
function statusShown(subject: string): boolean {
  return [...document.querySelectorAll('[role="status"]')].some(
    (status) =>
      (status.textContent ?? '').includes(subject) &&
      status.checkVisibility({ visibilityProperty: true }) &&
      Number(getComputedStyle(status).opacity) > 0,
  );
}

export interface Control {
  name: string;
  /** The page, without the base path. */
  route: string;
  profile: ProfileName;
  /** A tap (`pointerdown` starts the clock) or a mouse moving over it (`pointerover`). */
  touch: 'tap' | 'hover';
  /** What the visitor touches. */
  target: (page: Page) => Locator;
  /** What the response check looks for (a dialog's name, a status's text). */
  subject: string;
  shown: ResponseCheck;
  snapshot?: Snapshot;
  /** Browser permissions the control needs. */
  permissions?: string[];
  /**
   * Where the pointer comes from before it reaches a hovered control: a mouse crosses the page
   * on its way (the preview's island wakes as it comes over the page's content). The pointer
   * rests there until the page is idle; the clock starts when it reaches the control.
   */
  approach?: (page: Page) => Locator;
  /**
   * What follows the first response, timed the same way and reported beside it, not held to
   * the budgets (e.g. the toast after the copy button says it copied).
   */
  followUp?: boolean;
}

const haletaleGallery = 'Images of Haletale Sign In/Sign Up Page';

/** Every control measured: the one place that lists them (pages from the sample content). */
export const controls: readonly Control[] = [
  {
    name: 'menu',
    route: '/work',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Open navigation' }),
    subject: 'Site navigation',
    shown: dialogShown,
  },
  {
    name: 'theme',
    route: '/about',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Change theme color' }),
    subject: 'data-theme',
    shown: colourModeChanged,
    snapshot: colourMode,
  },
  {
    name: 'preview',
    route: '/work',
    profile: 'desktop',
    touch: 'hover',
    approach: (page) => page.getByRole('heading', { level: 1 }),
    target: (page) => page.locator('main ul').first().getByRole('link').first(),
    subject: 'the preview image',
    shown: previewShown,
  },
  {
    name: 'viewer',
    route: '/work/haletale',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('region', { name: haletaleGallery }).getByRole('link').first(),
    subject: haletaleGallery,
    shown: dialogShown,
  },
  {
    name: 'viewer filled',
    route: '/work/haletale',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('region', { name: haletaleGallery }).getByRole('link').first(),
    subject: haletaleGallery,
    shown: dialogFilled,
    followUp: true,
  },
  {
    name: 'embed',
    route: '/work/lyman-rentals',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Load Lyman Rentals Website' }),
    subject: 'Lyman Rentals Website',
    shown: embedLoading,
  },
  {
    name: 'embed frame',
    route: '/work/lyman-rentals',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Load Lyman Rentals Website' }),
    subject: 'Lyman Rentals Website',
    shown: embedFrame,
    followUp: true,
  },
  {
    name: 'copy',
    route: '/contact',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Copy e-mail address' }),
    subject: 'Copied',
    shown: copiedShown,
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  {
    name: 'copy toast',
    route: '/contact',
    profile: 'mobile',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Copy e-mail address' }),
    subject: 'E-mail address copied',
    shown: statusShown,
    permissions: ['clipboard-read', 'clipboard-write'],
    followUp: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Situations

export const situations = ['first-visit', 'cold', 'warm'] as const;
export type Situation = (typeof situations)[number];

/** What each situation is, for the report. */
const situationNotes: Record<Situation, string> = {
  'first-visit':
    'a fresh browser context (empty HTTP cache and storage) opens the page; the splash plays; once it has gone and the page is idle, the first touch',
  cold: 'a fresh context that has seen the splash this session (sessionStorage set by an init script), so no splash; once the page is idle, the first touch; nothing cached',
  warm: 'as cold, but the page was first opened in the same context and the control used once (its code fetched); the page is then opened in a new tab (a normal navigation) and its first touch measured',
};

// ---------------------------------------------------------------------------------------------
// In the page

/** What the page reports of one touch, every time on its own clock (ms from `performance.timeOrigin`). */
interface ProbeRecord {
  /** `timeStamp` of the first trusted pointer event of the control's kind after arming. */
  pointerAt: number;
  pointerType: string;
  /** The rAF timestamp of the first frame whose callback found the response shown; null: not within the timeout. */
  frameAt: number | null;
  /**
   * `performance.now()` as that callback began: when the frame's work actually ran, the figure
   * the budgets hold. The rAF timestamp is when the frame was due; a long task (hydration, under
   * the CPU slowdown) holds the frame back, and the response can come within that task, after
   * the timestamp. Checked by hand on the theme control with a MutationObserver on `data-theme`
   * (9 runs, 4× CPU): the attribute changed 0.1–11 ms before the callback that found it began,
   * but 23–358 ms after that frame's rAF timestamp.
   */
  ranAt: number | null;
  /** Frames looked at. */
  frames: number;
}

interface ProbeSettings {
  /** The window property the benchmark reaches the probe at. */
  key: string;
  event: 'pointerdown' | 'pointerover';
  subject: string;
  timeoutMs: number;
}

/** The probe as the benchmark sees it on `window[key]`. */
interface Probe {
  /** Takes the snapshot and starts listening; returns why it cannot, or null. */
  arm: () => string | null;
  /** Whether the armed pointer event has come. */
  touched: () => boolean;
  record: Promise<ProbeRecord>;
}

const probeKey = '__firstResponseProbe';

/**
 * In the page, from an init script (it travels as source: it uses only its arguments). Once
 * armed, takes the first trusted pointer event of the control's kind, captured on window before
 * the page's own listeners (an init script runs first), and from then on asks `shown` in every
 * animation frame until it says yes or `timeoutMs` of page time have passed.
 */
function installProbe(settings: ProbeSettings, shown: ResponseCheck, snapshot: Snapshot | null): void {
  let armed = false;
  let touched = false;
  let before: string | null = null;
  let settle: (record: ProbeRecord) => void = () => {};
  const record = new Promise<ProbeRecord>((resolve) => {
    settle = resolve;
  });
  const onPointer = (event: Event) => {
    if (!armed || !event.isTrusted) return;
    armed = false;
    touched = true;
    window.removeEventListener(settings.event, onPointer, { capture: true });
    const pointerAt = event.timeStamp;
    const pointerType = event instanceof PointerEvent ? event.pointerType : '';
    let frames = 0;
    const look = (frameAt: number) => {
      const ranAt = performance.now();
      frames += 1;
      if (shown(settings.subject, before)) settle({ pointerAt, pointerType, frameAt, ranAt, frames });
      else if (ranAt - pointerAt > settings.timeoutMs) {
        settle({ pointerAt, pointerType, frameAt: null, ranAt: null, frames });
      } else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  window.addEventListener(settings.event, onPointer, { capture: true });
  const probe: Probe = {
    arm: () => {
      before = snapshot ? snapshot(settings.subject) : null;
      if (shown(settings.subject, before)) return 'the response already showed before the touch';
      armed = true;
      return null;
    },
    touched: () => touched,
    record,
  };
  Object.assign(window, { [settings.key]: probe });
}

/** The init script that installs the probe for `control` in every document of a context. */
function probeScript(control: Control): string {
  const settings: ProbeSettings = {
    key: probeKey,
    event: control.touch === 'tap' ? 'pointerdown' : 'pointerover',
    subject: control.subject,
    timeoutMs: responseTimeoutMs,
  };
  const snapshot = control.snapshot ? control.snapshot.toString() : 'null';
  return `(${installProbe.toString()})(${JSON.stringify(settings)}, ${control.shown.toString()}, ${snapshot});`;
}

/** In the page: the probe's property on window (functions run in the page use only their argument). */
type ProbeWindow = Record<string, Probe>;

/**
 * In the page: resolves once the splash has gone (the island's end or its CSS fail-safe's cut,
 * as tests/support/splash-watch.ts reads them), at once when it has already; rejects when the
 * page was not marked for it (`marker` on `<html>`, set by the <head> script and kept).
 */
function splashGone({ selector, marker }: { selector: string; marker: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const splash = document.querySelector<HTMLElement>(selector);
    if (!splash || !document.documentElement.hasAttribute(marker)) {
      reject(new Error('No splash showed on a first visit.'));
      return;
    }
    const gone = () => !splash.checkVisibility({ visibilityProperty: true });
    const check = () => {
      if (!gone()) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(splash, { attributes: true, attributeFilter: ['data-state'] });
    splash.addEventListener('animationend', check);
    check();
  });
}

/** In the page: resolves at the second animation frame from now. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

// ---------------------------------------------------------------------------------------------
// Tabs

/**
 * Requests in flight in a page (DevTools protocol events), to tell when its network is quiet.
 * An embedded page's own document is not counted: it loads in a process of its own, which
 * reports its end to another session, so here it would never end.
 */
function watchNetwork(cdp: CDPSession, mainFrameId: string) {
  const inFlight = new Set<string>();
  let quietSince = performance.now();
  let onChange = () => {};
  cdp.on('Network.requestWillBeSent', ({ requestId, type, frameId }) => {
    if (type === 'Document' && frameId !== mainFrameId) return;
    inFlight.add(requestId);
    onChange();
  });
  const ended = ({ requestId }: { requestId: string }) => {
    if (!inFlight.delete(requestId)) return;
    if (inFlight.size === 0) quietSince = performance.now();
    onChange();
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  /** Resolves once no request has been in flight for `quietMs`; rejects after `deadlineMs`. */
  const quiet = (quietMs: number, deadlineMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = setTimeout(() => {
        clearTimeout(timer);
        onChange = () => {};
        reject(new Error(`The network never went quiet for ${quietMs} ms (${inFlight.size} in flight).`));
      }, deadlineMs);
      onChange = () => {
        clearTimeout(timer);
        if (inFlight.size > 0) return;
        timer = setTimeout(
          () => {
            clearTimeout(deadline);
            onChange = () => {};
            resolve();
          },
          Math.max(0, quietMs - (performance.now() - quietSince)),
        );
      };
      onChange();
    });
  return { quiet };
}

interface Tab {
  page: Page;
  network: ReturnType<typeof watchNetwork>;
}

/** The empty page every https request (the embedded site) is answered with. */
const outsidePage = Buffer.from('<!doctype html><title>Embedded page</title>').toString('base64');

/**
 * A new tab of `context` with the profile's CPU and network applied before it navigates, its
 * requests watched, and every https request answered here. Through the DevTools protocol rather
 * than Playwright's routing, which turns the HTTP cache off (and the warm situation with it).
 */
async function openTab(context: BrowserContext, profile: Profile, outside: Set<string>): Promise<Tab> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const network = watchNetwork(cdp, frameTree.frame.id);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    outside.add(request.url);
    void cdp
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'text/html' }],
        body: outsidePage,
      })
      .catch(() => undefined);
  });
  // The site is served over http from 127.0.0.1: only requests that leave it match.
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*', requestStage: 'Request' }] });
  return { page, network };
}

/** A visitor for `control` in `situation`: a fresh context, so an empty HTTP cache and storage. */
async function newVisitor(browser: Browser, control: Control, situation: Situation, origin: string) {
  const profile = profiles[control.profile];
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    userAgent: profile.userAgent,
  });
  if (control.permissions) await context.grantPermissions(control.permissions, { origin });
  await context.addInitScript({ content: probeScript(control) });
  // sessionStorage is per tab: set in every document, so a new tab skips the splash too.
  if (situation !== 'first-visit') {
    await context.addInitScript((key) => sessionStorage.setItem(key, '1'), splashSeenKey);
  }
  return context;
}

/**
 * Opens the page in `tab`, lets the splash end when it shows, brings the control into view
 * (scrolling, not touching), waits for idle, arms the probe and touches the control once.
 */
async function touchOnce(tab: Tab, control: Control, url: string, splash: boolean): Promise<ProbeRecord> {
  const { page } = tab;
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (splash) {
    await page.evaluate(splashGone, { selector: `#${splashScreenId}`, marker: rootAttributes.splash });
  }
  const target = control.target(page);
  await target.scrollIntoViewIfNeeded({ timeout: responseTimeoutMs });
  if (control.approach) await control.approach(page).hover({ timeout: responseTimeoutMs });
  await tab.network.quiet(idleQuietMs);
  await page.evaluate(twoFrames);
  const refusal = await page.evaluate((key) => (window as unknown as ProbeWindow)[key]!.arm(), probeKey);
  if (refusal) throw new Error(refusal);
  if (control.touch === 'tap') await target.tap({ timeout: responseTimeoutMs });
  else await target.hover({ timeout: responseTimeoutMs });
  // The page gives up at its own timeout; this one only catches a page that stopped drawing frames.
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    deadline = setTimeout(() => resolve(null), responseTimeoutMs + 5_000);
  });
  const record = page.evaluate((key) => (window as unknown as ProbeWindow)[key]!.record, probeKey);
  record.catch(() => undefined);
  const result = await Promise.race([record, late]);
  clearTimeout(deadline);
  if (result) return result;
  const touched = await page.evaluate((key) => (window as unknown as ProbeWindow)[key]!.touched(), probeKey);
  throw new Error(
    touched ? 'The page drew no frame to check after the touch.' : 'The touch never reached the page.',
  );
}

// ---------------------------------------------------------------------------------------------
// Measuring

export interface Measurement {
  control: string;
  situation: Situation;
  run: number;
  /**
   * From the pointer event's timeStamp to the first frame that shows the response, as that
   * frame's work began (its rAF callback's `performance.now()`), ms; null: failed. Held to the budgets.
   */
  firstResponseMs: number | null;
  /**
   * The same, to that frame's rAF timestamp. Shorter by however long a task held the frame back
   * (hydration, under the CPU slowdown): the response can come during that task, after the timestamp.
   */
  rafTimestampMs: number | null;
  frames: number | null;
  pointerType: string | null;
  /** Why it failed; null when it did not. */
  failure: string | null;
  /** A picture of the page when it failed. */
  screenshot: string | null;
}

async function measure(
  browser: Browser,
  origin: string,
  control: Control,
  situation: Situation,
  run: number,
  outside: Set<string>,
  failureDir: string,
): Promise<Measurement> {
  const profile = profiles[control.profile];
  const url = `${origin}/${control.route.slice(1)}`;
  const context = await newVisitor(browser, control, situation, origin);
  const measurement: Measurement = {
    control: control.name,
    situation,
    run,
    firstResponseMs: null,
    rafTimestampMs: null,
    frames: null,
    pointerType: null,
    failure: null,
    screenshot: null,
  };
  let current: Page | undefined;
  try {
    if (situation === 'warm') {
      // The control used once on an earlier page of the visit, so that its code is cached.
      const earlier = await openTab(context, profile, outside);
      current = earlier.page;
      const priming = await touchOnce(earlier, control, url, false);
      if (priming.frameAt === null)
        throw new Error('Using the control once, to cache its code, showed nothing.');
      await earlier.network.quiet(idleQuietMs);
      await earlier.page.close();
    }
    const tab = await openTab(context, profile, outside);
    current = tab.page;
    const record = await touchOnce(tab, control, url, situation === 'first-visit');
    measurement.frames = record.frames;
    measurement.pointerType = record.pointerType;
    if (record.frameAt === null || record.ranAt === null) {
      measurement.failure = `no response within ${responseTimeoutMs / 1000} s of the touch`;
    } else {
      measurement.firstResponseMs = record.ranAt - record.pointerAt;
      measurement.rafTimestampMs = record.frameAt - record.pointerAt;
    }
  } catch (error) {
    measurement.failure =
      error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  if (measurement.failure && current && !current.isClosed()) {
    mkdirSync(failureDir, { recursive: true });
    const file = path.join(failureDir, `${control.name}-${situation}-${run}.png`);
    await current
      .screenshot({ path: file, timeout: 10_000 })
      .then(() => (measurement.screenshot = path.relative(repoRoot, file)))
      .catch(() => undefined);
  }
  await context.close();
  return measurement;
}

// ---------------------------------------------------------------------------------------------
// Report

export interface Summary {
  control: string;
  route: string;
  touch: Control['touch'];
  profile: ProfileName;
  situation: Situation;
  runs: number;
  failed: number;
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  /** The median by the frames' rAF timestamps (`rafTimestampMs`), for comparison. */
  rafTimestampMedianMs: number | null;
  /** Null for what follows a first response: reported, not held to a budget. */
  budgetMs: number | null;
  pass: boolean;
}

/** The median (the mean of the middle two of an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function summarise(control: Control, situation: Situation, measurements: Measurement[]): Summary {
  const own = measurements.filter((m) => m.control === control.name && m.situation === situation);
  const figures = own.flatMap((m) => (m.firstResponseMs === null ? [] : [m.firstResponseMs]));
  const failed = own.length - figures.length;
  const medianMs = median(figures);
  const budgetMs = control.followUp ? null : firstResponseBudgetsMs[situation];
  return {
    control: control.name,
    route: control.route,
    touch: control.touch,
    profile: control.profile,
    situation,
    runs: own.length,
    failed,
    medianMs,
    minMs: figures.length ? Math.min(...figures) : null,
    maxMs: figures.length ? Math.max(...figures) : null,
    rafTimestampMedianMs: median(own.flatMap((m) => (m.rafTimestampMs === null ? [] : [m.rafTimestampMs]))),
    budgetMs,
    pass: failed === 0 && medianMs !== null && (budgetMs === null || medianMs <= budgetMs),
  };
}

const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

function machine(chromiumVersion: string) {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromiumVersion,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

const loadText = (load: number[]) => load.map((l) => l.toFixed(1)).join(' / ');

const profileText = (name: ProfileName) => {
  const p = profiles[name];
  const rate = (bytes: number) =>
    `${Number(((bytes * 8) / 1024).toFixed(2))} Kbps (${Math.round(bytes).toLocaleString('en')} B/s)`;
  return `${p.viewport.width}×${p.viewport.height} at DPR ${p.deviceScaleFactor}, ${p.isMobile ? 'mobile' : 'not mobile'}, ${p.hasTouch ? 'touch' : 'mouse'}; CPU ${p.cpuSlowdown}× slower; latency ${p.latencyMs} ms, ${rate(p.downloadBytesPerSecond)} down, ${rate(p.uploadBytesPerSecond)} up (${p.source})`;
};

function markdown(
  summaries: Summary[],
  info: ReturnType<typeof machine>,
  meta: { date: string; runs: number; loadBefore: number[]; loadAfter: number[]; failedRuns: string[] },
): string {
  const rows = summaries.map(
    (s) =>
      `| ${s.control} | ${s.route} | ${s.touch}, ${s.profile} | ${s.situation} | ${ms(s.medianMs)} | ${s.minMs === null ? '–' : `${ms(s.minMs)}–${ms(s.maxMs)}`} | ${ms(s.rafTimestampMedianMs)} | ${s.failed ? `${s.failed} of ${s.runs}` : '–'} | ${s.budgetMs === null ? 'follows' : `≤ ${s.budgetMs}`} | ${s.pass ? 'pass' : '**FAIL**'} |`,
  );
  return `# Interaction benchmark

Generated by \`npm run bench:interaction\` (scripts/bench-interaction.ts) on ${meta.date}. How long
each interactive control takes to show its first visible response to the visitor's first touch,
on the built site served as GitHub Pages serves it (gzip, \`max-age=600\`), against the design's
"First response" budgets. Re-run it after changes to the islands, their directives or the
page's scripts, and commit this file with the change.

## Machine

| | |
| --- | --- |
| cores (\`nproc\`) | ${info.nproc} |
| CPU | ${info.cpu} |
| memory | ${info.memory} |
| Chromium | ${info.chromium} |
| Node | ${info.node} |
| OS | ${info.platform} |
| load average (1/5/15 min) before → after | ${loadText(meta.loadBefore)} → ${loadText(meta.loadAfter)} |

The machine is shared: a load average above the core count means other work ran alongside, and
the throttled CPU is then slower still (its slowdown multiplies this machine).

## How it is measured

- **Profiles**, from Lighthouse's constants, applied through the DevTools protocol to every tab
  before it navigates:
  - **mobile** (the taps): ${profileText('mobile')}.
  - **desktop** (the hover): ${profileText('desktop')}.
- **Situations**, ${meta.runs}× each, a fresh browser context every run:
${situations.map((s) => `  - **${s}**: ${situationNotes[s]}.`).join('\n')}
- **Idle**: the \`load\` event has fired and no request of the page has been in flight for
  ${idleQuietMs} ms (DevTools protocol network events), then two animation frames.
- **First response**: an init script takes the \`timeStamp\` of the first trusted \`pointerdown\`
  (\`pointerover\` for the hover) after the benchmark arms it, just before the touch (a Playwright
  \`tap()\` in a touch context, \`hover()\` on the desktop), then checks the control's response in
  every \`requestAnimationFrame\` callback. The figure is the moment the first callback that finds
  it began (\`performance.now()\`) minus the pointer event's \`timeStamp\`, both on the page's
  clock: that frame then paints. No response within ${responseTimeoutMs / 1000} s of page time is a failed run,
  not a figure.
- **The response**, per control: the menu and the screenshot viewer: their dialog open and laid
  out (the viewer, opened before its island wakes, shows a turning ring until the island fills it:
  the *viewer filled* row); the theme: \`data-theme\` on \`<html>\` changed; the preview: its image
  loaded, decoded and not transparent, the pointer having come over the page's heading first and
  rested there until the page was idle (a mouse crosses the page on its way to the list), timed
  from reaching the entry; the embed: its button busy (a turning ring), its frame or its loading
  note (the frame itself: the *embed frame* row); copy: the button's "Copied" (the toast that
  follows: the *copy toast* row). Rows marked "follows" are what comes after the first response:
  reported, not held to the budgets.
- **Why not the frame's rAF timestamp** (its own column): it is when the frame was due, and a
  long task (hydration, under the CPU slowdown) holds the frame back while the response comes
  within it. A check by hand with a MutationObserver on the theme's \`data-theme\` found the
  attribute changing within 11 ms before the callback that found it began, but up to 358 ms after
  that frame's rAF timestamp (see \`ProbeRecord\` in the script).
- Every https request (the embedded site) is answered locally with an empty page.

## Results

Milliseconds; the median of the runs counts.

| control | page | touch | situation | median | min–max | median by rAF timestamp | failed | budget | |
| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}
${meta.failedRuns.length ? `\nFailed measurements:\n\n${meta.failedRuns.map((f) => `- ${f}`).join('\n')}\n` : ''}`;
}

// ---------------------------------------------------------------------------------------------

const usage =
  'Usage: node scripts/bench-interaction.ts [--runs 3] [--control menu ...] [--situation cold ...] [--skip-build] [--out-dir dist-bench] [--json reports/interaction.json] [--out docs/benchmarks.md]';

/** The names asked for, each checked against the known ones; all of them when none was asked for. */
function chosen<T extends string>(asked: string[] | undefined, known: readonly T[], what: string): T[] {
  if (!asked?.length) return [...known];
  const unknown = asked.filter((name) => !known.includes(name as T));
  if (unknown.length)
    throw new Error(`No such ${what}: ${unknown.join(', ')}; there are ${known.join(', ')}.`);
  return known.filter((name) => asked.includes(name));
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      control: { type: 'string', multiple: true },
      situation: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      'out-dir': { type: 'string', default: 'dist-bench' },
      json: { type: 'string', default: 'reports/interaction.json' },
      out: { type: 'string', default: 'docs/benchmarks.md' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
  const controlNames = chosen(
    values.control,
    controls.map((c) => c.name),
    'control',
  );
  const measured = controls.filter((c) => controlNames.includes(c.name));
  const measuredSituations = chosen(values.situation, situations, 'situation');
  const outDir = path.resolve(repoRoot, values['out-dir']);
  const jsonFile = path.resolve(repoRoot, values.json);
  const docFile = path.resolve(repoRoot, values.out);
  mkdirSync(path.dirname(jsonFile), { recursive: true });

  // Served at the root, as a user site or custom domain is; serving first gives the build the
  // server's origin as its address, as once deployed.
  const server = await servePages(outDir, '/');
  let browser: Browser | undefined;
  try {
    if (!values['skip-build']) {
      console.log(
        `Building into ${path.relative(repoRoot, outDir)} (content ${fixtureContent}, site ${server.origin})`,
      );
      await buildSite({
        outDir,
        base: '/',
        site: server.origin,
        logFile: path.join(path.dirname(jsonFile), 'bench-interaction-build.log'),
        contentDir: fixtureContent,
      });
    } else if (!existsSync(outDir)) throw new Error(`--skip-build, but there is no build at ${outDir}.`);

    const loadBefore = os.loadavg();
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    browser = await chromium.launch({
      executablePath: findChromium(),
      // Any request that is not answered here and leaves 127.0.0.1 fails at once.
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    });
    const info = machine(browser.version());
    console.log(
      `First response, ${runs}× per control and situation, at ${server.url}; ${info.nproc} cores, load ${loadText(loadBefore)}, Chromium ${info.chromium}`,
    );
    console.log(`Idle: load fired, no request in flight for ${idleQuietMs} ms, then two frames.\n`);

    const outside = new Set<string>();
    const failureDir = path.join(path.dirname(jsonFile), 'interaction-failures');
    const measurements: Measurement[] = [];
    for (const control of measured) {
      for (const situation of measuredSituations) {
        for (let run = 1; run <= runs; run += 1) {
          const m = await measure(browser, server.origin, control, situation, run, outside, failureDir);
          measurements.push(m);
          console.log(
            m.failure
              ? `✗ ${control.name} ${situation} run ${run}/${runs}: ${m.failure}${m.screenshot ? ` (${m.screenshot})` : ''}`
              : `  ${control.name} ${situation} run ${run}/${runs}: ${ms(m.firstResponseMs)} ms (by the frame's rAF timestamp ${ms(m.rafTimestampMs)} ms; ${m.frames} frames)`,
          );
        }
      }
    }
    const loadAfter = os.loadavg();

    const summaries = measured.flatMap((control) =>
      measuredSituations.map((situation) => summarise(control, situation, measurements)),
    );
    const failedRuns = measurements
      .filter((m) => m.failure)
      .map((m) => `${m.control} ${m.situation} run ${m.run}: ${m.failure}`);
    const failures = [
      ...failedRuns,
      ...summaries
        .filter((s) => s.medianMs !== null && s.budgetMs !== null && s.medianMs > s.budgetMs)
        .map((s) => `${s.control} ${s.situation}: median ${ms(s.medianMs)} ms > ${s.budgetMs} ms`),
    ];
    const section = await formatMarkdown(
      markdown(summaries, info, {
        date,
        runs,
        loadBefore,
        loadAfter,
        failedRuns,
      }),
      docFile,
    );
    writeMarkedSection(docFile, interactionSection, section);
    const report = {
      generatedAt: date,
      machine: info,
      loadBefore,
      loadAfter,
      runsPerSituation: runs,
      budgetsMs: firstResponseBudgetsMs,
      idle: `load fired, no request in flight for ${idleQuietMs} ms, then two animation frames`,
      responseTimeoutMs,
      profiles,
      situations: situationNotes,
      controls: measured.map(({ name, route, profile, touch, subject, shown }) => ({
        name,
        route,
        profile,
        touch,
        subject,
        response: shown.name,
      })),
      measurements,
      summaries,
      outsideRequests: [...outside],
      failures,
    };
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${section}`);
    console.log(
      `Wrote ${path.relative(repoRoot, jsonFile)} and the ${interactionSection} section of ${path.relative(repoRoot, docFile)}.`,
    );
    if (outside.size) console.log(`Answered locally: ${[...outside].join(', ')}`);
    if (failures.length) {
      console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\n✓ Every control within its budget in every situation.');
  } finally {
    await browser?.close();
    await server.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
