/**
 * Interaction benchmark: how soon each control (scripts/lib/interaction-controls.ts) shows its first
 * visible response to the visitor's first touch, and that touch's Interaction to Next Paint with its
 * three parts (scripts/lib/interaction-probe.ts), on the built site served as GitHub Pages serves it,
 * in Debian's Chromium under Lighthouse's profiles (scripts/lib/throttled-tab.ts), in three situations.
 * Writes the medians against the budgets (scripts/budgets.ts) into its section of docs/benchmarks.md
 * (how it measures is written just above it), every run into reports/interaction.json.
 *
 *   node scripts/bench-interaction.ts [--runs 3] [--control menu ...] [--situation cold ...] [--skip-build]
 *                                     [--out-dir dist-bench] [--json reports/interaction.json] [--out docs/benchmarks.md]
 *                                     [--cpu-slowdown 4]
 *
 * --cpu-slowdown fixes the phone's slowdown, otherwise calibrated for each run as the audit's is. A
 * benchmark, not a test: exits 1 when a median is over its budget or a measurement failed. No
 * request leaves the machine.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { firstResponseBudgetsMs, inpBudgetMs } from './budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import * as cpu from './lib/cpu-calibration.ts';
import { stackCapture } from './lib/devtools-stack-capture.ts';
import { addDevelopersWriteUp, copyContent, fixtureContent } from './lib/fixture-content.ts';
import { controls, type Control } from './lib/interaction-controls.ts';
import { splashSeen } from './lib/js-before-interaction.ts';
import { probeScript, probeSettings, touchOnce, type Inp } from './lib/interaction-probe.ts';
import { machine, machineTable, median, ms, publish, reportFailures, runDate } from './lib/report.ts';
import { servedBuild } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { fillTemplate } from './lib/template.ts';
import { closedNetwork, contextOptions, openThrottledTab, profiles } from './lib/throttled-tab.ts';

const situations = ['first-visit', 'cold', 'warm'] as const;
type Situation = (typeof situations)[number];

interface Measurement {
  control: string;
  situation: Situation;
  run: number;
  /** The phone's CPU slowdown this run used (a tap's). */
  cpuSlowdown?: number;
  /** Each response's time from the pointer event, as its frame's work began and by its rAF timestamp. */
  responses: ({ ms: number; rafTimestampMs: number } | null)[];
  inp: Inp | null;
  failure?: string;
  screenshot?: string;
}

/** One run: a fresh browser context, the control touched once in `situation`. */
async function measure(browser: Browser, control: Control, situation: Situation, run: number) {
  const tap = control.touch === 'tap';
  const profile = tap ? { ...profiles.mobile, cpuSlowdown: phoneSlowdown() } : profiles.desktop;
  const context = await browser.newContext(contextOptions(profile));
  if (control.permissions) await context.grantPermissions(control.permissions, { origin });
  await context.addInitScript({ content: probeScript(control) });
  // sessionStorage is per tab: set in every document, so that a new tab skips the splash too.
  if (situation !== 'first-visit') await context.addInitScript(...splashSeen);
  const m: Measurement = { control: control.name, situation, run, responses: [], inp: null };
  if (tap) m.cpuSlowdown = profile.cpuSlowdown;
  let page: Page | undefined;
  try {
    if (situation === 'warm') {
      // The control used once on an earlier page of the visit, so that its code is cached.
      const earlier = await openThrottledTab(context, profile, outside);
      page = earlier.page;
      if (!(await touchOnce(earlier, control, origin, { splash: false })).record.found[0])
        throw new Error('The priming touch showed nothing.');
      await earlier.quiet(probeSettings.idleQuietMs);
      await page.close();
    }
    const tab = await openThrottledTab(context, profile, outside);
    page = tab.page;
    const visit = { splash: situation === 'first-visit', whileIdle: readIndex };
    const { record, inp } = await touchOnce(tab, control, origin, visit);
    const since = (at: number) => at - record.pointerAt;
    m.responses = record.found.map((at) => at && { ms: since(at.ranAt), rafTimestampMs: since(at.frameAt) });
    m.inp = inp;
    const missing = control.responses.filter((_, i) => !m.responses[i]).map((r) => r.name ?? 'the response');
    if (missing.length)
      m.failure = `no ${missing.join(' nor ')} within ${probeSettings.responseTimeoutMs / 1000} s of the touch`;
    else if (control.touch === 'tap' && !inp)
      m.failure = `web-vitals reported no INP within ${probeSettings.inpWaitMs / 1000} s`;
  } catch (error) {
    m.failure = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  if (m.failure && page && !page.isClosed()) {
    const file = `reports/interaction-failures/${control.name}-${situation}-${run}.png`;
    const shot = page.screenshot({ path: path.join(repoRoot, file), timeout: 10_000 });
    if (await shot.catch(() => null)) m.screenshot = file;
  }
  await context.close();
  return m;
}

/** `measure`, taken again while the host could not stand for the phone in it (cpu-calibration.ts). */
async function hostChecked(...args: Parameters<typeof measure>) {
  for (let attempt = 1; ; attempt += 1) {
    const stolen = cpu.stolenShare();
    const m = await measure(...args);
    const [share, slowdown] = [stolen(), fixedSlowdown === undefined ? m.cpuSlowdown : undefined];
    const host = slowdown ? cpu.hostVerdict(indexes.at(-1)!, slowdown, share) : cpu.stealVerdict(share);
    if (!host || attempt === cpu.triesPerRun) return { ...m, host, stolenCpu: share, attempt };
  }
}
type HostChecked = Awaited<ReturnType<typeof hostChecked>>;

/** One row of the results: a response of a control in a situation, over its runs. */
function summarise(control: Control, index: number, situation: Situation, all: HostChecked[]) {
  // A run on a host that could not stand for the phone, after its tries, says nothing: left out.
  const taken = all.filter((m) => m.control === control.name && m.situation === situation);
  const own = taken.filter((m) => !m.host);
  const times = own.flatMap((m) => m.responses[index]?.ms ?? []);
  // INP belongs to the touch: in the first response's row, for taps only.
  const inps = index === 0 && control.touch === 'tap' ? own.flatMap((m) => m.inp ?? []) : undefined;
  const parts = ['valueMs', 'inputDelayMs', 'processingMs', 'presentationMs'] as const;
  const inp = parts.map((part) => (inps ? median(inps.map((i) => i[part])) : null));
  // What follows a first response is reported, not held to a budget.
  const budget = index === 0 ? firstResponseBudgetsMs[situation] : undefined;
  const failed = own.filter((m) => !m.responses[index] || (inps && !m.inp)).length;
  const within = (value: number | null | undefined, limit: number | undefined) =>
    limit === undefined || (value != null && value <= limit);
  return {
    row: control.responses[index]?.name ?? control.name,
    page: control.route,
    touch: control.touch === 'tap' ? 'tap, mobile' : 'hover, desktop',
    situation,
    failed: `${failed ? `${failed} of ${own.length}` : '–'}${own.length < taken.length ? `, ${taken.length - own.length} left out (host)` : ''}`,
    medianMs: median(times),
    range: times.length ? `${ms(Math.min(...times))}–${ms(Math.max(...times))}` : '–',
    rafTimestampMedianMs: median(own.flatMap((m) => m.responses[index]?.rafTimestampMs ?? [])),
    /** INP, input delay, processing, presentation. */
    inp,
    budget: budget === undefined ? 'follows' : `≤ ${budget}${inps ? `, INP ≤ ${inpBudgetMs}` : ''}`,
    pass: !failed && within(median(times), budget) && within(inp[0], inps && inpBudgetMs),
  };
}
type Summary = ReturnType<typeof summarise>;

function markdown(
  rows: Summary[],
  info: Record<string, string>,
  load: number[][],
  failed: string[],
  cpuLine: string,
) {
  const profile = (name: keyof typeof profiles, what: string) => {
    const p = profiles[name];
    const rate = (bytes: number) =>
      `${Number(((bytes * 8) / 1024).toFixed(2))} Kbps (${Math.round(bytes).toLocaleString('en')} B/s)`;
    return `- **${name}** (${what}): ${p.width}×${p.height} at DPR ${p.deviceScaleFactor}; CPU ${name === 'mobile' ? cpuLine : `${p.cpuSlowdown}× slower`}; latency ${p.latencyMs} ms, ${rate(p.downloadBytesPerSecond)} down, ${rate(p.uploadBytesPerSecond)} up.`;
  };
  const row = (s: Summary) =>
    `| ${s.row} | ${s.page} | ${s.touch} | ${s.situation} | ${ms(s.medianMs)} | ${s.range} | ${ms(s.rafTimestampMedianMs)} | ${s.inp.map(ms).join(' | ')} | ${s.failed} | ${s.budget} | ${s.pass ? 'pass' : '**FAIL**'} |`;
  return fillTemplate('bench-interaction-report.md', {
    date,
    runs,
    machine: machineTable(info, load[0] ?? [], load[1] ?? []),
    mobile: profile('mobile', 'the taps'),
    desktop: profile('desktop', 'the hover'),
    rows: rows.map(row).join('\n'),
    failed: failed.length ? `\nFailed measurements:\n\n${failed.map((f) => `- ${f}`).join('\n')}\n` : '',
  });
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    control: { type: 'string', multiple: true, default: controls.map((c) => c.name) },
    situation: { type: 'string', multiple: true, default: [...situations] },
    'skip-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist-bench' },
    json: { type: 'string', default: 'reports/interaction.json' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
const measured = controls.filter((c) => values.control.includes(c.name));
const measuredSituations = situations.filter((s) => values.situation.includes(s));
const known: string[] = [...controls.map((c) => c.name), ...situations];
const unknown = [...values.control, ...values.situation].filter((name) => !known.includes(name));
if (unknown.length)
  throw new Error(`No such control or situation: ${unknown.join(', ')}; there are ${known.join(', ')}.`);
const outDir = path.resolve(repoRoot, values['out-dir']);
mkdirSync(path.join(repoRoot, 'reports/interaction-failures'), { recursive: true });
/** The outside addresses the pages asked for, answered here. */
const outside = new Set<string>();

// The tests' fixture with a developer's write-up (a page with code blocks), as npm run test:builds
// makes it; served at the root, as a user site is.
const contentDir = `${outDir}-content`;
if (!values['skip-build']) {
  copyContent(path.join(repoRoot, fixtureContent), contentDir);
  addDevelopersWriteUp(contentDir);
}
const logFile = path.join(repoRoot, 'reports/bench-interaction-build.log');
const server = await servedBuild({ outDir, logFile, contentDir }, values['skip-build']);
const { origin } = server;
const [date, loadBefore] = [runDate(), os.loadavg()];
const args = [...chromiumArgs, closedNetwork, stackCapture.flag];
const browser = await chromium.launch({ executablePath: findChromium(), args });
if (!browser.version().startsWith(stackCapture.checkedOn))
  throw new Error(`Chromium ${browser.version()}: see scripts/lib/devtools-stack-capture.ts`);
const fixedSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
// The host's benchmark index, read five times, then as each run's page waits, idle, for its touch
// (why: docs/benchmarks.md); a tap's slowdown comes from the median of all before it.
const [indexTab, indexes] = [await browser.newPage(), [] as number[]];
const readIndex = async () => indexes.push(await cpu.hostIndex(indexTab));
while (indexes.length < 5) await readIndex();
function phoneSlowdown() {
  const rate = fixedSlowdown ?? cpu.calibrate(median(indexes)!)?.slowdown ?? 0;
  if (!(rate > 0)) throw new Error(`No slowdown: ${values['cpu-slowdown'] ?? `index ${median(indexes)}`}`);
  return Math.round(rate * 10) / 10;
}
try {
  const info = machine({ Chromium: browser.version() });
  console.log(`First responses and INP, ${runs}× per control and situation, at ${server.url}\n`);
  const measurements: HostChecked[] = [];
  for (const control of measured)
    for (const situation of measuredSituations)
      for (let run = 1; run <= runs; run += 1) {
        const m = await hostChecked(browser, control, situation, run);
        measurements.push(m);
        const label = (i: number) => control.responses[i]?.name ?? control.name;
        const shown = m.responses.map((t, i) => `${label(i)} ${ms(t?.ms)} ms (rAF ${ms(t?.rafTimestampMs)})`);
        const parts = m.inp && [m.inp.inputDelayMs, m.inp.processingMs, m.inp.presentationMs].map(ms);
        if (parts) shown.push(`INP ${ms(m.inp?.valueMs)} = ${parts.join(' + ')} at ${m.cpuSlowdown}×`);
        if (m.host || m.attempt > 1) shown.push(`try ${m.attempt}${m.host ? `: ${m.host}` : ''}`);
        console.log(
          `${m.failure ? '✗' : ' '} ${control.name} ${situation} ${run}/${runs}: ${shown.join(', ')} ${m.failure ?? ''}`,
        );
      }
  const reported = controls.filter((control) => measurements.some((m) => m.control === control.name));
  const summaries = reported.flatMap((control) =>
    control.responses.flatMap((_, i) =>
      measuredSituations.map((s) => summarise(control, i, s, measurements)),
    ),
  );
  const failedRuns = measurements.flatMap((m) =>
    m.failure ? `${m.control} ${m.situation} run ${m.run}: ${m.failure} ${m.screenshot ?? ''}`.trim() : [],
  );
  const over = summaries.flatMap((s) => (s.pass ? [] : `${s.row} ${s.situation}: over budget (${s.budget})`));
  const load = [loadBefore, os.loadavg()];
  const data = {
    date,
    machine: info,
    load,
    settings: { runs, ...probeSettings, profiles, benchmarkIndexes: indexes },
    budgetsMs: { firstResponse: firstResponseBudgetsMs, inp: inpBudgetMs },
    controls: reported.map((c) => ({
      ...c,
      responses: c.responses.map((r) => ({ ...r, look: r.look.name })),
    })),
    measurements,
    summaries,
    outside: [...outside],
    failures: [...failedRuns, ...over],
  };
  const files = { doc: values.out, json: values.json };
  const range = (values: number[]) => [...new Set([Math.min(...values), Math.max(...values)])].join('–');
  const slowdowns = measurements.flatMap((m) => m.cpuSlowdown ?? []);
  const cpuLine = !slowdowns.length
    ? 'none: no tap measured'
    : `${range(slowdowns)}× slower (${fixedSlowdown ? 'fixed' : 'calibrated for each run from the median host benchmark index before it'}; ${indexes.length} index readings, ${range(indexes.map(Math.round))}, median ${Math.round(median(indexes)!)}); ${measurements.filter((m) => m.attempt > 1).length} runs taken again as the host could not stand for the phone in them: their index called for another slowdown, or other machines took over ${cpu.mostStolenShare * 100} % of the CPU they wanted`;
  await publish('bench:interaction', markdown(summaries, info, load, failedRuns, cpuLine), files, data);
  reportFailures(data.failures, 'Every control within its budgets in every situation.');
} finally {
  await browser.close();
  await server.close();
}
