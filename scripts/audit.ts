/**
 * Performance audit: builds the site into its own folder, serves it the GitHub Pages way, runs
 * Lighthouse (mobile defaults, simulated throttling) in Debian's Chromium several times per route,
 * each run in a fresh browser, as the first page of a visit (the splash plays) and as a later page.
 * Exits 1 when a run breaks one of the design's budgets (scripts/budgets.ts), a page a byte budget
 * (scripts/check-budgets.ts), or a later page runs island code before any interaction
 * (scripts/lib/js-before-interaction.ts).
 *
 * Each run takes the CPU slowdown the median host benchmark index so far calls for (the first, 4×),
 * and is run again, twice at most, while the host could not stand for the phone in it
 * (scripts/lib/cpu-calibration.ts). A run that breaks a timing budget is followed by a run of the
 * page's plain copy at the same slowdown (its content as plain HTML, scripts/lib/plain-copy.ts): if
 * the copy breaks the same budgets, the host could not show even the content within them, and the
 * run counts as on a starved host, run again like the others. So does a run on a host faster than
 * calibrated, whose slowdown was gentler than its index calls for, when the copy breaks them there.
 * A run on a starved host says nothing of the site's timings (performance score, LCP, TBT), and
 * nor does a run whose first paint the browser held back (scripts/lib/paint-hold.ts), passed or
 * not: each is run again like the others, and the audit exits 2 when such runs are all it could not pass.
 *
 *   node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit]
 *                         [--base /] [--json reports/lighthouse.json] [--cpu-slowdown 4]
 *
 * --cpu-slowdown fixes the slowdown. Requests that left 127.0.0.1 (no other host resolves) are listed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { markdownTable } from 'markdown-table';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lighthouseBudgets as budget, lighthouseExemptions } from './budgets.ts';
import { checkBuild, formatTable } from './check-budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import {
  calibrate,
  controlVerdict,
  hostVerdict,
  isStarved,
  needsControl,
  stolenShare,
  triesPerRun,
} from './lib/cpu-calibration.ts';
import { scriptUse, splashSeen, visits, type Visit } from './lib/js-before-interaction.ts';
import { htmlPages, kb, pageRoute } from './lib/page-weight.ts';
import { plainCopyServer } from './lib/plain-copy.ts';
import { paintHeldMs, paintHoldTraceCategory, paintHoldVerdict, isHeldPaint } from './lib/paint-hold.ts';
import { median, reportFailures, writeJson } from './lib/report.ts';
import { servedBuild } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { closedNetwork } from './lib/throttled-tab.ts';

type Category = keyof typeof budget.scores;
/** A run whose timings say nothing of the site: on a starved host, or with its first paint held by the browser. */
const setAside = (verdict: string) => isStarved(verdict) || isHeldPaint(verdict);
const categories = Object.keys(budget.scores) as Category[];

/** One Lighthouse run of `route` as `visit`, reduced to what the budgets and the report read. */
async function lighthouseRun(
  route: string,
  visit: Visit,
  cpuSlowdown: number | undefined,
  url = `${server.url}${route.slice(1)}`,
) {
  const chromeFlags = [...chromiumArgs, '--headless=new', closedNetwork];
  const chrome = await launch({ chromePath: findChromium(), chromeFlags, logLevel: 'error' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (visit === 'later visit') await page.evaluateOnNewDocument(...splashSeen);
    const flags: Flags = {
      logLevel: 'error',
      onlyCategories: categories,
      maxWaitForLoad: 45_000,
      skipAudits: lighthouseExemptions.filter((e) => e.route === route).map((e) => e.audit),
      additionalTraceCategories: paintHoldTraceCategory,
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    };
    const stolen = stolenShare();
    const result = await lighthouse(url, flags, undefined, page);
    const stolenCpu = stolen();
    const lhr = result?.lhr;
    if (!result || !lhr || lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const heldMs = paintHeldMs(
      result.artifacts.Trace.traceEvents,
      observed?.observedTimeOriginTs ?? Number.NaN,
      observed?.observedFirstContentfulPaintTs ?? Number.NaN,
    );
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (id: string) =>
      (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const percent = (score: number | null | undefined) => (score == null ? null : Math.round(score * 100));
    const { benchmarkIndex } = lhr.environment;
    const cpu = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    const run = {
      route,
      visit,
      scores: Object.fromEntries(categories.map((c) => [c, percent(lhr.categories[c]?.score)])),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      // Not budgeted on their own, but weighed into the performance score: where a lost point went.
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      transferKb:
        Number(items('resource-summary').find((i) => i.resourceType === 'total')?.transferSize ?? 0) / 1024,
      /** Lighthouse's index of the host's CPU (higher is faster), the slowdown used, the share stolen. */
      benchmarkIndex,
      cpuSlowdown: cpu,
      stolenCpu,
      /** Weighted binary audits that did not pass, outside performance. */
      failingAudits: categories.slice(1).flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'binary')
          .filter((ref) => lhr.audits[ref.id]?.score !== 1)
          .map((ref) => `${c}/${ref.id}`),
      ),
      /** Lighthouse's long tasks as its simulation placed them: what a TBT over budget is made of. */
      longTasks: items('long-tasks').map(({ url, startTime, duration }) => ({
        url: String(url),
        startMs: Math.round(Number(startTime)),
        durationMs: Math.round(Number(duration)),
      })),
      externalRequests: [...new Set(items('network-requests').map((item) => String(item.url ?? '')))].filter(
        (u) => /^(https?|wss?):/.test(u) && new URL(u).hostname !== '127.0.0.1',
      ),
      /** Budgets broken whatever the host (scores outside performance, CLS), and those a slower host breaks too. */
      failures: [] as string[],
      timingFailures: [] as string[],
      /** How long the browser held back the first paint (scripts/lib/paint-hold.ts). */
      paintHeldMs: Math.round(heldMs),
      /** Why this run says nothing of the site's timings (the browser held its paint, or the host could not stand for the phone); empty when it does. */
      host: paintHoldVerdict(heldMs) || hostVerdict(benchmarkIndex, cpu, stolenCpu),
      /** The plain copy's run at the same slowdown, taken when this run broke a timing budget. */
      plainCopy: null as null | { tbtMs: number; lcpMs: number; timingFailures: string[] },
    };
    const fail = (timing: boolean, failure: string) =>
      (timing ? run.timingFailures : run.failures).push(failure);
    const held = categories.filter((c) => visit === 'later visit' || !budget.unheldWithSplash.includes(c));
    for (const c of held)
      if (!(Number(run.scores[c]) >= budget.scores[c]))
        fail(c === 'performance', `${c} ${run.scores[c] ?? 'n/a'} < ${budget.scores[c]}`);
    if (!(run.lcpMs <= budget.lcpMs)) fail(true, `LCP ${Math.round(run.lcpMs)} ms > ${budget.lcpMs} ms`);
    if (!(run.tbtMs <= budget.tbtMs)) fail(true, `TBT ${Math.round(run.tbtMs)} ms > ${budget.tbtMs} ms`);
    if (!(run.cls <= budget.cls)) fail(false, `CLS ${run.cls.toFixed(3)} > ${budget.cls}`);
    return run;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist-audit' },
    base: { type: 'string', default: '/' },
    json: { type: 'string', default: 'reports/lighthouse.json' },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
const fixedSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
const [outDir, jsonFile] = [path.resolve(repoRoot, values['out-dir']), path.resolve(repoRoot, values.json)];
const logFile = path.join(path.dirname(jsonFile), 'audit-build.log');
const server = await servedBuild({ outDir, base: values.base, logFile }, values['skip-build']);
const plainCopies = await plainCopyServer(outDir, values.base);
try {
  // Every page of the build. The not-found page is audited at /404, which the server answers with
  // status 200: Lighthouse refuses to audit a document that answers 404.
  const pageFiles = new Map(htmlPages(outDir).map((page) => [pageRoute(page, '/'), page]));
  const all = [...pageFiles.keys()];
  const wanted = new Set(values.route?.map((r) => (r.startsWith('/') ? r : `/${r}`)));
  const routes = wanted.size ? all.filter((r) => wanted.has(r)) : all;
  if (routes.length === 0) throw new Error(`No such route; the build has: ${all.join(' ')}`);
  const cpu = fixedSlowdown === undefined ? 'calibrated from the host benchmark index' : `${fixedSlowdown}×`;
  console.log(`Lighthouse ${runs}× per route, mobile defaults, CPU slowdown ${cpu}, at ${server.url}`);
  console.log('Every run must meet every budget, a first visit all but the performance score.\n');
  const indexes: number[] = [];
  /** The run's verdict once its page's plain copy (scripts/lib/plain-copy.ts) ran just after it. */
  const controlledVerdict = async (run: Awaited<ReturnType<typeof lighthouseRun>>) => {
    const url = plainCopies.copyOf(pageFiles.get(run.route)!);
    const { tbtMs, lcpMs, timingFailures } = await lighthouseRun(run.route, run.visit, run.cpuSlowdown, url);
    run.plainCopy = { tbtMs, lcpMs, timingFailures };
    return controlVerdict(run, timingFailures);
  };
  /** A run of `route` as `visit`, run again (twice at most) while the host's index calls for another slowdown. */
  const calibratedRun = async (route: string, visit: Visit, label: string) => {
    for (let attempt = 1; ; attempt += 1) {
      const calibrated = indexes.length ? calibrate(median(indexes)!)?.slowdown : undefined;
      const slowdown = fixedSlowdown ?? (calibrated && Math.round(calibrated * 10) / 10);
      const r = { ...(await lighthouseRun(route, visit, slowdown)), attempt };
      if (slowdown === undefined) r.host ||= 'uncalibrated: the first run, no index known before it';
      indexes.push(r.benchmarkIndex);
      const retryable = fixedSlowdown === undefined && calibrate(r.benchmarkIndex) && attempt < triesPerRun;
      // A run already set aside for its host is run again anyway: no control until the last try.
      if (needsControl(r) && !(r.host && retryable)) r.host = await controlledVerdict(r);
      const retry = retryable && r.host !== '';
      // ✗: its failures count against the site; ?: it says nothing of the site, or is run again.
      const counts = r.failures.length > 0 || (r.timingFailures.length > 0 && !setAside(r.host));
      const mark = retry || (!counts && r.host) ? '?' : counts ? '✗' : '✓';
      const scores = Object.values(r.scores).map((score) => score ?? 'n/a');
      console.log(
        `${mark} ${label}${attempt > 1 ? ` (try ${attempt})` : ''}: ${scores.join('/')}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, FCP ${Math.round(r.fcpMs)} ms, SI ${Math.round(r.speedIndexMs)} ms, ${r.transferKb.toFixed(1)} KB; host index ${Math.round(r.benchmarkIndex)}, CPU ${r.cpuSlowdown.toFixed(1)}×, ${Math.round(r.stolenCpu * 100)} % stolen${r.host ? `; ${r.host}${retry ? ', run again' : ''}` : ''}${r.plainCopy ? `; plain copy: LCP ${Math.round(r.plainCopy.lcpMs)} ms, TBT ${Math.round(r.plainCopy.tbtMs)} ms` : ''}${r.timingFailures.length ? `; long tasks as simulated (start: length): ${r.longTasks.map((t) => `${t.url.split('/').pop() || t.url} ${t.startMs}: ${t.durationMs} ms`).join(', ')}` : ''}${r.failingAudits.length ? `; failing: ${r.failingAudits.join(', ')}` : ''}`,
      );
      if (!retry) return r;
    }
  };
  const results = [];
  for (const route of routes)
    for (let i = 1; i <= runs; i += 1)
      for (const visit of visits)
        results.push(await calibratedRun(route, visit, `${route} ${visit} ${i}/${runs}`));
  for (const e of lighthouseExemptions.filter((x) => routes.includes(x.route)))
    console.log(`\n${e.route}: ${e.category} scored without "${e.audit}" (${e.reason}).`);
  const external = [...new Set(results.flatMap((r) => r.externalRequests))];
  if (external.length)
    console.log(`\nRequests to other hosts (blocked on this closed network):\n  ${external.join('\n  ')}`);

  const weights = await checkBuild(outDir, values.base);
  console.log(`\nBytes loaded before any interaction:\n\n${formatTable(weights)}`);
  console.log("(Upper bounds: every island's code counts, run or not; what runs is below.)");
  // What runs and what is only fetched before any interaction, read in Chromium (not throttled).
  const uses = await scriptUse(outDir, server.url, routes);
  console.log('\nScript files before any interaction (gzip): run, and fetched at idle without running');
  console.log('(inline scripts in the page, which always run, are in the HTML figure above)\n');
  const files = ({ gzip, files }: (typeof uses)[number]['ran']) => `${kb(gzip)} (${files.length} files)`;
  const rows = uses.map((use) => [use.route, use.visit, files(use.ran), files(use.fetchedOnly)]);
  console.log(markdownTable([['route', 'visit', 'run', 'fetched, not run'], ...rows], { align: 'llrr' }));
  const unjudged = results.filter((r) => setAside(r.host));
  const failures = [
    ...results.flatMap((r) =>
      [...r.failures, ...(unjudged.includes(r) ? [] : r.timingFailures)].map((f) => `${r.route}: ${f}`),
    ),
    ...weights.failures,
    // A later page of a visit shows no splash: none of its island code may run before a touch.
    ...uses
      .filter((use) => use.visit === 'later visit' && use.ran.files.length > 0)
      .map((use) => `${use.route}: ${use.ran.files.map((f) => f.file).join(', ')} ran before a touch`),
  ];
  // A starved host's run that kept its budgets kept them on a slower phone too; a held paint's
  // timings were the browser's, so neither its failures nor its passes count.
  const notJudged = unjudged.flatMap((r) =>
    r.timingFailures.length || isHeldPaint(r.host)
      ? `${r.route} ${r.visit}: ${r.host}${r.timingFailures.length ? `: ${r.timingFailures.join(', ')}` : ''}`
      : [],
  );
  writeJson(jsonFile, {
    generatedAt: new Date().toISOString(),
    runsPerRoute: runs,
    cpuSlowdown: fixedSlowdown ?? 'calibrated from the host benchmark index (Lighthouse docs/throttling.md)',
    budgets: { lighthouse: budget, exemptions: lighthouseExemptions, pageWeight: weights.budgets },
    runs: results,
    pageWeight: weights.pages,
    scriptsBeforeInteraction: uses,
    failures,
    notJudged,
  });
  console.log(`\nWrote ${path.relative(repoRoot, jsonFile)}.`);
  if (failures.length || !notJudged.length)
    reportFailures(failures, 'Every run of every route within every budget.');
  else {
    console.error(`\nNo failure of the site, but ${notJudged.length} run(s) could not be judged:`);
    console.error(notJudged.map((s) => `  ? ${s}`).join('\n'));
    process.exitCode = 2;
  }
} finally {
  await plainCopies.close();
  await server.close();
}
