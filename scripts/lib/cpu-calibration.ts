/**
 * The CPU slowdown that makes this host stand for Lighthouse's phone, from the host's benchmark
 * index, as GoogleChrome/lighthouse docs/throttling.md ("Calibrating the CPU slowdown") describes
 * through the calculator it links: 4× at an index of 1,533, less on a slower host, more on a faster
 * one; below 150 no slowdown can. No package exports the calculator, so its three lines are here. The
 * index is Lighthouse's own page function, by its internal path: if that moves, the import fails.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

/** The host's benchmark index as Lighthouse measures it, once, in `blankTab`. */
export const hostIndex = async (blankTab: Page) =>
  (await blankTab.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)) as number;

/** Below this index the host is no faster than the phone: it is starved. */
export const leastBenchmarkIndex = 150;

// From the calculator: at `from` and above, `slowdown + (index - from) / perStep`, ± width / 2.
const segments = [
  {
    from: 1300,
    slowdown: 3,
    perStep: 233,
    width: (s: number, excess: number) => Math.max(excess, 1.5, s * 0.3),
  },
  { from: 800, slowdown: 2, perStep: 500, width: () => 1.5 },
  { from: leastBenchmarkIndex, slowdown: 1, perStep: 650, width: () => 0.5 },
];

/** The calibrated slowdown for a benchmark index and the range the calculator allows; undefined: host starved. */
export function calibrate(benchmarkIndex: number) {
  const segment = segments.find(({ from }) => benchmarkIndex >= from);
  if (!segment) return undefined;
  const excess = (benchmarkIndex - segment.from) / segment.perStep;
  const slowdown = segment.slowdown + excess;
  const half = segment.width(slowdown, excess) / 2;
  return { slowdown, range: [slowdown - half, slowdown + half] as const };
}

/** The benchmark index for which `slowdown` is the calibrated one. */
export function indexFor(slowdown: number): number {
  const segment = segments.find((s) => slowdown >= s.slowdown) ?? segments.at(-1)!;
  return segment.from + (slowdown - segment.slowdown) * segment.perStep;
}

/**
 * Why a host of `benchmarkIndex` could not stand for the phone at the `slowdown` a run used ("host
 * starved": too slow for it; or faster than it was calibrated for); '' when it could.
 */
export function hostVerdict(benchmarkIndex: number, slowdown: number): string {
  const calibration = calibrate(benchmarkIndex);
  const [index, used] = [Math.round(benchmarkIndex).toLocaleString('en'), `${slowdown.toFixed(1)}×`];
  if (!calibration) return `host starved: index ${index}, needs ${leastBenchmarkIndex}`;
  if (slowdown > calibration.range[1])
    return `host starved: index ${index}, needs ${Math.round(indexFor(slowdown)).toLocaleString('en')} for ${used}`;
  if (slowdown < calibration.range[0])
    return `host faster than calibrated: index ${index} calls for ${calibration.slowdown.toFixed(1)}×, not ${used}`;
  return '';
}
