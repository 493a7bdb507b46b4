/**
 * Is the working tree slower than another commit? Builds both from the same content (the tests'
 * fixture and a developer's write-up), serves both, and measures them in rounds in one Chromium at a
 * fixed CPU slowdown (scripts/lib/compare-samples.ts), both versions back to back in each: each page's
 * load (main-thread time to the first paint and to the load event, and LCP), and each control's first
 * response to the first touch and its INP in three situations. A bare page with one button, measured
 * the same way, is the host's limit at that moment: each first response is also given as a ratio to
 * it. After each round, the per-round differences of every metric give its bounds (95 % for the
 * run's verdict: scripts/lib/compare-stats.ts); a case leaves the rounds once decided, and the run
 * ends when all are, or before a round would outlast the time limit.
 *
 *   node scripts/bench-compare.ts [--base HEAD~1] [--minutes 20] [--cpu-slowdown 4]
 *        [--only loads|menu|… …] [--situation cold …] [--skip-build] [--json reports/compare.json]
 *
 * Exits 1 when a metric is slower beyond doubt (its lower bound above the threshold), when the new
 * version failed two samples of a case more than the base, or when a case was measured in neither
 * (the probe no longer finds its control); 0 when every case was measured and every metric's upper
 * bound lies below the threshold (a slow-down ruled out); 2, no verdict yet, otherwise: the open
 * cases, the least slow-down each could rule out, and the command to settle them. No request leaves
 * the machine.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from 'markdown-table';
import { bareControlRatioGoal, firstResponseGoalsMs, inpGoalMs } from './budgets.ts';
import { checkoutOf } from './lib/base-checkout.ts';
import {
  frameMs,
  leastChangeMs,
  metricsOf,
  sampler,
  situations,
  type Situation,
  type Subject,
} from './lib/compare-samples.ts';
import {
  comparePairs,
  decisionRule,
  failsMoreThanChance,
  familyRule,
  settled,
  type Comparison,
} from './lib/compare-stats.ts';
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
    minutes: { type: 'string', default: '20' },
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
const round = sampler(browser, cpuSlowdown);

/** What is compared: a page's load or a control in a situation; its pairs of samples (base, new) by metric. */
const newCase = (name: string, subject: Subject) => ({
  name,
  subject,
  pairs: Object.fromEntries(metricsOf(subject).map((metric) => [metric, [] as [number, number][]])),
  failures: [[], []] as [string[], string[]],
  comparisons: [] as { metric: string; k: Comparison }[],
});
type Case = ReturnType<typeof newCase>;
const cases: Case[] = [
  ...(wanted('loads')
    ? [...new Set(['/', ...controls.map((c) => c.route)])].map((route) => newCase(`load ${route}`, { route }))
    : []),
  ...controls
    .filter((c) => wanted(c.name))
    .flatMap((control) =>
      situations
        .filter((s) => !values.situation || values.situation.includes(s))
        .map((situation) => newCase(`${control.name} ${situation}`, { control, situation })),
    ),
];
const rule = familyRule(cases.reduce((m, c) => m + Object.keys(c.pairs).length, 0));
const compare = (c: Case) =>
  (c.comparisons = Object.entries(c.pairs).map(([metric, pairs]) => ({
    metric,
    k: comparePairs(pairs, { ...rule, minMs: leastChangeMs(metric) }),
  })));
cases.forEach(compare);
/**
 * A control the new version broke: it failed more samples than the probe's misses explain, the
 * run's 5 % shared by its cases. Or one measured in neither (the probe no longer finds it).
 */
const newFailed = (c: Case) =>
  failsMoreThanChance(c.failures[1].length, c.failures[0].length, rule.alpha / cases.length);
const unmeasured = (c: Case) => c.failures.every((f) => f.length >= 2) && !c.comparisons[0]?.k.n;
/** Decided: broken, slower beyond doubt, or a slow-down beyond the threshold ruled out on every metric. */
const decided = (c: Case) =>
  newFailed(c) ||
  unmeasured(c) ||
  c.comparisons.some(({ k }) => k.verdict === 'slower') ||
  c.comparisons.every(({ k }) => settled(k.verdict));
/**
 * Pairs a round takes of a case. A page's load costs a second or two beside a touch's page made ready,
 * so a round takes three (base and new back to back, in turns: ABBAAB), which narrows its bounds in
 * the same rounds. A noisy host reads a load's busy time ±40–60 % from one sample to the next.
 */
const pairsPerRound = (c: Case) => ('route' in c.subject ? 3 : 1);
/** The rounds more that would likely decide a case (Infinity: its mean at the threshold). */
const roundsToDecide = (c: Case) =>
  decided(c) ? 0 : Math.ceil(Math.max(...c.comparisons.map(({ k }) => k.more)) / pairsPerRound(c));
/** More rounds than this is no estimate worth printing: a mean near its threshold. */
const reach = 1000;
const withinReach = (rounds: number) => rounds <= reach;
const bare: number[] = [];
const [started, date] = [performance.now(), runDate()];
const seconds = () => (performance.now() - started) / 1000;
const duration = (s: number) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);
/** Seconds a case adds to a round, on average so far. */
let [rounds, caseRounds, perCase] = [0, 0, 0];
console.log(
  `\nComparing ${versions[1].label} with ${versions[0].label}: ${cases.length} cases, at most ${minutes} min.\n`,
);
try {
  for (let open = cases; open.length; open = cases.filter((c) => !decided(c))) {
    // No round that would likely end after the time limit.
    if (rounds && seconds() + perCase * (open.length + 1) > minutes * 60) break;
    rounds += 1;
    // Each version goes first in every other round, in every other case within a round, and in
    // every other pair of a case.
    const orders = open.map((c) =>
      Array.from({ length: pairsPerRound(c) }, (_, j) =>
        (rounds + cases.indexOf(c) + j) % 2 ? [0, 1] : [1, 0],
      ),
    );
    const taken = await round([
      ...open.map((c, i) => ({
        subject: c.subject,
        origins: orders[i]!.flat().map((v) => servers[v]!.origin),
      })),
      { subject: { control: bareControl, situation: 'cold' }, origins: [bareServer.origin] },
    ]);
    for (const [i, c] of open.entries()) {
      for (const [j, order] of orders[i]!.entries()) {
        const [b, h] = [0, 1].map((v) => taken[i]![2 * j + order.indexOf(v)]!);
        for (const [v, s] of [b, h].entries())
          if (s instanceof Error) c.failures[v]!.push(s.message.split('\n')[0]!);
        if (!(b instanceof Error || h instanceof Error))
          for (const [metric, pairs] of Object.entries(c.pairs)) pairs.push([b![metric]!, h![metric]!]);
      }
      compare(c);
    }
    const bareSample = taken.at(-1)![0]!;
    if (bareSample instanceof Error) console.log(`  the bare page: ${bareSample.message}`);
    else bare.push(bareSample['first response']!);
    caseRounds += open.length + 1;
    perCase = seconds() / caseRounds;
    const left = cases.filter((c) => !decided(c));
    const more = left.map(roundsToDecide);
    // Each open case's rounds, and the bare page's in each.
    const expected = more.every(withinReach)
      ? `the rest likely in ${Math.max(...more)} more rounds, ~${duration(perCase * more.reduce((a, b) => a + b, Math.max(...more)))}`
      : 'some may never be: a mean near its threshold';
    console.log(
      `round ${rounds}, ${duration(seconds())}: ${cases.length - left.length} of ${cases.length} cases decided` +
        (left.length ? `; ${expected}; ${duration(minutes * 60 - seconds())} left of the limit` : ''),
    );
  }
} finally {
  await browser.close();
  await Promise.all([...servers, bareServer].map((s) => s.close()));
}

// The report: a row a metric.
const bareMean = bare.reduce((a, b) => a + b, 0) / bare.length;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${ms(n)}`;
const goal = (metric: string, situation: Situation) =>
  ({
    'first response': `≤ ${firstResponseGoalsMs[situation]}, ≤ ${bareControlRatioGoal}× bare`,
    INP: `≤ ${inpGoalMs}`,
  })[metric] ?? '';
const rows = cases.flatMap((c) => c.comparisons.map(({ metric, k }) => ({ c, metric, k })));
const columns: [string, (row: (typeof rows)[number]) => string][] = [
  ['case', ({ c }) => c.name],
  ['metric', ({ metric }) => metric],
  ['base, ms', ({ k }) => ms(k.base)],
  ['new, ms', ({ k }) => ms(k.head)],
  [
    'new ÷ bare',
    ({ metric, k }) => (metric === 'first response' ? `${(k.head / bareMean).toFixed(2)}×` : ''),
  ],
  ['difference, ms', ({ k }) => signed(k.difference)],
  [
    'bounds',
    ({ k }) => (k.n >= rule.minPairs ? `${signed(k.interval[0]!)} to ${signed(k.interval[1]!)}` : '–'),
  ],
  ['threshold', ({ k }) => `±${ms(k.threshold)}`],
  ['pairs', ({ k }) => String(k.n)],
  ['verdict', ({ k }) => (k.verdict === 'slower' ? '**slower**' : k.verdict)],
  ['goal', ({ c, metric }) => ('control' in c.subject ? goal(metric, c.subject.situation) : '')],
];
const table = markdownTable(
  [columns.map(([heading]) => heading), ...rows.map((r) => columns.map(([, cell]) => cell(r)))],
  { align: [...'llrrrrrrrll'] },
);
const failures = cases.flatMap((c) =>
  versions.flatMap((v, i) => c.failures[i]!.map((f) => `${v.name}: ${c.name}: ${f}`)),
);
const summary = `The bare page's first response: ${ms(bareMean)} ms (mean of ${bare.length}). A slow-down counts when the lower bound of the difference (new − base, each pair measured back to back) lies above the threshold, ${decisionRule.minShare * 100} % of the base's mean and at least ${decisionRule.minMs} ms of the main thread's work or a frame (${ms(frameMs)} ms) of a response, LCP or INP, and is ruled out when its upper bound lies below it: each lower bound one-sided at ${((1 - rule.alpha / rule.metrics) * 100).toFixed(2)} %, so that a claim of slower holds at 95 % for the ${rows.length} metrics together, each upper bound at ${(1 - rule.alpha) * 100} %, as "not slower" needs every metric's. ${rounds} rounds, ${duration(seconds() / Math.max(1, rounds))} a round, ${duration(seconds())} in all.`;
console.log(`\n${table}\n\n${summary}`);
if (failures.length) console.log(`\nFailed samples:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const data = { date, machine: info, base: versions[0].label, rule, rounds, bare, cases, failures };
writeJson(path.resolve(repoRoot, values.json), { ...data, table });

const named = (list: Case[]) => list.map((c) => c.name).join(', ');
const slower = rows.filter(({ k }) => k.verdict === 'slower').map(({ c, metric }) => `${c.name}: ${metric}`);
const open = cases.filter((c) => !decided(c));
if (slower.length || cases.some(newFailed) || cases.some(unmeasured)) {
  if (slower.length) console.error(`\n✗ Slower beyond doubt: ${slower.join(', ')}.`);
  if (cases.some(newFailed))
    console.error(`✗ New failed more samples than base: ${named(cases.filter(newFailed))}.`);
  if (cases.some(unmeasured))
    console.error(`✗ Measured in neither version: ${named(cases.filter(unmeasured))}.`);
  if (open.length) console.error(`  Still open: ${named(open)}.`);
  process.exitCode = 1;
} else if (!open.length) {
  console.log(
    `\n✓ Not slower: every metric of the ${cases.length} cases rules out a slow-down beyond its threshold.`,
  );
} else {
  // No verdict yet: the least slow-down each open case rules out so far, and what would likely settle it.
  console.error(`\n? No verdict yet: ${open.length} of ${cases.length} cases open after ${rounds} rounds.`);
  for (const c of open) {
    const couldNot = c.comparisons
      .filter(({ k }) => !settled(k.verdict) && k.n >= rule.minPairs)
      .map(({ metric, k }) => `${signed(k.interval[1]!)} ms on ${metric} (threshold +${ms(k.threshold)})`);
    const more = roundsToDecide(c);
    const why = couldNot.length
      ? `could not rule out ${couldNot.join(', ')}`
      : `too few pairs (${rule.minPairs} needed)`;
    const when = withinReach(more)
      ? `likely settled in ${more} more rounds`
      : `its mean lies too near the threshold to settle within ${reach} rounds`;
    console.error(`  ${c.name}: ${why}; ${when}.`);
  }
  const parts = [...new Set(open.map((c) => ('control' in c.subject ? c.subject.control.name : 'loads')))];
  const touched = new Set(open.flatMap((c) => ('control' in c.subject ? [c.subject.situation] : [])));
  const only = parts.map((p) => `--only ${p.includes(' ') ? `'${p}'` : p}`).join(' ');
  const some =
    touched.size && touched.size < situations.length
      ? [...touched].map((s) => ` --situation ${s}`).join('')
      : '';
  const command = `npm run bench:compare -- --base ${values.base} --skip-build ${only}${some}`;
  // A new run starts from none: its rounds in all, for the open cases alone, at this run's pace.
  const needs = Math.ceil(
    (perCase *
      open.reduce(
        (sum, c) => sum + Math.ceil(c.comparisons[0]!.k.n / pairsPerRound(c)) + roundsToDecide(c) + 1,
        0,
      )) /
      60,
  );
  console.error(
    needs <= 120
      ? `These alone would likely settle in ~${needs} min: ${command} --minutes ${needs}`
      : `These alone would not settle within two hours here: on a quieter host, or with --only what the change touched: ${command}`,
  );
  process.exitCode = 2;
}
