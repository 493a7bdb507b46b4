/**
 * The first touch on a control, as scripts/bench-compare.ts takes it: the responses, looked for
 * in every animation frame by a probe in the page, and the touch's Interaction to Next Paint from
 * web-vitals, both installed before the page's own scripts.
 * web-vitals cannot time a response: INP ends at the first paint after the event handlers, and a
 * response can show frames later (an image decoded, an island awake).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as WebVitals from 'web-vitals';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import type { Control, Look } from './interaction-controls.ts';
import type { ThrottledTab } from './throttled-tab.ts';

/** The probe's waits, written whole into the benchmark's JSON beside its figures. */
export const probeSettings = {
  /** A response that shows nothing by then (page time after the touch) failed. */
  responseTimeoutMs: 10_000,
  /** Idle: the load event has fired and no request has been in flight for this long, then two frames. */
  idleQuietMs: 500,
  /** How long a tap's click may take to reach web-vitals after the responses (under 16 ms it never does). */
  inpWaitMs: 5_000,
};
const { responseTimeoutMs, idleQuietMs, inpWaitMs } = probeSettings;

/**
 * One touch, on the page's clock: the pointer event's `timeStamp`, and for each response
 * `performance.now()` as the first frame callback that found it began; null: not within the timeout.
 * Not the frame's rAF timestamp: that is when the frame was due, and a long task (an island waking)
 * can hold the frame back while the response comes within it.
 */
type ProbeRecord = { pointerAt: number; found: (number | null)[] };

/** In the page, from an init script: it travels as source, so it uses only its arguments. */
function installProbe(
  { event, subjects, timeoutMs }: { event: string; subjects: string[]; timeoutMs: number },
  looks: Look[],
  webVitals: typeof WebVitals,
): void {
  let [armed, touched] = [false, false];
  let before: ReturnType<Look>[] = [];
  let inp: number | null = null;
  const [record, clickSeen] = [Promise.withResolvers<ProbeRecord>(), Promise.withResolvers<void>()];
  // 16 ms, the Event Timing API's least, so that every event of a short interaction counts too.
  webVitals.onINP(({ value }) => (inp = value), { reportAllChanges: true, durationThreshold: 16 });
  // A tap's click is timed a frame after its pointerdown and pointerup, and often takes longest:
  // INP is read once web-vitals has it too (it reads entries in an idle callback, before this one).
  new PerformanceObserver((list) => {
    if (touched && list.getEntries().some((e) => e.name === 'click'))
      requestIdleCallback(() => clickSeen.resolve());
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  // Captured on window before the page's own listeners: an init script runs first.
  const onPointer = (pointer: Event) => {
    if (!armed || !pointer.isTrusted) return;
    [armed, touched] = [false, true];
    const found: ProbeRecord['found'] = looks.map(() => null);
    const frame = () => {
      const ranAt = performance.now();
      looks.forEach((look, i) => {
        if (!found[i] && look(subjects[i] ?? '') !== before[i]) found[i] = ranAt;
      });
      if (found.every(Boolean) || ranAt - pointer.timeStamp > timeoutMs)
        record.resolve({ pointerAt: pointer.timeStamp, found });
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener(event, onPointer, { capture: true });
  const arm = () => {
    before = looks.map((look, i) => look(subjects[i] ?? ''));
    armed = true;
  };
  // A click quicker than 16 ms has no entry: what web-vitals has by then is the interaction's INP.
  const inpWithin = (ms: number) =>
    Promise.race([clickSeen.promise, new Promise((done) => setTimeout(done, ms))]).then(() => inp);
  const responseProbe = { arm, touched: () => touched, record: record.promise, inpWithin };
  Object.assign(window, { responseProbe });
}

const webVitalsBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
  'web-vitals.iife.js',
);

/** The init script that installs web-vitals and the probe for `control` in every document of a context. */
export function probeScript(control: Control): string {
  const event = control.touch === 'tap' ? 'pointerdown' : 'pointerover';
  const subjects = control.responses.map((r) => r.subject);
  const settings = JSON.stringify({ event, subjects, timeoutMs: responseTimeoutMs });
  const looks = control.responses.map((response) => response.look.toString()).join(', ');
  // The IIFE build declares `webVitals` in the script it runs in.
  return `${readFileSync(webVitalsBuild, 'utf8')}\n(${installProbe.toString()})(${settings}, [${looks}], webVitals);`;
}

/** A first visit's page shows the splash. */
type Visit = { splash: boolean };

/**
 * Opens the control's page at `origin` in `tab`, lets the splash end when it shows, brings the
 * control into view (scrolling, not touching), and waits for idle: the page is ready for `touch`.
 */
export async function prepareTouch(tab: ThrottledTab, control: Control, origin: string, { splash }: Visit) {
  const { page, quiet } = tab;
  await page.goto(`${origin}${control.route}`, { waitUntil: 'load', timeout: 60_000 });
  if (splash) {
    const shows = (marker: string) => document.documentElement.hasAttribute(marker);
    if (!(await page.evaluate(shows, rootAttributes.splash)))
      throw new Error('No splash showed on a first visit.');
    // Gone: its island's end, or its CSS fail-safe's cut.
    await page.locator(`#${splashScreenId}`).waitFor({ state: 'hidden', timeout: 60_000 });
  }
  await control.target(page).scrollIntoViewIfNeeded({ timeout: responseTimeoutMs });
  await control.approach?.(page).hover({ timeout: responseTimeoutMs });
  await quiet(idleQuietMs);
}

/**
 * Touches the control once on a page `prepareTouch` made ready (still idle: checked again), the
 * probe armed two frames before: its record, and its INP (a tap's only: INP counts taps, clicks and
 * key presses).
 */
export async function touch(tab: ThrottledTab, control: Control) {
  const { page, quiet } = tab;
  const probe = <T>(call: string) => page.evaluate(`window.responseProbe.${call}`) as Promise<T>;
  await quiet(idleQuietMs);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await probe('arm()');
  await control.target(page)[control.touch]({ timeout: responseTimeoutMs });
  // The page gives up at its own timeout; this one catches a page that stopped drawing frames.
  const late = new Promise<null>((resolve) => setTimeout(resolve, responseTimeoutMs + 5_000, null).unref());
  const record = await Promise.race([probe<ProbeRecord>('record'), late]);
  if (!record)
    throw new Error((await probe('touched()')) ? 'No frame came after the touch.' : 'No touch came.');
  const inp =
    control.touch === 'tap' && record.found[0] ? await probe<number | null>(`inpWithin(${inpWaitMs})`) : null;
  return { record, inp };
}
