/**
 * Performance audit: builds the site into its own folder, serves it on 127.0.0.1 the GitHub
 * Pages way (scripts/lib/pages-server.ts), runs Lighthouse (mobile defaults, simulated
 * throttling) in Debian's Chromium several times per route, and exits 1 when any run breaks one
 * of the design's budgets (scripts/budgets.ts), or a page breaks a byte budget
 * (scripts/check-budgets.ts), or a later page of a visit runs island code before any interaction
 * (scripts/lib/js-before-interaction.ts, which also reports the code fetched at idle without
 * running). Every Lighthouse run is a first visit: a fresh browser, so the splash shows and its
 * island runs within the run. Scores are Lighthouse's own category scores; a route's exempt
 * audits are skipped in its runs, so Lighthouse scores the category without them.
 *
 *   node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit]
 *                         [--base /] [--json reports/lighthouse.json] [--cpu-slowdown 4]
 *
 * Not part of npm test: scores move with the machine's load. The network is closed: no host
 * name but localhost resolves, so the project pages' external iframes fail at once, and any
 * request that left 127.0.0.1 is listed.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseBudgets, lighthouseExemptions } from './budgets.ts';
import { checkBuild, formatTable } from './check-budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { gzipTotal, scriptUse, type ScriptUse } from './lib/js-before-interaction.ts';
import { htmlPages, kb, normaliseBase, pageRoute } from './lib/page-weight.ts';
import { servePages } from './lib/pages-server.ts';
import { buildSite } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Our closed-network flags on top of chrome-launcher's defaults for quiet measurement. */
const lighthouseChromiumFlags = [
  ...chromiumArgs,
  '--headless=new',
  // Every request to another host fails at once (ERR_NAME_NOT_RESOLVED) instead of waiting on a
  // network that is not there.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
const minimum: Record<CategoryId, number> = {
  performance: lighthouseBudgets.performance,
  accessibility: lighthouseBudgets.accessibility,
  'best-practices': lighthouseBudgets.bestPractices,
  seo: lighthouseBudgets.seo,
};

/** One Lighthouse run, reduced to what the budgets and the table read. */
interface Run {
  route: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Not budgeted on their own, but weighed into the performance score: they say where a lost point went. */
  fcpMs: number;
  speedIndexMs: number;
  transferKb: number;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (higher is faster). Its CPU
   * slowdown is a fixed multiple of the host, so a busy host makes a slower simulated phone.
   */
  hostBenchmarkIndex: number;
  /** Weighted audits that did not pass, outside performance. */
  failingAudits: string[];
  externalRequests: string[];
  failures: string[];
}

async function lighthouseRun(url: string, route: string, cpuSlowdown: number | undefined): Promise<Run> {
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: lighthouseChromiumFlags,
    logLevel: 'error',
  });
  try {
    const skipAudits = lighthouseExemptions.filter((e) => e.route === route).map((e) => e.audit);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: 45_000,
      ...(skipAudits.length ? { skipAudits } : {}),
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => {
        const score = lhr.categories[c]?.score;
        return [c, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as Record<CategoryId, number | null>;
    const failingAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score !== 1)
        .map((a) => `${c}/${a?.id ?? ''}`),
    );
    const items = (id: string) =>
      (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const externalRequests = items('network-requests')
      .map((item) => String(item.url ?? ''))
      .filter((u) => /^(https?|wss?):/.test(u) && new URL(u).hostname !== '127.0.0.1');
    const run: Run = {
      route,
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      transferKb:
        Number(items('resource-summary').find((i) => i.resourceType === 'total')?.transferSize ?? 0) / 1024,
      hostBenchmarkIndex: lhr.environment.benchmarkIndex,
      failingAudits,
      externalRequests: [...new Set(externalRequests)],
      failures: [],
    };
    const b = lighthouseBudgets;
    for (const c of CATEGORIES) {
      if (scores[c] === null || (scores[c] ?? 0) < minimum[c])
        run.failures.push(`${c} ${scores[c] ?? 'n/a'} < ${minimum[c]}`);
    }
    if (!(run.lcpMs <= b.lcpMs)) run.failures.push(`LCP ${Math.round(run.lcpMs)} ms > ${b.lcpMs} ms`);
    if (!(run.tbtMs <= b.tbtMs)) run.failures.push(`TBT ${Math.round(run.tbtMs)} ms > ${b.tbtMs} ms`);
    if (!(run.cls <= b.cls)) run.failures.push(`CLS ${run.cls.toFixed(3)} > ${b.cls}`);
    return run;
  } finally {
    chrome.kill();
  }
}

const usage =
  'Usage: node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit] [--base /] [--json reports/lighthouse.json] [--cpu-slowdown 4]';

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      route: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      'out-dir': { type: 'string', default: 'dist-audit' },
      base: { type: 'string', default: '/' },
      json: { type: 'string', default: 'reports/lighthouse.json' },
      'cpu-slowdown': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
  // Lighthouse's default mobile CPU throttling is 4×; change it only to calibrate a slow machine.
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  const outDir = path.resolve(root, values['out-dir']);
  const base = normaliseBase(values.base);
  const jsonFile = path.resolve(root, values.json);
  mkdirSync(path.dirname(jsonFile), { recursive: true });

  // Serve first, so the build can take the server's origin as its site URL: canonical and
  // social URLs then point at the origin Lighthouse loads, as they do once deployed.
  const server = await servePages(outDir, base);
  try {
    if (!values['skip-build']) {
      console.log(`Building into ${path.relative(root, outDir)} (base ${base}, site ${server.origin})`);
      await buildSite({
        outDir,
        base,
        site: server.origin,
        logFile: path.join(path.dirname(jsonFile), 'audit-build.log'),
      });
    } else if (!existsSync(outDir)) throw new Error(`--skip-build, but there is no build at ${outDir}.`);

    // Every page of the build. The not-found page is audited at /404, which the server answers
    // with status 200: Lighthouse refuses to audit a document that answers 404.
    const all = htmlPages(outDir).map((page) => pageRoute(page, '/'));
    const wanted = new Set(values.route?.map((r) => (r.startsWith('/') ? r : `/${r}`)));
    const routes = wanted.size ? all.filter((r) => wanted.has(r)) : all;
    if (routes.length === 0) throw new Error(`No such route; the build has: ${all.join(' ')}`);

    console.log(`Lighthouse ${runs}× per route, mobile defaults, ${routes.length} routes at ${server.url}`);
    console.log('Every run must meet every budget (scores perf/a11y/best practices/SEO).\n');
    const results: Run[] = [];
    for (const route of routes) {
      for (let i = 1; i <= runs; i += 1) {
        const r = await lighthouseRun(`${server.origin}${base}${route.slice(1)}`, route, cpuSlowdown);
        results.push(r);
        const s = r.scores;
        console.log(
          `${r.failures.length ? '✗' : '✓'} ${route} run ${i}/${runs}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, FCP ${Math.round(r.fcpMs)} ms, SI ${Math.round(r.speedIndexMs)} ms, ${r.transferKb.toFixed(1)} KB, host CPU index ${Math.round(r.hostBenchmarkIndex)}${r.failingAudits.length ? `; failing: ${r.failingAudits.join(', ')}` : ''}`,
        );
      }
    }
    for (const e of lighthouseExemptions.filter((x) => routes.includes(x.route)))
      console.log(`\n${e.route}: ${e.category} scored without "${e.audit}" (${e.reason}).`);
    const external = [...new Set(results.flatMap((r) => r.externalRequests))];
    if (external.length)
      console.log(`\nRequests to other hosts (blocked on this closed network):\n  ${external.join('\n  ')}`);

    const weights = await checkBuild(outDir, base);
    console.log(
      `\nBytes loaded before any interaction (${path.relative(root, outDir)}):\n\n${formatTable(weights)}`,
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
    // A later page of a visit shows no splash: none of its island code may run before a touch.
    const ranTooSoon = (use: ScriptUse) => use.visit === 'later visit' && use.ran.length > 0;

    const failures = [
      ...results.flatMap((r) => r.failures.map((f) => `${r.route}: ${f}`)),
      ...weights.failures,
      ...uses
        .filter(ranTooSoon)
        .map((use) => `${use.route}: ${use.ran.map((f) => f.file).join(', ')} ran before any interaction`),
    ];
    const pageWeight = weights.pages.map(({ assets, ...rest }) => ({
      ...rest,
      files: assets.map((a) => `${a.kind} ${kb(a.wire)} ${a.path}`),
    }));
    const report = {
      generatedAt: new Date().toISOString(),
      runsPerRoute: runs,
      budgets: {
        lighthouse: lighthouseBudgets,
        exemptions: lighthouseExemptions,
        pageWeight: weights.budgets,
      },
      runs: results,
      pageWeight,
      scriptsBeforeInteraction: uses,
      failures,
    };
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, jsonFile)}.`);
    if (failures.length) {
      console.error(`\n${failures.length} budget failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\n✓ Every run of every route within every budget.');
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
