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
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import type { Control, Look } from './interaction-controls.ts';
import { onPageMarks, type Tab } from './throttled-tab.ts';

/**
 * The main thread's script time from the touch to the frame that shows the first response
 * (Chromium's `ScriptDuration`, read as the probe marks both moments). It varies far less than the
 * response's own time, which also holds the restyle and paint of a throttled page and the wait for
 * a frame: the theme's tap read ±7 ms from pair to pair here, its first response ±27 ms, on a quiet
 * host. So a slower script behind a control is found in a few rounds, even on a busy host.
 */
export const scriptMetric = 'script to first response';
/** The probe's marks (`console.timeStamp`) of the touch and of the frame that shows the first response. */
const marks = { touched: 'probe: touched', responded: 'probe: first response' } as const;

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
  {
    event,
    subjects,
    timeoutMs,
    marks,
  }: { event: string; subjects: string[]; timeoutMs: number; marks: { touched: string; responded: string } },
  looks: Look[],
  webVitals: typeof WebVitals,
): void {
  let [armed, touched] = [false, false];
  let before: ReturnType<Look>[] = [];
  let inp: number | null = null;
  const record = Promise.withResolvers<ProbeRecord>();
  // The touch's interaction as the Event Timing API times it, once its click has come: the longest
  // of its events, which is what web-vitals reports as the INP of a page's one interaction.
  const clickTimed = Promise.withResolvers<number>();
  const touchEvents: PerformanceEventTiming[] = [];
  // 16 ms, the Event Timing API's least, so that every event of a short interaction counts too.
  webVitals.onINP(({ value }) => (inp = value), { reportAllChanges: true, durationThreshold: 16 });
  // A tap's click is timed a frame after its pointerdown and pointerup, and often takes longest.
  new PerformanceObserver((list) => {
    if (!touched) return;
    touchEvents.push(...(list.getEntries() as PerformanceEventTiming[]));
    const click = touchEvents.find((e) => e.name === 'click' && e.interactionId);
    if (click)
      clickTimed.resolve(
        Math.max(
          ...touchEvents.filter((e) => e.interactionId === click.interactionId).map((e) => e.duration),
        ),
      );
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  // Captured on window before the page's own listeners: an init script runs first.
  const onPointer = (pointer: Event) => {
    if (!armed || !pointer.isTrusted) return;
    [armed, touched] = [false, true];
    console.timeStamp(marks.touched);
    const found: ProbeRecord['found'] = looks.map(() => null);
    const frame = () => {
      const ranAt = performance.now();
      looks.forEach((look, i) => {
        if (found[i] || look(subjects[i] ?? '') === before[i]) return;
        found[i] = ranAt;
        if (i === 0) console.timeStamp(marks.responded);
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
  // INP once web-vitals has the click's interaction too. It reads the entries in an idle callback of
  // its own, which an idle callback here did not always follow: so its value is polled for. A click
  // quicker than 16 ms has no entry: what web-vitals has by then is the interaction's INP.
  const inpWithin = (ms: number) => {
    const deadline = performance.now() + ms;
    const caughtUp = (latency: number): Promise<number | null> =>
      (inp !== null && inp >= latency) || performance.now() >= deadline
        ? Promise.resolve(inp)
        : new Promise((next) => setTimeout(next, 20)).then(() => caughtUp(latency));
    return Promise.race([clickTimed.promise, new Promise<number>((done) => setTimeout(done, ms, 0))]).then(
      caughtUp,
    );
  };
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
  const settings = JSON.stringify({ event, subjects, timeoutMs: responseTimeoutMs, marks });
  const looks = control.responses.map((response) => response.look.toString()).join(', ');
  // The IIFE build declares `webVitals` in the script it runs in.
  return `${readFileSync(webVitalsBuild, 'utf8')}\n(${installProbe.toString()})(${settings}, [${looks}], webVitals);`;
}

/** In the page: every file of its island code, which it fetches one idle moment at a time, has arrived. */
function islandCodeArrived(id: string): boolean {
  const urls = JSON.parse(document.getElementById(id)?.textContent || '[]') as string[];
  const arrived = (url: string) => performance.getEntriesByName(new URL(url, location.href).href).length > 0;
  return urls.every(arrived);
}

/** A first visit's page shows the splash. */
type Visit = { splash: boolean };

/**
 * On the control's page, loaded in `tab`: lets the splash end when it shows, brings the control into
 * view (scrolling, not touching), and waits for idle (its island code fetched, however long a busy
 * host delays the idle moments that fetch it, and no request for a while): the page is ready for `touch`.
 */
export async function prepareTouch(tab: Tab, control: Control, { splash }: Visit) {
  const { page, quiet } = tab;
  if (splash) {
    const shows = (marker: string) => document.documentElement.hasAttribute(marker);
    if (!(await page.evaluate(shows, rootAttributes.splash)))
      throw new Error('No splash showed on a first visit.');
    // Gone: its island's end, or its CSS fail-safe's cut.
    await page.locator(`#${splashScreenId}`).waitFor({ state: 'hidden', timeout: 60_000 });
  }
  await control.target(page).scrollIntoViewIfNeeded({ timeout: 60_000 });
  await control.approach?.(page).hover({ timeout: 60_000 });
  await page.waitForFunction(islandCodeArrived, islandCodeId, { polling: 100, timeout: 60_000 });
  await quiet(idleQuietMs);
}

/**
 * Touches the control once on a page `prepareTouch` made ready (still idle: checked again), the
 * probe armed two frames before: each response's time from the pointer event, the script time to
 * the first (`scriptMetric`), and a tap's INP (INP counts taps, clicks and key presses), by the
 * names bench:compare reports them under.
 */
export async function touch(tab: Tab, control: Control): Promise<Record<string, number>> {
  const script = await scriptBetweenMarks(tab);
  try {
    return await touchOnce(tab, control, script.read);
  } finally {
    script.stop();
  }
}

/** The probe's two marks, listened for from now: `read()` waits for both and gives the script time between. */
async function scriptBetweenMarks(tab: Tab) {
  const scriptAt = new Map<string, number>();
  const bothMarked = Promise.withResolvers<void>();
  const stop = await onPageMarks(tab, (title, counters) => {
    scriptAt.set(title, counters.ScriptDuration ?? Number.NaN);
    if (scriptAt.has(marks.touched) && scriptAt.has(marks.responded)) bothMarked.resolve();
  });
  const read = async () => {
    // Both marks are made by the time the response is found; their counters follow over the protocol.
    const late = setTimeout(
      () => bothMarked.reject(new Error('The probe marked no touch or response.')),
      5_000,
    );
    await bothMarked.promise.finally(() => clearTimeout(late));
    return scriptAt.get(marks.responded)! - scriptAt.get(marks.touched)!;
  };
  return { read, stop };
}

/** `touch` itself, reading the script time through `scriptTime` once the responses are found. */
async function touchOnce(
  { page, quiet }: Tab,
  control: Control,
  scriptTime: () => Promise<number>,
): Promise<Record<string, number>> {
  const probe = <T>(call: string) => page.evaluate(`window.responseProbe.${call}`) as Promise<T>;
  await quiet(idleQuietMs);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // At the control's middle, found now: Playwright's own tap and hover wait for frames to hold the
  // control still, slowly on a throttled page, which `prepareTouch` made sure of.
  const box = await control.target(page).boundingBox({ timeout: responseTimeoutMs });
  if (!box) throw new Error('The control is not shown.');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await probe('arm()');
  await (control.touch === 'tap' ? page.touchscreen.tap(x, y) : page.mouse.move(x, y));
  // The page gives up at its own timeout; this one catches a page that stopped drawing frames.
  const late = new Promise<null>((resolve) => setTimeout(resolve, responseTimeoutMs + 5_000, null).unref());
  const record = await Promise.race([probe<ProbeRecord>('record'), late]);
  if (!record)
    throw new Error((await probe('touched()')) ? 'No frame came after the touch.' : 'No touch came.');
  const sample: Record<string, number> = {};
  for (const [i, { name = 'first response' }] of control.responses.entries()) {
    const found = record.found[i];
    if (!found) throw new Error(`no ${name} within ${responseTimeoutMs / 1000} s`);
    sample[name] = found - record.pointerAt;
  }
  sample[scriptMetric] = await scriptTime();
  if (control.touch === 'hover') return sample;
  const inp = await probe<number | null>(`inpWithin(${inpWaitMs})`);
  if (inp === null) throw new Error(`web-vitals reported no INP within ${inpWaitMs / 1000} s`);
  return { ...sample, INP: inp };
}
