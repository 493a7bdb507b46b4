import { describe, expect, it } from 'vitest';
import { compareSamples, decisionRule } from '../../scripts/lib/compare-stats.ts';

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

  it('takes two sets of identical values as an exact difference', () => {
    const flat = [50, 50, 50, 50];
    expect(compareSamples(flat, [70, 70, 70, 70])).toMatchObject({ verdict: 'slower', interval: [20, 20] });
  });
});
