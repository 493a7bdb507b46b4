import { describe, expect, it } from 'vitest';
import { compareSamples, decisionRule, familyRule } from '../../scripts/lib/compare-stats.ts';

const base = [100, 104, 97, 102, 99, 101];
const shifted = (by: number) => base.map((value) => value + by);

describe("bench:compare's verdict on a metric", () => {
  it('is slower when the whole interval lies above the threshold, faster when below it', () => {
    const slower = compareSamples(base, shifted(30));
    expect(slower.verdict).toBe('slower');
    expect(slower.difference).toBeCloseTo(30);
    expect(slower.interval[0]).toBeGreaterThan(slower.threshold);
    expect(compareSamples(base, shifted(-30)).verdict).toBe('faster');
  });

  it('is unchanged when the whole interval lies within the threshold', () => {
    const same = compareSamples(base, shifted(1));
    expect(same.verdict).toBe('unchanged');
    expect(same.interval[0]).toBeLessThan(1);
    expect(same.interval[1]).toBeGreaterThan(1);
  });

  it('is undecided while the interval straddles the threshold, or before enough samples', () => {
    const noisy = [100, 160, 90, 140, 95, 130];
    expect(compareSamples(base, noisy).verdict).toBe('undecided');
    const few = base.slice(0, decisionRule.minSamples - 1);
    expect(
      compareSamples(
        few,
        few.map((v) => v + 50),
      ).verdict,
    ).toBe('undecided');
  });

  it('holds a change to both the share of the mean and the least milliseconds', () => {
    // 8 ms on a 100 ms mean is beyond 5 ms but within 10 %: not slower, however sure.
    expect(compareSamples(base, shifted(8)).verdict).not.toBe('slower');
    // 4 ms on a 20 ms mean is 20 %, but under 5 ms.
    const small = [20, 20.5, 19.5, 20, 20.2, 19.8];
    expect(
      compareSamples(
        small,
        small.map((v) => v + 4),
      ).verdict,
    ).not.toBe('slower');
    expect(
      compareSamples(
        small,
        small.map((v) => v + 8),
      ).verdict,
    ).toBe('slower');
  });

  it("holds each of a run's metrics to the run's confidence as a whole (Bonferroni)", () => {
    // The code copy's first response on a first visit, the same code on both sides, in one run of 72
    // metrics: its 95% interval (+5 to +21 ms) read "slower".
    const sameCodeBase = [29.3, 38.3, 29.3, 47.5, 38, 37.7];
    const sameCodeNew = [59.9, 42.8, 49.8, 47.7, 48.8, 51.4];
    expect(compareSamples(sameCodeBase, sameCodeNew).verdict).toBe('slower');
    const inRun = compareSamples(sameCodeBase, sameCodeNew, familyRule(72));
    expect(inRun.verdict).toBe('undecided');
    expect(familyRule(72).alpha).toBeCloseTo(decisionRule.alpha / 72);
    // A change the size of the deliberate busy loop (30 ms) is still slower beyond doubt.
    expect(compareSamples(base, shifted(30), familyRule(72)).verdict).toBe('slower');
    // One metric alone keeps the plain 95%.
    expect(familyRule(1).alpha).toBe(decisionRule.alpha);
  });

  it('takes two sets of identical values as an exact difference', () => {
    const flat = [50, 50, 50, 50];
    expect(compareSamples(flat, [70, 70, 70, 70])).toMatchObject({ verdict: 'slower', interval: [20, 20] });
  });
});
