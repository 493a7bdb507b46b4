/**
 * The verdict of `npm run bench:compare` on one metric, from paired samples: each pair measures the
 * base and the new version back to back, and the test is on the differences (new − base), so that the
 * host's drift from pair to pair cancels out. A paired t interval (@stdlib/stats-ttest) whose ends
 * are each a one-sided bound at 1 − alpha, judged against a threshold: at least `minMs` and
 * `minShare` of the base's mean. A difference smaller than that is not worth a verdict however sure it is.
 */
import quantile from '@stdlib/stats-base-dists-t-quantile';
import ttest from '@stdlib/stats-ttest';
import * as statistics from 'simple-statistics';

export const decisionRule = {
  /** 1 − the confidence of each bound of a run, together: see `familyRule`. */
  alpha: 0.05,
  /** A change counts when it is at least this share of the base's mean… */
  minShare: 0.1,
  /** …and at least this many milliseconds. */
  minMs: 5,
  /** Pairs (both versions measured back to back) before any verdict. */
  minPairs: 4,
};

/**
 * The rule for each of a run's `m` metrics (Bonferroni): bounds at 1 − alpha/m, so that the same code
 * reads slower anywhere in at most 5 % of runs, and a run that rules out every slow-down is wrong about
 * one at most as often (at 95 % each, one of five runs of ~70 metrics found one slower by chance).
 */
export const familyRule = (m: number) => ({ ...decisionRule, alpha: decisionRule.alpha / Math.max(1, m) });

/**
 * slower: the lower bound lies above +threshold; open: the upper bound does not lie below it (a
 * slow-down beyond the threshold not ruled out, as yet); the rest rule one out: faster (the upper
 * bound below −threshold), unchanged (both bounds within ±threshold) or not slower (neither of those, yet).
 */
export type Verdict = 'slower' | 'open' | 'faster' | 'unchanged' | 'not slower';
export const settled = (verdict: Verdict) => verdict !== 'open';

/** Pairs of the base's and the new version's samples of one metric, in milliseconds. */
export function comparePairs(pairs: readonly (readonly [number, number])[], rule = decisionRule) {
  const n = pairs.length;
  const mean = (values: number[]) => (n ? statistics.mean(values) : Number.NaN);
  const [base, head] = [mean(pairs.map(([b]) => b)), mean(pairs.map(([, h]) => h))];
  const differences = pairs.map(([b, h]) => h - b);
  const difference = head - base;
  const threshold = Math.max(rule.minMs, rule.minShare * Math.abs(base));
  const summary = { n, base, head, difference, threshold };
  if (n < Math.max(2, rule.minPairs))
    return {
      ...summary,
      verdict: 'open' as Verdict,
      interval: [-Infinity, Infinity],
      more: rule.minPairs - n,
    };
  // Identical differences have no spread for the test to weigh: the difference is exact.
  const sd = statistics.sampleStandardDeviation(differences);
  const interval = sd === 0 ? [difference, difference] : ttest(differences, { alpha: 2 * rule.alpha }).ci;
  const [low, high] = interval as [number, number];
  const verdict: Verdict =
    low > threshold
      ? 'slower'
      : high >= threshold
        ? 'open'
        : high < -threshold
          ? 'faster'
          : low > -threshold
            ? 'unchanged'
            : 'not slower';
  // The pairs more that would likely settle it, were its mean and spread to stay as they are: the
  // pairs whose bound on the threshold's side clears it (a normal bound's count, then the t's at that
  // count); none when its mean lies at the threshold.
  const gap = Math.abs(threshold - difference);
  const pairsFor = (df: number) => ((quantile(1 - rule.alpha, df) * sd) / gap) ** 2;
  const needed = gap > 0 ? Math.ceil(pairsFor(Math.max(n, pairsFor(1e6)) - 1)) : Infinity;
  return { ...summary, verdict, interval, more: verdict === 'open' ? Math.max(1, needed - n) : 0 };
}
export type Comparison = ReturnType<typeof comparePairs>;
