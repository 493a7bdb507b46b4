/**
 * In the page: the responses to a touch, looked for in every animation frame, and the touch's
 * Interaction to Next Paint with its three parts from web-vitals' attribution build, installed before
 * the page's own scripts. web-vitals cannot time a response: INP ends at the first paint after the
 * event handlers, and a response can show frames later (an image decoded, an island awake).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type * as WebVitals from 'web-vitals/attribution';
import type { Control, Look } from './interaction-controls.ts';

export interface Inp {
  valueMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/**
 * One touch, on the page's clock: the pointer event's `timeStamp`, and for each response the first
 * frame callback that found it: `performance.now()` as it began (when that frame's work ran, the
 * figure the budgets hold) and its rAF timestamp (when the frame was due); null: not within the
 * timeout. A long task (hydration, under the CPU slowdown) holds a frame back, and a response can
 * come within it: a MutationObserver on the theme's `data-theme` (9 runs, 4× CPU) saw it change
 * 0.1–11 ms before the callback that found it began, but 23–358 ms after its rAF timestamp.
 */
export interface ProbeRecord {
  pointerAt: number;
  found: ({ ranAt: number; frameAt: number } | null)[];
}

type Probe = { arm: () => void; touched: () => boolean; record: Promise<ProbeRecord>; inp: Promise<Inp> };
type ProbeWindow = { responseProbe: Probe };

/** In the page, from an init script: it travels as source, so it uses only its arguments. */
function installProbe(
  { event, subjects, timeoutMs }: { event: string; subjects: string[]; timeoutMs: number },
  looks: Look[],
  webVitals: typeof WebVitals,
): void {
  let [armed, touched] = [false, false];
  let before: ReturnType<Look>[] = [];
  let settle: (record: ProbeRecord) => void = () => {};
  let reportInp: (inp: Inp) => void = () => {};
  const record = new Promise<ProbeRecord>((resolve) => (settle = resolve));
  const inp = new Promise<Inp>((resolve) => (reportInp = resolve));
  // 16 ms, the Event Timing API's least, so that every event of a short interaction counts too.
  webVitals.onINP(
    ({ value, attribution: a }) =>
      reportInp({
        valueMs: value,
        inputDelayMs: a.inputDelay,
        processingMs: a.processingDuration,
        presentationMs: a.presentationDelay,
      }),
    { reportAllChanges: true, durationThreshold: 16 },
  );
  // Captured on window before the page's own listeners: an init script runs first.
  const onPointer = (pointer: Event) => {
    if (!armed || !pointer.isTrusted) return;
    [armed, touched] = [false, true];
    const found: ProbeRecord['found'] = looks.map(() => null);
    const frame = (frameAt: number) => {
      const ranAt = performance.now();
      looks.forEach((look, i) => {
        if (!found[i] && look(subjects[i] ?? '') !== before[i]) found[i] = { ranAt, frameAt };
      });
      if (found.every(Boolean) || ranAt - pointer.timeStamp > timeoutMs)
        settle({ pointerAt: pointer.timeStamp, found });
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener(event, onPointer, { capture: true });
  const arm = () => {
    before = looks.map((look, i) => look(subjects[i] ?? ''));
    armed = true;
  };
  (window as unknown as ProbeWindow).responseProbe = { arm, touched: () => touched, record, inp };
}

const webVitalsBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

/** The init script that installs web-vitals and the probe for `control` in every document of a context. */
export function probeScript(control: Control, timeoutMs: number): string {
  const event = control.touch === 'tap' ? 'pointerdown' : 'pointerover';
  const settings = JSON.stringify({ event, subjects: control.responses.map((r) => r.subject), timeoutMs });
  const looks = control.responses.map((response) => response.look.toString()).join(', ');
  // The IIFE build declares `webVitals` in the script it runs in.
  return `${readFileSync(webVitalsBuild, 'utf8')}\n(${installProbe.toString()})(${settings}, [${looks}], webVitals);`;
}

/** The probe of the page in `page`, seen from here (each function runs in the page). */
export const probeOf = (page: Page) => ({
  arm: () => page.evaluate(() => (window as unknown as ProbeWindow).responseProbe.arm()),
  touched: () => page.evaluate(() => (window as unknown as ProbeWindow).responseProbe.touched()),
  record: () => page.evaluate(() => (window as unknown as ProbeWindow).responseProbe.record),
  /** The touch's INP once web-vitals reports it; null when it has not within `waitMs`. */
  inp: (waitMs: number) =>
    page.evaluate(
      (ms) =>
        Promise.race([
          (window as unknown as ProbeWindow).responseProbe.inp,
          new Promise<null>((resolve) => setTimeout(resolve, ms, null)),
        ]),
      waitMs,
    ),
});
