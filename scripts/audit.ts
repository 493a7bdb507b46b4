/**
 * Performance audit: builds the site into its own folder, serves it the GitHub Pages way
 * (scripts/lib/pages-server.ts), runs Lighthouse (mobile defaults, simulated throttling) in Debian's
 * Chromium several times per route, and exits 1 when a run breaks one of the design's budgets
 * (scripts/budgets.ts), a page breaks a byte budget (scripts/check-budgets.ts), or a later page of a
 * visit runs island code before any interaction (scripts/lib/js-before-interaction.ts). Every run is
 * a first visit (a fresh browser: the splash plays). A route's exempt audits are skipped in its runs.
 *
 * The CPU slowdown is calibrated from the host's benchmark index (scripts/lib/cpu-calibration.ts):
 * each run takes the slowdown the last index measured calls for (the first, Lighthouse's 4×), and a
 * run whose own index calls for another is run again, twice at most. A run still not calibrated for
 * its host, or on a host no faster than the phone, is reported as on a starved host: its timings
 * (performance score, LCP, TBT) say nothing of the site. Exits 2 when that is all that failed.
 *
 *   node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit]
 *                         [--base /] [--json reports/lighthouse.json] [--cpu-slowdown 4]
 *
 * --cpu-slowdown fixes the slowdown instead. Not part of npm test. The network is closed: no host
 * name but localhost resolves, and any request that left 127.0.0.1 is listed.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseBudgets as budget, lighthouseExemptions } from './budgets.ts';
import { checkBuild, formatTable } from './check-budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { calibrate, hostVerdict } from './lib/cpu-calibration.ts';
import { gzipTotal, scriptUse } from './lib/js-before-interaction.ts';
import { htmlPages, kb, normaliseBase, pageRoute } from './lib/page-weight.ts';
import { servePages } from './lib/pages-server.ts';
import { buildSite } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';

const categories = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
} as const;
type Category = keyof typeof categories;
/** Tries per run: the first, and twice more when the host's index moved away from the slowdown used. */
const attempts = 3;

/** One Lighthouse run, reduced to what the budgets and the table read. */
async function lighthouseRun(url: string, route: string, cpuSlowdown: number | undefined) {
  // Every request to another host fails at once instead of waiting on a network that is not there.
  const hostRules = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
  const chromeFlags = [...chromiumArgs, '--headless=new', hostRules];
  const chrome = await launch({ chromePath: findChromium(), chromeFlags, logLevel: 'error' });
  try {
    const skipAudits = lighthouseExemptions.filter((e) => e.route === route).map((e) => e.audit);
    const lhr = (
      await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: Object.keys(categories),
        maxWaitForLoad: 45_000,
        ...(skipAudits.length ? { skipAudits } : {}),
        ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      })
    )?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (id: string) =>
      (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const scores = Object.fromEntries(
      Object.keys(categories).map((c) => [
        c,
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    ) as Record<Category, number | null>;
    const run = {
      route,
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      // Not budgeted on their own, but weighed into the performance score: where a lost point went.
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      transferKb:
        Number(items('resource-summary').find((i) => i.resourceType === 'total')?.transferSize ?? 0) / 1024,
      /** Lighthouse's measure of this host's CPU as the run began (higher is faster). */
      benchmarkIndex: lhr.environment.benchmarkIndex,
      /** The slowdown Lighthouse simulated, as its settings say. */
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      /** Weighted binary audits that did not pass, outside performance. */
      failingAudits: (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter(
            (ref) =>
              ref.weight > 0 &&
              lhr.audits[ref.id]?.scoreDisplayMode === 'binary' &&
              lhr.audits[ref.id]?.score !== 1,
          )
          .map((ref) => `${c}/${ref.id}`),
      ),
      externalRequests: [...new Set(items('network-requests').map((item) => String(item.url ?? '')))].filter(
        (u) => /^(https?|wss?):/.test(u) && new URL(u).hostname !== '127.0.0.1',
      ),
      /** Budgets broken whatever the host: scores outside performance, CLS. */
      failures: [] as string[],
      /** Budgets a slower host also breaks: the performance score, LCP and TBT. */
      timingFailures: [] as string[],
      /** Why the host could not stand for the phone in this run; empty when it could. */
      host: '',
    };
    for (const [c, key] of Object.entries(categories) as [Category, (typeof categories)[Category]][]) {
      const failed = !(Number(scores[c]) >= budget[key]);
      if (failed)
        (c === 'performance' ? run.timingFailures : run.failures).push(
          `${c} ${scores[c] ?? 'n/a'} < ${budget[key]}`,
        );
    }
    if (!(run.lcpMs <= budget.lcpMs))
      run.timingFailures.push(`LCP ${Math.round(run.lcpMs)} ms > ${budget.lcpMs} ms`);
    if (!(run.tbtMs <= budget.tbtMs))
      run.timingFailures.push(`TBT ${Math.round(run.tbtMs)} ms > ${budget.tbtMs} ms`);
    if (!(run.cls <= budget.cls)) run.failures.push(`CLS ${run.cls.toFixed(3)} > ${budget.cls}`);
    run.host = hostVerdict(run.benchmarkIndex, run.cpuSlowdown);
    return run;
  } finally {
    chrome.kill();
  }
}
type Run = Awaited<ReturnType<typeof lighthouseRun>> & { attempt: number };

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
const outDir = path.resolve(repoRoot, values['out-dir']);
const base = normaliseBase(values.base);
const jsonFile = path.resolve(repoRoot, values.json);
mkdirSync(path.dirname(jsonFile), { recursive: true });

// Serve first, so that the build takes the server's origin as its site URL, as once deployed.
const server = await servePages(outDir, base);
try {
  if (!values['skip-build']) {
    console.log(`Building into ${path.relative(repoRoot, outDir)} (base ${base}, site ${server.origin})`);
    await buildSite({
      outDir,
      base,
      site: server.origin,
      logFile: path.join(path.dirname(jsonFile), 'audit-build.log'),
    });
  } else if (!existsSync(outDir)) throw new Error(`--skip-build, but there is no build at ${outDir}.`);

  // Every page of the build. The not-found page is audited at /404, which the server answers with
  // status 200: Lighthouse refuses to audit a document that answers 404.
  const all = htmlPages(outDir).map((page) => pageRoute(page, '/'));
  const wanted = new Set(values.route?.map((r) => (r.startsWith('/') ? r : `/${r}`)));
  const routes = wanted.size ? all.filter((r) => wanted.has(r)) : all;
  if (routes.length === 0) throw new Error(`No such route; the build has: ${all.join(' ')}`);

  const slowdownText =
    fixedSlowdown === undefined
      ? 'CPU slowdown calibrated from the host benchmark index'
      : `CPU slowdown ${fixedSlowdown}×`;
  console.log(
    `Lighthouse ${runs}× per route, mobile defaults, ${slowdownText}, ${routes.length} routes at ${server.url}`,
  );
  console.log('Every run must meet every budget (scores perf/a11y/best practices/SEO).\n');
  const results: Run[] = [];
  let lastIndex: number | undefined;
  for (const route of routes) {
    for (let i = 1; i <= runs; i += 1) {
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const calibrated = lastIndex === undefined ? undefined : calibrate(lastIndex)?.slowdown;
        const slowdown =
          fixedSlowdown ?? (calibrated === undefined ? undefined : Math.round(calibrated * 10) / 10);
        const r = {
          ...(await lighthouseRun(`${server.origin}${base}${route.slice(1)}`, route, slowdown)),
          attempt,
        };
        lastIndex = r.benchmarkIndex;
        const retry =
          fixedSlowdown === undefined && r.host !== '' && calibrate(r.benchmarkIndex) && attempt < attempts;
        const s = r.scores;
        console.log(
          `${r.failures.length || (r.timingFailures.length && !r.host) ? '✗' : r.host ? '?' : '✓'} ${route} run ${i}/${runs}${attempt > 1 ? ` (try ${attempt})` : ''}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, FCP ${Math.round(r.fcpMs)} ms, SI ${Math.round(r.speedIndexMs)} ms, ${r.transferKb.toFixed(1)} KB; host index ${Math.round(r.benchmarkIndex)}, CPU ${r.cpuSlowdown.toFixed(1)}×${r.host ? `; ${r.host}${retry ? ', run again' : ''}` : ''}${r.failingAudits.length ? `; failing: ${r.failingAudits.join(', ')}` : ''}`,
        );
        if (!retry) {
          results.push(r);
          break;
        }
      }
    }
  }
  for (const e of lighthouseExemptions.filter((x) => routes.includes(x.route)))
    console.log(`\n${e.route}: ${e.category} scored without "${e.audit}" (${e.reason}).`);
  const external = [...new Set(results.flatMap((r) => r.externalRequests))];
  if (external.length)
    console.log(`\nRequests to other hosts (blocked on this closed network):\n  ${external.join('\n  ')}`);

  const weights = await checkBuild(outDir, base);
  console.log(
    `\nBytes loaded before any interaction (${path.relative(repoRoot, outDir)}):\n\n${formatTable(weights)}`,
  );
  console.log("(Upper bounds: every island's code counts, run or not; what runs is below.)");
  // What runs and what is only fetched before any interaction, read in Chromium (not throttled).
  const uses = await scriptUse(outDir, server.url, routes);
  console.log('\nScript files before any interaction (gzip): run, and fetched at idle without running');
  console.log('(inline scripts in the page, which always run, are in the HTML figure above)\n');
  for (const use of uses) {
    console.log(
      `${use.route.padEnd(34)} ${use.visit.padEnd(12)} run ${kb(gzipTotal(use.ran)).padStart(8)} (${use.ran.length} files)   fetched, not run ${kb(gzipTotal(use.fetchedOnly)).padStart(8)} (${use.fetchedOnly.length} files)`,
    );
  }
  const starved = results.filter((r) => r.host.startsWith('host starved') && r.timingFailures.length);
  const failures = [
    ...results.flatMap((r) =>
      [...r.failures, ...(r.host.startsWith('host starved') ? [] : r.timingFailures)].map(
        (f) => `${r.route}: ${f}`,
      ),
    ),
    ...weights.failures,
    // A later page of a visit shows no splash: none of its island code may run before a touch.
    ...uses
      .filter((use) => use.visit === 'later visit' && use.ran.length > 0)
      .map((use) => `${use.route}: ${use.ran.map((f) => f.file).join(', ')} ran before any interaction`),
  ];
  const pageWeight = weights.pages.map(({ assets, ...rest }) => ({
    ...rest,
    files: assets.map((a) => `${a.kind} ${kb(a.wire)} ${a.path}`),
  }));
  const report = {
    generatedAt: new Date().toISOString(),
    runsPerRoute: runs,
    cpuSlowdown:
      fixedSlowdown ?? 'calibrated from the host benchmark index (docs/throttling.md of Lighthouse)',
    budgets: { lighthouse: budget, exemptions: lighthouseExemptions, pageWeight: weights.budgets },
    runs: results,
    pageWeight,
    scriptsBeforeInteraction: uses,
    failures,
    starvedHost: starved.map((r) => `${r.route}: ${r.host}: ${r.timingFailures.join(', ')}`),
  };
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(repoRoot, jsonFile)}.`);
  if (failures.length) {
    console.error(`\n${failures.length} budget failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else if (starved.length) {
    console.error(
      `\nNo failure of the site, but ${starved.length} run(s) on a starved host could not be judged:\n${report.starvedHost.map((s) => `  ? ${s}`).join('\n')}`,
    );
    process.exitCode = 2;
  } else console.log('\n✓ Every run of every route within every budget.');
} finally {
  await server.close();
}
