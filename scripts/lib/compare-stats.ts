/**
 * The verdict of `npm run bench:compare` on one metric, from paired samples: each pair measures the
 * base and the new version back to back, and the test is on the differences (new − base), so that the
 * host's drift from pair to pair cancels out. Paired t bounds (Student's t quantiles from @stdlib),
 * each one-sided, at the levels `familyRule` gives, judged against a threshold: at least `minMs` and
 * `minShare` of the base's mean. A difference smaller than that is not worth a verdict however sure it is.
 * And whether the new version failed more samples than chance explains (`failsMoreThanChance`).
 */
import quantile from '@stdlib/stats-base-dists-t-quantile';
import * as statistics from 'simple-statistics';

export const decisionRule = {
  /** 1 − the confidence of a run's verdict: see `familyRule`. */
  alpha: 0.05,
  /** A change counts when it is at least this share of the base's mean… */
  minShare: 0.1,
  /** …and at least this many milliseconds (a frame, for what ends at one: `leastChangeMs` in compare-samples.ts). */
  minMs: 5,
  /** Pairs (both versions measured back to back) before any verdict. */
  minPairs: 4,
  /** The metrics the run judges together. */
  metrics: 1,
};
export type DecisionRule = typeof decisionRule;

/**
 * The rule for a run of `m` metrics. "Slower" is said if any metric is: each lower bound is at
 * 1 − alpha/m (Bonferroni), so that the same code reads slower anywhere in at most 5 % of runs (at
 * 95 % each, one of five runs of ~70 metrics found one slower by chance). "Not slower" is said only
 * if every metric rules a slow-down out, and a run is wrong about that only if some metric really
 * is slower while its own bound says not: at most alpha, so each upper bound is at 1 − alpha
 * (an intersection-union test; R. L. Berger, Technometrics 24, 1982).
 */
export const familyRule = (m: number): DecisionRule => ({ ...decisionRule, metrics: Math.max(1, m) });

/**
 * slower: the lower bound lies above +threshold; open: the upper bound does not lie below it (a
 * slow-down beyond the threshold not ruled out, as yet); the rest rule one out: faster (the upper
 * bound, at the run's level, below −threshold), unchanged (both bounds within ±threshold) or not
 * slower (neither of those, yet).
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
  // The two levels: a claim that something is slower (or faster) is held to the run's metrics
  // together, a slow-down ruled out to the metric's own (`familyRule`).
  const [claim, clear] = [rule.alpha / rule.metrics, rule.alpha];
  // Identical differences have no spread for the test to weigh: the difference is exact.
  const sd = statistics.sampleStandardDeviation(differences);
  const margin = (alpha: number, df = n - 1) => quantile(1 - alpha, df) * (sd / Math.sqrt(n));
  const [low, high] = [difference - margin(claim), difference + margin(clear)];
  const verdict: Verdict =
    low > threshold
      ? 'slower'
      : high >= threshold
        ? 'open'
        : difference + margin(claim) < -threshold
          ? 'faster'
          : difference - margin(clear) > -threshold
            ? 'unchanged'
            : 'not slower';
  // The pairs more that would likely settle it, were its mean and spread to stay as they are: the
  // pairs whose bound on the threshold's side clears it (a normal bound's count, then the t's at that
  // count); none when its mean lies at the threshold.
  const gap = Math.abs(threshold - difference);
  const alpha = difference > threshold ? claim : clear;
  const pairsFor = (df: number) => ((quantile(1 - alpha, df) * sd) / gap) ** 2;
  const needed = gap > 0 ? Math.ceil(pairsFor(Math.max(n, pairsFor(1e6)) - 1)) : Infinity;
  return {
    ...summary,
    verdict,
    interval: [low, high],
    more: verdict === 'open' ? Math.max(1, needed - n) : 0,
  };
}
export type Comparison = ReturnType<typeof comparePairs>;

/**
 * Whether the new version failed more of a case's samples than chance explains. A failed sample is a
 * response that never came, and the probe misses one now and then on either side. Both versions are
 * sampled in every round, so with the same miss rate each miss is as likely the base's as the new
 * version's: the new version's count follows a binomial(misses, ½), and it fails more only when a
 * count as high has a chance below `alpha` (a one-sided sign test).
 */
export function failsMoreThanChance(newFailures: number, baseFailures: number, alpha: number): boolean {
  if (newFailures === 0) return false;
  // The chances of 0, 1, … misses on the new side; undefined only for a probability outside 0–1.
  const chances = statistics.binomialDistribution(newFailures + baseFailures, 0.5) ?? [];
  const below = chances.slice(0, newFailures).reduce((sum, p) => sum + p, 0);
  return 1 - below < alpha;
}
