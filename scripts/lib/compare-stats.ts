/**
 * The verdict of `npm run bench:compare` on one metric: the new version's samples against the
 * base's, the difference of their means with its confidence interval (Welch's two-sample t-test,
 * @stdlib/stats-ttest2), judged against a threshold: at least `minMs` and `minShare` of the base's
 * mean. A difference smaller than that is not worth a verdict however sure it is.
 */
import ttest2 from '@stdlib/stats-ttest2';
import * as statistics from 'simple-statistics';

export const decisionRule = {
  /** 1 − the confidence of the intervals of a run, together: see `familyRule`. */
  alpha: 0.05,
  /** A change counts when it is at least this share of the base's mean… */
  minShare: 0.1,
  /** …and at least this many milliseconds. */
  minMs: 5,
  /** Samples of each version before any verdict. */
  minSamples: 4,
};

/**
 * The rule for each of a run's `m` metrics (Bonferroni): intervals at 1 − alpha/m, so that the same code
 * reads slower anywhere in at most 5 % of runs (at 95 % each, one of five such runs of ~70 metrics had one).
 */
export const familyRule = (m: number) => ({ ...decisionRule, alpha: decisionRule.alpha / Math.max(1, m) });

/**
 * slower / faster: the whole interval lies beyond the threshold; unchanged: the whole interval lies
 * within it; undecided: neither, yet (more samples narrow the interval).
 */
export type Verdict = 'slower' | 'faster' | 'unchanged' | 'undecided';

/** Compares the new version's samples (`head`) with the base's, in milliseconds. */
export function compareSamples(base: readonly number[], head: readonly number[], rule = decisionRule) {
  const mean = (values: readonly number[]) => (values.length ? statistics.mean([...values]) : Number.NaN);
  const [baseMean, headMean] = [mean(base), mean(head)];
  const difference = headMean - baseMean;
  const threshold = Math.max(rule.minMs, rule.minShare * Math.abs(baseMean));
  // new − base, in milliseconds: the means' difference, its interval, and the least that counts.
  const summary = { base: { n: base.length, mean: baseMean }, head: { n: head.length, mean: headMean } };
  const undecided = { verdict: 'undecided' as Verdict, ...summary, difference, threshold };
  if (base.length < Math.max(2, rule.minSamples) || head.length < Math.max(2, rule.minSamples))
    return { ...undecided, interval: [-Infinity, Infinity] as const };
  // Two sets of identical values have no spread for the test to weigh: the difference is exact.
  const spread = statistics.variance([...base]) + statistics.variance([...head]);
  const interval: readonly [number, number] =
    spread === 0
      ? [difference, difference]
      : (ttest2([...head], [...base], { alpha: rule.alpha }).ci as [number, number]);
  const [low, high] = interval;
  const verdict: Verdict =
    low > threshold
      ? 'slower'
      : high < -threshold
        ? 'faster'
        : low > -threshold && high < threshold
          ? 'unchanged'
          : 'undecided';
  return { ...undecided, verdict, interval };
}
export type Comparison = ReturnType<typeof compareSamples>;
