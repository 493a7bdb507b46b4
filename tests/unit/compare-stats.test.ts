import { describe, expect, it } from 'vitest';
import { frameMs, leastChangeMs, metricsOf } from '../../scripts/lib/compare-samples.ts';
import {
  comparePairs,
  decisionRule,
  failsMoreThanChance,
  familyRule,
} from '../../scripts/lib/compare-stats.ts';
import { controls } from '../../scripts/lib/interaction-controls.ts';
import { scriptMetric } from '../../scripts/lib/interaction-probe.ts';

const base = [100, 104, 97, 102, 99, 101];
/** Each round's base sample beside the new version's, `by` ms slower, give or take a few. */
const pairs = (by: number, jitter = [1, -2, 0, 2, -1, 0]) =>
  base.map((b, i) => [b, b + by + jitter[i]!] as [number, number]);

describe("bench:compare's verdict on a metric, from paired samples", () => {
  it('is slower when the lower bound lies above the threshold, faster when the upper lies below minus it', () => {
    const slower = comparePairs(pairs(30));
    expect(slower.verdict).toBe('slower');
    expect(slower.difference).toBeCloseTo(30);
    expect(slower.interval[0]).toBeGreaterThan(slower.threshold);
    expect(comparePairs(pairs(-30)).verdict).toBe('faster');
  });

  it('rules a slow-down out when the upper bound lies below the threshold', () => {
    const same = comparePairs(pairs(1));
    expect(same.verdict).toBe('unchanged');
    expect(same.interval[1]).toBeLessThan(same.threshold);
    // Below the threshold, whether or not faster: not slower, yet.
    const wide = comparePairs(pairs(-5, [9, -12, 3, -9, 11, -2]));
    expect(wide.interval[1]).toBeLessThan(wide.threshold);
    expect(wide.interval[0]).toBeLessThan(-wide.threshold);
    expect(wide.verdict).toBe('not slower');
  });

  it('stays open while the upper bound reaches the threshold, or before enough pairs', () => {
    const noisy = comparePairs(pairs(0, [60, -10, 40, -5, 30, 0]));
    expect(noisy.verdict).toBe('open');
    expect(noisy.interval[1]).toBeGreaterThanOrEqual(noisy.threshold);
    const few = comparePairs(pairs(50).slice(0, decisionRule.minPairs - 1));
    expect(few).toMatchObject({ verdict: 'open', more: 1 });
  });

  it('pairs each round: a host that slows both versions alike from round to round leaves the difference clear', () => {
    // Rounds on a host whose load swings by 150 ms, the new version 30 ms slower in each.
    const drifting = [100, 250, 120, 230, 110, 240].map((b, i) => [b, b + 30 + (i % 2)] as [number, number]);
    expect(comparePairs(drifting, familyRule(72)).verdict).toBe('slower');
  });

  it('says how many more rounds would likely settle an open metric, or that none would', () => {
    const jitter = [20, -15, 25, -20, 10, -20];
    const open = comparePairs(pairs(0, jitter), familyRule(72));
    expect(open.verdict).toBe('open');
    expect(open.more).toBeGreaterThan(0);
    // As many more rounds of the same differences settle it.
    const repeated = Array.from({ length: Math.ceil(open.more / 6) + 1 }, () => pairs(0, jitter)).flat();
    expect(comparePairs(repeated, familyRule(72)).verdict).not.toBe('open');
    // A difference at the threshold (10 % of 100.5 ms) is out of reach.
    expect(comparePairs(pairs(10, jitter)).more).toBeGreaterThan(100_000);
  });

  it('holds a change to both the share of the mean and the least milliseconds', () => {
    // 8 ms on a 100 ms mean is beyond 5 ms but within 10 %: not slower, however sure.
    expect(comparePairs(pairs(8)).verdict).not.toBe('slower');
    // 4 ms on a 20 ms mean is 20 %, but under 5 ms.
    const small = [20, 20.5, 19.5, 20, 20.2, 19.8];
    expect(comparePairs(small.map((v) => [v, v + 4])).verdict).not.toBe('slower');
    expect(comparePairs(small.map((v) => [v, v + 8])).verdict).toBe('slower');
  });

  it("holds each of a run's metrics to the run's confidence as a whole (Bonferroni)", () => {
    // 16 ms slower, give or take 4: beyond the 10 ms threshold at 95 %, not at 1 − 0.05/72.
    const sameCode = pairs(16, [0, -4, 6, -2, 4, -6]);
    expect(comparePairs(sameCode).verdict).toBe('slower');
    expect(comparePairs(sameCode, familyRule(72)).verdict).toBe('open');
    // A change the size of the deliberate busy loop (30 ms) is still slower beyond doubt.
    expect(comparePairs(pairs(30), familyRule(72)).verdict).toBe('slower');
  });

  it('rules a slow-down out at 95 % for each metric: the run says "not slower" only when every metric does', () => {
    // The same code, give or take 7 ms: its upper bound at 95 % is under the 10 ms threshold; at
    // 1 − 0.05/72 (Bonferroni, where a claim of slower is held) it would not be.
    const sameCode = pairs(0, [6, -6, 5, -5, 7, -7]);
    const judged = comparePairs(sameCode, familyRule(72));
    expect(judged.verdict).toBe('unchanged');
    expect(judged.interval[1]).toBeLessThan(judged.threshold);
    // Its lower bound is the run's: wider than its upper.
    expect(-judged.interval[0]!).toBeGreaterThan(judged.threshold);
    expect(comparePairs(sameCode, familyRule(1)).interval[0]).toBeCloseTo(-judged.interval[1]!);
  });

  it("needs a frame's change of a response, LCP or INP, and 5 ms of the main thread's work", () => {
    // A 40 ms tap, 8 ms slower in every pair: past 10 % and 5 ms, but under a frame.
    const eightSlower = [40, 41, 39, 40, 42, 40].map((v) => [v, v + 8] as [number, number]);
    const judged = (metric: string) =>
      comparePairs(eightSlower, { ...decisionRule, minMs: leastChangeMs(metric) }).verdict;
    const tap = { control: controls.find((c) => c.touch === 'tap')!, situation: 'cold' as const };
    const [framed, work] = [
      metricsOf(tap).filter((m) => m !== scriptMetric),
      [scriptMetric, ...metricsOf({ route: '/' }).filter((m) => m !== 'LCP')],
    ];
    expect(framed).toContain('INP');
    for (const metric of [...framed, 'LCP']) expect([metric, judged(metric)]).toEqual([metric, 'unchanged']);
    for (const metric of work) expect([metric, judged(metric)]).toEqual([metric, 'slower']);
    expect(frameMs).toBeCloseTo(16.67, 2);
  });

  it('takes identical differences as exact', () => {
    expect(comparePairs(base.map((b) => [b, b + 20]))).toMatchObject({
      verdict: 'slower',
      interval: [20, 20],
    });
  });
});

describe("bench:compare's verdict on a control's failed samples", () => {
  it("says broken only when the new version's share of the misses is beyond chance, at the run's level", () => {
    // A full run of 28 cases: the probe's misses, 3 on the new side and none on the base's, are chance.
    const alpha = decisionRule.alpha / 28;
    expect(failsMoreThanChance(3, 0, alpha)).toBe(false);
    expect(failsMoreThanChance(9, 0, alpha)).toBe(false);
    // A control that fails every sample is broken from its tenth round.
    expect(failsMoreThanChance(10, 0, alpha)).toBe(true);
    // One case alone: from five.
    expect(failsMoreThanChance(4, 0, decisionRule.alpha)).toBe(false);
    expect(failsMoreThanChance(5, 0, decisionRule.alpha)).toBe(true);
    expect(failsMoreThanChance(6, 2, decisionRule.alpha)).toBe(false);
    expect(failsMoreThanChance(0, 0, decisionRule.alpha)).toBe(false);
    expect(failsMoreThanChance(0, 5, decisionRule.alpha)).toBe(false);
  });
});
