import { describe, expect, it } from 'vitest';
import { mainThreadBusy, type TraceEvent } from '../../scripts/lib/load-probe.ts';

// A made-up trace in Chromium's Trace Event Format, times in microseconds: a renderer (pid 2) whose
// main thread (tid 7) runs tasks around its first contentful paint (at 10 ms) and load (at 20 ms).
const frame = 'F1';
const task = (ts: number, dur: number, tid = 7, pid = 2): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
});
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 2, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 8, ts: 0, args: { name: 'Compositor' } },
  task(500, 400), // before the navigation: not counted
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 2,
    tid: 7,
    ts: 1_000,
    args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
  },
  task(2_000, 3_000),
  task(2_500, 1_000), // nested in the task before: counted once
  task(6_000, 2_000, 8), // another thread
  task(6_000, 2_000, 7, 3), // another process (an embedded page)
  task(9_000, 2_000), // across the first paint: 1 ms before it
  { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 7, ts: 10_000, args: { frame } },
  task(15_000, 4_000),
  { name: 'loadEventEnd', ph: 'R', pid: 2, tid: 7, ts: 20_000, args: { frame } },
  task(25_000, 5_000), // after the load
];

describe('main-thread busy time from a trace', () => {
  it("sums the main thread's top-level tasks of the navigated renderer up to the first paint and the load", () => {
    expect(mainThreadBusy(events)).toEqual({ toFcpMs: 4, toLoadMs: 9 });
  });

  it('names what a trace lacks', () => {
    expect(() => mainThreadBusy(events.filter((e) => e.name !== 'navigationStart'))).toThrow(/no navigation/);
    expect(() => mainThreadBusy(events.filter((e) => e.name !== 'loadEventEnd'))).toThrow(/load event/);
  });
});
