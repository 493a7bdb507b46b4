/**
 * Interaction benchmark: how soon each control (scripts/lib/interaction-controls.ts) shows its first
 * visible response to the visitor's first touch, and that touch's Interaction to Next Paint with its
 * three parts (web-vitals), on the built site served as GitHub Pages serves it, in Debian's Chromium
 * under Lighthouse's profiles (scripts/lib/throttled-tab.ts), in three situations. Prints the medians
 * against the budgets (scripts/budgets.ts), writes every run to reports/interaction.json and its own
 * section of docs/benchmarks.md; how it measures is written just above that section.
 *
 *   node scripts/bench-interaction.ts [--runs 3] [--control menu ...] [--situation cold ...] [--skip-build]
 *                                     [--out-dir dist-bench] [--json reports/interaction.json] [--out docs/benchmarks.md]
 *                                     [--merge reports/interaction.json]
 *
 * --merge keeps the runs of the controls not measured now from an earlier report: a control added to
 * the table, or measured again, joins the others' figures.
 *
 * A benchmark, not a test: figures move with the machine's load. Exits 1 when a median is over its
 * budget or a measurement failed. No request leaves the machine.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { splashSeenKey } from '../src/lib/preferences.ts';
import { rootAttributes } from '../src/styles/root-attributes.ts';
import { splashScreenId } from '../src/lib/splash.ts';
import { firstResponseBudgetsMs, inpBudgetMs } from './budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { controls, type Control } from './lib/interaction-controls.ts';
import { probeOf, probeScript, type Inp } from './lib/interaction-probe.ts';
import { formatMarkdown, writeMarkedSection } from './lib/marked-section.ts';
import { servePages } from './lib/pages-server.ts';
import { machine, machineTable, median, ms } from './lib/report.ts';
import { buildSite } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { fixtureContent } from './lib/test-builds.ts';
import { contextOptions, openThrottledTab, profiles, type ThrottledTab } from './lib/throttled-tab.ts';

/** A response that shows nothing by then (page time after the touch) failed. */
const responseTimeoutMs = 10_000;
/** Idle: the load event has fired and no request has been in flight for this long, then two frames. */
const idleQuietMs = 500;
/** How long web-vitals may take to report the touch's INP once the responses show. */
const inpWaitMs = 5_000;
const situations = ['first-visit', 'cold', 'warm'] as const;
type Situation = (typeof situations)[number];

/** In the page: resolves once the splash has gone (its island's end or its CSS fail-safe's cut). */
function splashGone({ selector, marker }: { selector: string; marker: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const splash = document.querySelector<HTMLElement>(selector);
    if (!splash || !document.documentElement.hasAttribute(marker))
      return reject(new Error('No splash showed on a first visit.'));
    const check = () => {
      if (splash.checkVisibility({ visibilityProperty: true })) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(splash, { attributes: true, attributeFilter: ['data-state'] });
    splash.addEventListener('animationend', check);
    check();
  });
}

/**
 * Opens the page in `tab`, lets the splash end when it shows, brings the control into view
 * (scrolling, not touching), waits for idle, arms the probe and touches the control once.
 */
async function touchOnce({ page, quiet }: ThrottledTab, control: Control, splash: boolean) {
  const probe = probeOf(page);
  await page.goto(`${origin}${control.route}`, { waitUntil: 'load', timeout: 60_000 });
  if (splash)
    await page.evaluate(splashGone, { selector: `#${splashScreenId}`, marker: rootAttributes.splash });
  const target = control.target(page);
  await target.scrollIntoViewIfNeeded({ timeout: responseTimeoutMs });
  if (control.approach) await control.approach(page).hover({ timeout: responseTimeoutMs });
  await quiet(idleQuietMs);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await probe.arm();
  await (control.touch === 'tap'
    ? target.tap({ timeout: responseTimeoutMs })
    : target.hover({ timeout: responseTimeoutMs }));
  // The page gives up at its own timeout; this one catches a page that stopped drawing frames.
  const late = new Promise<null>((resolve) => setTimeout(resolve, responseTimeoutMs + 5_000, null).unref());
  const record = await Promise.race([probe.record(), late]);
  if (!record) throw new Error((await probe.touched()) ? 'No frame came after the touch.' : 'No touch came.');
  // A hover is no interaction to INP, which counts taps, clicks and key presses.
  const inp = control.touch === 'tap' && record.found[0] ? await probe.inp(inpWaitMs) : null;
  return { record, inp };
}

interface Measurement {
  control: string;
  situation: Situation;
  run: number;
  /** Each response's time from the pointer event, as its frame's work began and by its rAF timestamp. */
  responses: ({ ms: number; rafTimestampMs: number } | null)[];
  inp: Inp | null;
  failure?: string;
  screenshot?: string;
}

async function measure(browser: Browser, control: Control, situation: Situation, run: number) {
  const profile = profiles[control.touch === 'tap' ? 'mobile' : 'desktop'];
  const context = await browser.newContext(contextOptions(profile));
  if (control.permissions) await context.grantPermissions(control.permissions, { origin });
  await context.addInitScript({ content: probeScript(control, responseTimeoutMs) });
  // sessionStorage is per tab: set in every document, so that a new tab skips the splash too.
  if (situation !== 'first-visit')
    await context.addInitScript((key) => sessionStorage.setItem(key, '1'), splashSeenKey);
  const m: Measurement = { control: control.name, situation, run, responses: [], inp: null };
  let page: Page | undefined;
  try {
    if (situation === 'warm') {
      // The control used once on an earlier page of the visit, so that its code is cached.
      const earlier = await openThrottledTab(context, profile, outside);
      page = earlier.page;
      if (!(await touchOnce(earlier, control, false)).record.found[0])
        throw new Error('The priming touch showed nothing.');
      await earlier.quiet(idleQuietMs);
      await page.close();
    }
    const tab = await openThrottledTab(context, profile, outside);
    page = tab.page;
    const { record, inp } = await touchOnce(tab, control, situation === 'first-visit');
    const since = (at: number) => at - record.pointerAt;
    m.responses = record.found.map((at) => at && { ms: since(at.ranAt), rafTimestampMs: since(at.frameAt) });
    m.inp = inp;
    const missing = control.responses.filter((_, i) => !m.responses[i]).map((r) => r.name ?? 'the response');
    if (missing.length)
      m.failure = `no ${missing.join(' nor ')} within ${responseTimeoutMs / 1000} s of the touch`;
    else if (control.touch === 'tap' && !inp)
      m.failure = `web-vitals reported no INP within ${inpWaitMs / 1000} s`;
  } catch (error) {
    m.failure = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  if (m.failure && page && !page.isClosed()) {
    const file = path.join(failureDir, `${control.name}-${situation}-${run}.png`);
    await page.screenshot({ path: file, timeout: 10_000 }).then(
      () => (m.screenshot = path.relative(repoRoot, file)),
      () => undefined,
    );
  }
  await context.close();
  return m;
}

/** One row of the results: a response of a control in a situation, over its runs. */
function summarise(control: Control, index: number, situation: Situation, all: Measurement[]) {
  const own = all.filter((m) => m.control === control.name && m.situation === situation);
  const times = own.flatMap((m) => m.responses[index] ?? []).map((t) => t.ms);
  const first = index === 0;
  // INP belongs to the touch: in the first response's row, for taps only.
  const inps = first && control.touch === 'tap' ? own.flatMap((m) => m.inp ?? []) : undefined;
  const inp = inps && ((part: keyof Inp) => median(inps.map((i) => i[part])));
  const budget = first ? firstResponseBudgetsMs[situation] : undefined;
  const medianMs = median(times);
  const within = (value: number | null | undefined, limit: number | undefined) =>
    limit === undefined || (value != null && value <= limit);
  return {
    row: control.responses[index]?.name ?? control.name,
    page: control.route,
    touch: control.touch === 'tap' ? 'tap, mobile' : 'hover, desktop',
    situation,
    failed: own.filter((m) => !m.responses[index] || (inps && !m.inp)).length,
    runs: own.length,
    medianMs,
    range: times.length ? `${ms(Math.min(...times))}–${ms(Math.max(...times))}` : '–',
    rafTimestampMedianMs: median(own.flatMap((m) => m.responses[index]?.rafTimestampMs ?? [])),
    inp: inp && {
      valueMs: inp('valueMs'),
      inputDelayMs: inp('inputDelayMs'),
      processingMs: inp('processingMs'),
      presentationMs: inp('presentationMs'),
    },
    /** What follows a first response is reported, not held to a budget. */
    budget: budget === undefined ? 'follows' : `≤ ${budget}${inps ? `, INP ≤ ${inpBudgetMs}` : ''}`,
    pass: within(medianMs, budget) && within(inp?.('valueMs'), inps && inpBudgetMs),
  };
}
type Summary = ReturnType<typeof summarise>;

function markdown(
  summaries: Summary[],
  info: Record<string, string>,
  date: string,
  load: number[][],
  failedRuns: string[],
) {
  const profile = (name: keyof typeof profiles, what: string) => {
    const p = profiles[name];
    const rate = (bytes: number) =>
      `${Number(((bytes * 8) / 1024).toFixed(2))} Kbps (${Math.round(bytes).toLocaleString('en')} B/s)`;
    return `- **${name}** (${what}): ${p.width}×${p.height} at DPR ${p.deviceScaleFactor}; CPU ${p.cpuSlowdown}× slower; latency ${p.latencyMs} ms, ${rate(p.downloadBytesPerSecond)} down, ${rate(p.uploadBytesPerSecond)} up.`;
  };
  const row = (s: Summary) =>
    `| ${s.row} | ${s.page} | ${s.touch} | ${s.situation} | ${ms(s.medianMs)} | ${s.range} | ${ms(s.rafTimestampMedianMs)} | ${ms(s.inp?.valueMs)} | ${ms(s.inp?.inputDelayMs)} | ${ms(s.inp?.processingMs)} | ${ms(s.inp?.presentationMs)} | ${s.failed ? `${s.failed} of ${s.runs}` : '–'} | ${s.budget} | ${s.pass && !s.failed ? 'pass' : '**FAIL**'} |`;
  return `# Interaction benchmark

Generated by \`npm run bench:interaction\` (scripts/bench-interaction.ts) on ${date}, ${runs}× per control
and situation. Re-run it after changes to the islands, their directives or the page's scripts, and
commit this file with the change.

## Machine

${machineTable(info, load[0] ?? [], load[1] ?? [])}

${profile('mobile', 'the taps')}
${profile('desktop', 'the hover')}

## Results

Milliseconds, medians of the runs: the first visible response ("median", by its frame's work),
then Interaction to Next Paint and its parts as web-vitals reports them for the same touch.

| control | page | touch | situation | median | min–max | median by rAF timestamp | INP | input delay | processing | presentation | failed | budget | |
| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${summaries.map(row).join('\n')}
${failedRuns.length ? `\nFailed measurements:\n\n${failedRuns.map((f) => `- ${f}`).join('\n')}\n` : ''}`;
}

/** The names asked for, each checked against the known ones; all of them when none was asked for. */
function chosen<T extends string>(asked: string[] | undefined, known: readonly T[], what: string): T[] {
  const unknown = (asked ?? []).filter((name) => !known.includes(name as T));
  if (unknown.length)
    throw new Error(`No such ${what}: ${unknown.join(', ')}; there are ${known.join(', ')}.`);
  return asked?.length ? known.filter((name) => asked.includes(name)) : [...known];
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    control: { type: 'string', multiple: true },
    situation: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist-bench' },
    json: { type: 'string', default: 'reports/interaction.json' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    merge: { type: 'string', multiple: true },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
const names = chosen(
  values.control,
  controls.map((c) => c.name),
  'control',
);
const measured = controls.filter((c) => names.includes(c.name));
const measuredSituations = chosen(values.situation, situations, 'situation');
const [outDir, jsonFile, docFile] = [values['out-dir'], values.json, values.out].map((f) =>
  path.resolve(repoRoot, f),
);
const failureDir = path.join(path.dirname(jsonFile!), 'interaction-failures');
mkdirSync(failureDir, { recursive: true });
/** The outside addresses the pages asked for, answered here. */
const outside = new Set<string>();

// Served at the root, as a user site is; serving first gives the build the server's origin as its address.
const server = await servePages(outDir!, '/');
const { origin } = server;
let browser: Browser | undefined;
try {
  if (!values['skip-build']) {
    console.log(`Building into ${values['out-dir']} (content ${fixtureContent}, site ${origin})`);
    const logFile = path.join(path.dirname(jsonFile!), 'bench-interaction-build.log');
    await buildSite({ outDir: outDir!, site: origin, logFile, contentDir: fixtureContent });
  } else if (!existsSync(outDir!)) throw new Error(`--skip-build, but there is no build at ${outDir}.`);
  const loadBefore = os.loadavg();
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  // Any request that is not answered here and leaves 127.0.0.1 fails at once.
  const hostRules = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
  browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, hostRules] });
  const info = machine({ Chromium: browser.version() });
  console.log(`First responses and INP, ${runs}× per control and situation, at ${server.url}\n`);
  const kept = (values.merge ?? []).flatMap(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as { measurements: Measurement[] }).measurements,
  );
  const measurements = kept.filter((m) => !names.includes(m.control));
  for (const control of measured) {
    for (const situation of measuredSituations) {
      for (let run = 1; run <= runs; run += 1) {
        const m = await measure(browser, control, situation, run);
        measurements.push(m);
        const times = m.responses.map(
          (t, i) =>
            `${control.responses[i]?.name ?? 'response'} ${ms(t?.ms)} ms (rAF ${ms(t?.rafTimestampMs)})`,
        );
        const inp =
          m.inp &&
          `; INP ${ms(m.inp.valueMs)} = ${ms(m.inp.inputDelayMs)} + ${ms(m.inp.processingMs)} + ${ms(m.inp.presentationMs)}`;
        console.log(
          `${m.failure ? '✗' : ' '} ${control.name} ${situation} ${run}/${runs}: ${times.join(', ')}${inp ?? ''} ${m.failure ?? ''}`,
        );
      }
    }
  }
  const reported = controls.filter((c) => measurements.some((m) => m.control === c.name));
  const summaries = reported.flatMap((control) =>
    control.responses.flatMap((_, i) =>
      measuredSituations.map((situation) => summarise(control, i, situation, measurements)),
    ),
  );
  const failedRuns = measurements
    .filter((m) => m.failure)
    .map(
      (m) =>
        `${m.control} ${m.situation} run ${m.run}: ${m.failure}${m.screenshot ? ` (${m.screenshot})` : ''}`,
    );
  const over = summaries
    .filter((s) => !s.pass)
    .map((s) => `${s.row} ${s.situation}: over its budget (${s.budget})`);
  const doc = await formatMarkdown(
    markdown(summaries, info, date, [loadBefore, os.loadavg()], failedRuns),
    docFile!,
  );
  writeMarkedSection(docFile!, 'bench:interaction', doc);
  const report = {
    generatedAt: date,
    machine: info,
    load: { before: loadBefore, after: os.loadavg() },
    settings: { runs, responseTimeoutMs, idleQuietMs, inpWaitMs, profiles },
    budgetsMs: { firstResponse: firstResponseBudgetsMs, inp: inpBudgetMs },
    controls: reported.map((c) => ({
      ...c,
      responses: c.responses.map((r) => ({ ...r, look: r.look.name })),
    })),
    measurements,
    summaries,
    outsideRequests: [...outside],
    failures: [...failedRuns, ...over],
  };
  writeFileSync(jsonFile!, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${doc}\nWrote ${values.json} and the bench:interaction section of ${values.out}.`);
  if (report.failures.length) {
    console.error(
      `\n${report.failures.length} failure(s):\n${report.failures.map((f) => `  ✗ ${f}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log('\n✓ Every control within its budgets in every situation.');
} finally {
  await browser?.close();
  await server.close();
}
