/**
 * Is the working tree slower than another commit? Builds both from the same content (the tests'
 * fixture and a developer's write-up), serves both, and measures them alternately in one Chromium at
 * a fixed CPU slowdown (scripts/lib/compare-samples.ts): each page's load (main-thread time to the
 * first paint and to the load event, and LCP), and each control's first response to the first touch
 * and its INP in three situations. A bare page with one button, measured the same way, is the host's
 * limit at that moment: each first response is also given as a ratio to it. Samples until confidence
 * intervals (95 % for all metrics together: scripts/lib/compare-stats.ts) decide every metric or the
 * time runs out, then prints each metric of both versions, the difference with its interval, and a verdict.
 *
 *   node scripts/bench-compare.ts [--base HEAD~1] [--minutes 10] [--cpu-slowdown 4]
 *        [--only loads|menu|… …] [--situation cold …] [--skip-build] [--json reports/compare.json]
 *
 * Exits 1 when a metric is slower beyond doubt (its whole interval above the threshold), when the new
 * version failed two samples of a case more than the base, or when a case was measured in neither
 * (the probe no longer finds its control); 0 otherwise. No request leaves the machine.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from 'markdown-table';
import { bareControlRatioGoal, firstResponseGoalsMs, inpGoalMs } from './budgets.ts';
import { checkoutOf } from './lib/base-checkout.ts';
import { samplers, situations, type PairSample, type Situation } from './lib/compare-samples.ts';
import { compareSamples, decisionRule, familyRule, type Comparison } from './lib/compare-stats.ts';
import { addDevelopersWriteUp, copyContent, fixtureContent } from './lib/fixture-content.ts';
import { bareControl, controls } from './lib/interaction-controls.ts';
import { servePages, type PagesServer } from './lib/pages-server.ts';
import { machine, ms, runDate, writeJson } from './lib/report.ts';
import { servedBuild } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { launchBenchChromium, profiles } from './lib/throttled-tab.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD~1' },
    minutes: { type: 'string', default: '10' },
    'cpu-slowdown': { type: 'string', default: String(profiles.mobile.cpuSlowdown) },
    only: { type: 'string', multiple: true },
    situation: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string', default: 'reports/compare.json' },
  },
});
const parts = ['loads', ...controls.map((c) => c.name)];
const unknown = [
  ...(values.only ?? []).filter((p) => !parts.includes(p)),
  ...(values.situation ?? []).filter((s) => !(situations as readonly string[]).includes(s)),
];
const known = [...parts, ...situations].join(', ');
if (unknown.length) throw new Error(`No such part or situation: ${unknown.join(', ')}; there are ${known}.`);
const [minutes, cpuSlowdown] = [Number(values.minutes), Number(values['cpu-slowdown'])];
if (!(minutes > 0 && cpuSlowdown >= 1)) throw new Error('--minutes must be > 0, --cpu-slowdown ≥ 1.');
const wanted = (part: string) => !values.only || values.only.includes(part);

// One copy of the content for both versions: they differ only in their code.
const work = path.join(repoRoot, 'dist-compare');
const contentDir = path.join(work, 'content');
if (!values['skip-build']) {
  copyContent(path.join(repoRoot, fixtureContent), contentDir);
  addDevelopersWriteUp(contentDir);
}
const base = checkoutOf(values.base);
const versions = [
  { name: 'base', label: `${values.base} (${base.commit.slice(0, 9)})`, root: base.dir },
  { name: 'new', label: 'the working tree', root: repoRoot },
] as const;
const servers: PagesServer[] = [];
for (const { name, root } of versions) {
  const [outDir, logFile] = [path.join(work, name), path.join(repoRoot, `reports/compare-build-${name}.log`)];
  servers.push(await servedBuild({ outDir, logFile, contentDir, root }, values['skip-build']));
}
const bareDir = mkdtempSync(path.join(os.tmpdir(), 'bare-control-'));
copyFileSync(new URL('templates/bare-control.html', import.meta.url), path.join(bareDir, 'index.html'));
const bareServer = await servePages(bareDir);
const browser = await launchBenchChromium();
const info = machine({
  Chromium: browser.version(),
  'CPU slowdown': `${cpuSlowdown}× (taps and loads), desktop ${profiles.desktop.cpuSlowdown}× (hover)`,
});
const sample = samplers(browser, cpuSlowdown);

/** What is compared: a page's load or a control in a situation; its samples by version, then metric. */
const newCase = (name: string, take: PairSample, situation?: Situation) => {
  const samples: [Record<string, number[]>, Record<string, number[]>] = [{}, {}];
  return { name, take, situation, samples, failures: [[], []] as [string[], string[]], done: false };
};
type Case = ReturnType<typeof newCase>;
const cases: Case[] = [
  ...(wanted('loads')
    ? [...new Set(['/', ...controls.map((c) => c.route)])].map((r) => newCase(`load ${r}`, sample.loads(r)))
    : []),
  ...controls
    .filter((c) => wanted(c.name))
    .flatMap((c) =>
      situations
        .filter((s) => !values.situation || values.situation.includes(s))
        .map((s) => newCase(`${c.name} ${s}`, sample.touches(c, s), s)),
    ),
];
const metricsOf = (c: Case) => Object.keys({ ...c.samples[0], ...c.samples[1] });
const metrics = () => cases.reduce((n, c) => n + metricsOf(c).length, 0);
const comparisons = (c: Case) =>
  metricsOf(c).map((metric) => ({
    metric,
    k: compareSamples(c.samples[0][metric] ?? [], c.samples[1][metric] ?? [], familyRule(metrics())),
  }));
const bare: number[] = [];
const [started, date] = [performance.now(), runDate()];
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const overTime = () => performance.now() > started + minutes * 60_000;
console.log(
  `\nComparing ${versions[1].label} with ${versions[0].label}: ${cases.length} cases, at most ${minutes} min.\n`,
);
try {
  for (let round = 1; !overTime() && cases.some((c) => !c.done); round += 1) {
    for (const [index, c] of cases.entries()) {
      if (c.done || overTime()) continue;
      // Each version goes first in every other round, and in every other case within a round.
      const order = (round + index) % 2 ? [0, 1] : [1, 0];
      const taken = await c.take(order.map((v) => servers[v]!.origin));
      for (const [i, v] of order.entries()) {
        const s = taken[i]!;
        if (s instanceof Error) c.failures[v]!.push(s.message.split('\n')[0]!);
        else for (const [metric, value] of Object.entries(s)) (c.samples[v]![metric] ??= []).push(value);
      }
      const verdicts = comparisons(c).map(({ k }) => k.verdict);
      c.done = verdicts.length > 0 && !verdicts.includes('undecided');
    }
    const [bareSample] = await sample.touches(bareControl, 'cold')([bareServer.origin]);
    if (bareSample instanceof Error) console.log(`  the bare page: ${bareSample.message}`);
    else bare.push(bareSample!['first response']!);
    console.log(
      `round ${round}, ${elapsed()}: ${cases.filter((c) => c.done).length} of ${cases.length} cases decided`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([...servers, bareServer].map((s) => s.close()));
}

// The report: a row a metric.
const bareMean = bare.reduce((a, b) => a + b, 0) / bare.length;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${ms(n)}`;
const verdict = ({ verdict: v }: Comparison) =>
  v === 'undecided' ? 'unchanged (undecided)' : v === 'slower' ? '**slower**' : v;
const goal = (metric: string, situation: (typeof situations)[number]) =>
  ({
    'first response': `≤ ${firstResponseGoalsMs[situation]}, ≤ ${bareControlRatioGoal}× bare`,
    INP: `≤ ${inpGoalMs}`,
  })[metric] ?? '';
const rows = cases.flatMap((c) => comparisons(c).map(({ metric, k }) => ({ c, metric, k })));
const columns: [string, (row: (typeof rows)[number]) => string][] = [
  ['case', ({ c }) => c.name],
  ['metric', ({ metric }) => metric],
  ['base, ms', ({ k }) => ms(k.base.mean)],
  ['new, ms', ({ k }) => ms(k.head.mean)],
  [
    'new ÷ bare',
    ({ metric, k }) => (metric === 'first response' ? `${(k.head.mean / bareMean).toFixed(2)}×` : ''),
  ],
  ['difference, ms', ({ k }) => signed(k.difference)],
  [
    'interval',
    ({ k }) =>
      Number.isFinite(k.interval[0]) ? `${signed(k.interval[0])} to ${signed(k.interval[1])}` : '–',
  ],
  ['n', ({ k }) => `${k.base.n}/${k.head.n}`],
  ['verdict', ({ k }) => verdict(k)],
  ['goal', ({ c, metric }) => (c.situation ? goal(metric, c.situation) : '')],
];
const table = markdownTable(
  [columns.map(([heading]) => heading), ...rows.map((r) => columns.map(([, cell]) => cell(r)))],
  { align: [...'llrrrrrrll'] },
);
const failures = cases.flatMap((c) =>
  versions.flatMap((v, i) => c.failures[i]!.map((f) => `${v.name}: ${c.name}: ${f}`)),
);
const rule = familyRule(metrics());
const summary = `The bare page's first response: ${ms(bareMean)} ms (mean of ${bare.length}). A difference counts when its whole interval (95 % for the ${metrics()} metrics together: each at ${((1 - rule.alpha) * 100).toFixed(2)} %) lies beyond ${decisionRule.minShare * 100} % of the base's mean and ${decisionRule.minMs} ms. ${elapsed()} in all.`;
console.log(`\n${table}\n\n${summary}`);
if (failures.length) console.log(`\nFailed samples:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const data = { date, machine: info, base: versions[0].label, rule, bare, cases, failures };
writeJson(path.resolve(repoRoot, values.json), { ...data, table });

const slower = rows.filter(({ k }) => k.verdict === 'slower').map(({ c, metric }) => `${c.name}: ${metric}`);
const newFailed = cases.filter((c) => c.failures[1].length >= c.failures[0].length + 2).map((c) => c.name);
const unmeasured = cases.filter((c) => c.failures.some((f) => f.length) && !comparisons(c).length);
if (slower.length || newFailed.length || unmeasured.length) {
  if (slower.length) console.error(`\n✗ Slower beyond doubt: ${slower.join(', ')}.`);
  if (newFailed.length) console.error(`✗ New failed more samples than base: ${newFailed.join(', ')}.`);
  if (unmeasured.length)
    console.error(`✗ Measured in neither version: ${unmeasured.map((c) => c.name).join(', ')}.`);
  process.exitCode = 1;
} else console.log('\n✓ Nothing slower beyond doubt.');
