/**
 * The CPU slowdown that makes this host stand for Lighthouse's phone, from the host's benchmark
 * index, as GoogleChrome/lighthouse docs/throttling.md ("Calibrating the CPU slowdown") describes
 * through the calculator it links: 4× at an index of 1,533, less on a slower host, more on a faster
 * one; below 150 no slowdown can. No package exports the calculator, so its three lines are here. The
 * index is Lighthouse's own page function, by its internal path: if that moves, the import fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

/** The host's benchmark index as Lighthouse measures it, once, in `blankTab`. */
export const hostIndex = async (blankTab: Page) =>
  (await blankTab.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)) as number;

// The two verdicts on a host, as the first words of the reasons below.
const starved = 'host starved';
const fasterThanCalibrated = 'host faster than calibrated';

/** Below this index the host is no faster than the phone: it is starved. */
export const leastBenchmarkIndex = 150;

// From the calculator: at `from` and above, `slowdown + (index - from) / perStep`, ± width / 2.
const segments = [
  { from: 1300, slowdown: 3, perStep: 233, width: (s: number, over: number) => Math.max(over, 1.5, s * 0.3) },
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

/** Over this share of the CPU time a run wanted going to other machines, the run measured them. */
export const mostStolenShare = 0.1;
/** Tries per run: the first, and twice more while the host cannot stand for the phone in it. */
export const triesPerRun = 3;

/**
 * Counts the CPU time the hypervisor gives other machines while this one wants it ("steal", proc(5)),
 * which the index read before a run misses: the function returned gives its share of the time wanted
 * since (0 without /proc/stat). By hand: os.cpus() has no steal; systeminformation mixes units.
 */
export function stolenShare() {
  // Its first line: cpu user nice system idle iowait irq softirq steal. Wanted: all but idle and iowait.
  const read = () => (existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split(/\s+/, 9) : []);
  const start = read().map(Number);
  return () => {
    const since = read().map((n, i) => Number(n) - start[i]!);
    const wanted = [1, 2, 3, 6, 7, 8].reduce((sum, i) => sum + (since[i] ?? 0), 0);
    return (since[8] ?? 0) / Math.max(1, wanted);
  };
}

/** Why other machines starved a run, over `mostStolenShare` of the CPU it wanted gone to them; '' if not. */
export const stealVerdict = (stolen: number) =>
  stolen > mostStolenShare
    ? `${starved}: ${Math.round(stolen * 100)} % of the CPU wanted went elsewhere`
    : '';

/**
 * Why a host of `benchmarkIndex` could not stand for the phone at the `slowdown` a run used ("host
 * starved": too slow for it, or too much of its CPU went to other machines during the run; or faster
 * than it was calibrated for); '' when it could.
 */
export function hostVerdict(benchmarkIndex: number, slowdown: number, stolen = 0): string {
  const [calibration, index] = [calibrate(benchmarkIndex), Math.round(benchmarkIndex).toLocaleString('en')];
  if (!calibration) return `${starved}: index ${index}, needs ${leastBenchmarkIndex}`;
  const calls = `index ${index} calls for ${calibration.slowdown.toFixed(1)}×, not ${slowdown.toFixed(1)}×`;
  if (slowdown > calibration.range[1]) return `${starved}: ${calls}`;
  if (slowdown < calibration.range[0]) return `${fasterThanCalibrated}: ${calls}`;
  return stealVerdict(stolen);
}

/** A verdict that the run says nothing of the site's timings. */
export const isStarved = (verdict: string) => verdict.startsWith(starved);

/** What a run that broke timing budgets, and the run of its page's plain copy, tell of the host. */
interface ControlledRun {
  /** The run's verdict on the host: '' (none) or one of `hostVerdict`'s. */
  host: string;
  cpuSlowdown: number;
  /** The budgets the run broke, each named by its first word ("TBT 60 ms > 50 ms"). */
  timingFailures: readonly string[];
}

/**
 * Whether a run needs the control of its page's plain copy (its content with none of the site) at
 * the same slowdown before its failures count: it broke a timing budget on a host its index did not
 * already set aside. A host faster than calibrated counts too: its slowdown was gentler than the
 * index calls for, and content that breaks a budget even there would break it at the right one.
 */
export const needsControl = (run: ControlledRun) =>
  run.timingFailures.length > 0 && (run.host === '' || run.host.startsWith(fasterThanCalibrated));

/**
 * The run's verdict once its plain copy ran: the host's (`isStarved`) when the copy broke every
 * budget the run broke, since the host could not show even the content within them, whatever a
 * site did; else the run's own verdict, and its failures are the site's.
 */
export function controlVerdict(run: ControlledRun, copyFailures: readonly string[]): string {
  const budgetOf = (failure: string) => failure.split(' ')[0];
  const alsoBroken = run.timingFailures.every((f) => copyFailures.some((c) => budgetOf(c) === budgetOf(f)));
  if (!alsoBroken) return run.host;
  const gentler = run.host ? ` (${run.host.slice(fasterThanCalibrated.length + 2)})` : '';
  return `${starved}: at ${run.cpuSlowdown.toFixed(1)}×${gentler} the page's content alone, as plain HTML, broke ${copyFailures.join(', ')}`;
}
