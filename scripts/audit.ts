/**
 * Performance audit: builds the site into its own folder, serves it on 127.0.0.1 like GitHub
 * Pages (gzip, base path, 404.html), runs Lighthouse (mobile defaults, simulated throttling) in
 * Debian's Chromium several times per route, prints the median of each figure per route, writes
 * everything to a JSON file, and exits 1 when a budget of design.md (scripts/budgets.ts) is
 * broken: Lighthouse's and the per-page byte budgets of scripts/check-budgets.ts alike.
 *
 *   node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit]
 *                         [--base /] [--json reports/lighthouse.json] [--save-lhr]
 *                         [--cpu-slowdown 4]
 *
 * Lighthouse is not part of npm test: its scores move with the machine's load. The network is
 * closed (see scripts/lib/chromium.ts): the project pages' external iframes fail at once, and
 * any request that did not go to 127.0.0.1 is listed in the output.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { lighthouseBudgets, lighthouseExemptions } from './budgets.ts';
import { checkBuild, formatTable, htmlPages } from './check-budgets.ts';
import { launchChromium } from './lib/chromium.ts';
import { kb, normaliseBase, pageRoute } from './lib/page-weight.ts';
import { servePages } from './lib/pages-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// ---------------------------------------------------------------------------------------------
// The parts of a Lighthouse result this script reads

interface AuditResult {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  title: string;
  details?: { items?: Record<string, unknown>[] };
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  categories: Record<string, Category>;
  audits: Record<string, AuditResult>;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
const RESOURCE_TYPES = [
  'document',
  'script',
  'stylesheet',
  'font',
  'image',
  'media',
  'other',
  'total',
] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

/** One Lighthouse run, reduced to the figures the budgets and the table use. */
interface RunFigures {
  scores: Record<CategoryId, number | null>;
  /** Scores with the route's exemptions (scripts/budgets.ts) left out. */
  budgetScores: Record<CategoryId, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  transfer: Record<ResourceType, number>;
  requests: number;
  /** Weighted audits of the four categories that did not pass. */
  failingAudits: { category: CategoryId; id: string; title: string; score: number | null }[];
  /** Requests that went to a host other than 127.0.0.1 (blocked on this closed network). */
  externalRequests: string[];
  warnings: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const medianOrNull = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : median(values as number[]);

/** A category's score recomputed as Lighthouse does, without the audits in `leaveOut`. */
function categoryScore(lhr: Lhr, id: CategoryId, leaveOut: ReadonlySet<string>): number | null {
  const category = lhr.categories[id];
  if (!category) return null;
  let weight = 0;
  let sum = 0;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight <= 0 || leaveOut.has(ref.id) || !audit) continue;
    if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === null) return null;
    weight += ref.weight;
    sum += audit.score * ref.weight;
  }
  return weight ? Math.round((sum / weight) * 100) : 0;
}

function figures(lhr: Lhr, route: string): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = {} as Record<CategoryId, number | null>;
  const budgetScores = {} as Record<CategoryId, number | null>;
  const failingAudits: RunFigures['failingAudits'] = [];
  for (const id of CATEGORIES) {
    const raw = lhr.categories[id]?.score;
    scores[id] = raw === null || raw === undefined ? null : Math.round(raw * 100);
    const leaveOut = new Set(
      lighthouseExemptions.filter((e) => e.route === route && e.category === id).map((e) => e.audit),
    );
    budgetScores[id] = leaveOut.size ? categoryScore(lhr, id, leaveOut) : scores[id];
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight <= 0 || id === 'performance') continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score === null || audit.score < 1)
        failingAudits.push({ category: id, id: ref.id, title: audit.title, score: audit.score });
    }
  }
  const transfer = Object.fromEntries(RESOURCE_TYPES.map((t) => [t, 0])) as Record<ResourceType, number>;
  let requests = 0;
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    const type = item.resourceType as ResourceType;
    if ((RESOURCE_TYPES as readonly string[]).includes(type)) transfer[type] = Number(item.transferSize ?? 0);
    if (type === 'total') requests = Number(item.requestCount ?? 0);
  }
  const externalRequests = (lhr.audits['network-requests']?.details?.items ?? [])
    .map((item) => String(item.url ?? ''))
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1');
  return {
    scores,
    budgetScores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    transfer,
    requests,
    failingAudits,
    externalRequests: [...new Set(externalRequests)],
    warnings: lhr.runWarnings,
  };
}

interface RouteResult {
  route: string;
  url: string;
  runs: RunFigures[];
  median: Omit<RunFigures, 'failingAudits' | 'externalRequests' | 'warnings'>;
  failingAudits: RunFigures['failingAudits'];
  externalRequests: string[];
  failures: string[];
}

function summarise(route: string, url: string, runs: RunFigures[]): RouteResult {
  const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  const scoresOf = (key: 'scores' | 'budgetScores') =>
    Object.fromEntries(CATEGORIES.map((c) => [c, medianOrNull(runs.map((r) => r[key][c]))])) as Record<
      CategoryId,
      number | null
    >;
  const med: RouteResult['median'] = {
    scores: scoresOf('scores'),
    budgetScores: scoresOf('budgetScores'),
    fcpMs: m((r) => r.fcpMs),
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    speedIndexMs: m((r) => r.speedIndexMs),
    benchmarkIndex: m((r) => r.benchmarkIndex),
    transfer: Object.fromEntries(RESOURCE_TYPES.map((t) => [t, m((r) => r.transfer[t])])) as Record<
      ResourceType,
      number
    >,
    requests: m((r) => r.requests),
  };
  const b = lighthouseBudgets;
  const failures: string[] = [];
  const minimum: Record<CategoryId, number> = {
    performance: b.performance,
    accessibility: b.accessibility,
    'best-practices': b.bestPractices,
    seo: b.seo,
  };
  for (const c of CATEGORIES) {
    const score = med.budgetScores[c];
    if (score === null || score < minimum[c]) failures.push(`${c} ${score ?? 'n/a'} < ${minimum[c]}`);
  }
  if (!(med.lcpMs <= b.lcpMs)) failures.push(`LCP ${Math.round(med.lcpMs)} ms > ${b.lcpMs} ms`);
  if (!(med.tbtMs <= b.tbtMs)) failures.push(`TBT ${Math.round(med.tbtMs)} ms > ${b.tbtMs} ms`);
  if (!(med.cls <= b.cls)) failures.push(`CLS ${med.cls.toFixed(3)} > ${b.cls}`);
  // An audit counts as failing when it failed in most runs.
  const counts = new Map<string, { audit: RunFigures['failingAudits'][number]; n: number }>();
  for (const run of runs) {
    for (const audit of run.failingAudits) {
      const key = `${audit.category}/${audit.id}`;
      counts.set(key, { audit, n: (counts.get(key)?.n ?? 0) + 1 });
    }
  }
  const failingAudits = [...counts.values()].filter((c) => c.n * 2 > runs.length).map((c) => c.audit);
  return {
    route,
    url,
    runs,
    median: med,
    failingAudits,
    externalRequests: [...new Set(runs.flatMap((r) => r.externalRequests))],
    failures,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

function table(results: RouteResult[]): string {
  const b = lighthouseBudgets;
  const width = Math.max(5, ...results.map((r) => r.route.length));
  const flag = (bad: boolean) => (bad ? '!' : ' ');
  const score = (v: number | null, min: number) =>
    `${v === null ? 'n/a' : String(v)}${flag(v === null || v < min)}`.padStart(5);
  const ms = (v: number, max: number) => `${Math.round(v)}${flag(!(v <= max))}`.padStart(6);
  const size = (v: number) => (v / 1024).toFixed(1).padStart(6);
  const head = [
    'route'.padEnd(width),
    ' perf',
    ' a11y',
    '   bp',
    '  seo',
    '   FCP',
    '   LCP',
    '   TBT',
    '   CLS',
    '   doc',
    '    js',
    '   css',
    '  font',
    '   img',
    ' other',
    ' total',
    ' req',
    ' cpu',
  ].join(' ');
  const lines = [
    `${' '.repeat(width)}  ≥${b.performance} ≥${b.accessibility}  ≥${b.bestPractices}  ≥${b.seo}     ms ≤${b.lcpMs}   ≤${b.tbtMs} ≤${b.cls}  transfer, KB`,
    head,
  ];
  for (const r of results) {
    const m = r.median;
    lines.push(
      [
        r.route.padEnd(width),
        score(m.budgetScores.performance, b.performance),
        score(m.budgetScores.accessibility, b.accessibility),
        score(m.budgetScores['best-practices'], b.bestPractices),
        score(m.budgetScores.seo, b.seo),
        `${Math.round(m.fcpMs)} `.padStart(6),
        ms(m.lcpMs, b.lcpMs),
        ms(m.tbtMs, b.tbtMs),
        `${m.cls.toFixed(3)}${flag(!(m.cls <= b.cls))}`.padStart(6),
        size(m.transfer.document),
        size(m.transfer.script),
        size(m.transfer.stylesheet),
        size(m.transfer.font),
        size(m.transfer.image),
        size(m.transfer.other + m.transfer.media),
        size(m.transfer.total),
        String(Math.round(m.requests)).padStart(4),
        String(Math.round(m.benchmarkIndex)).padStart(4),
      ].join(' '),
    );
  }
  lines.push(
    '',
    "cpu: Lighthouse's benchmarkIndex of this machine during the runs (median); its 4× CPU slowdown assumes a fast desktop.",
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Steps

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('exit', (code) => {
      log.end();
      resolve(code ?? 1);
    });
  });
}

async function lighthouseOnce(url: string, cpuSlowdown: number | undefined): Promise<Lhr> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: 45_000,
      ...(cpuSlowdown === undefined
        ? {}
        : {
            throttling: {
              rttMs: 150,
              throughputKbps: 1638.4,
              requestLatencyMs: 562.5,
              downloadThroughputKbps: 1474.56,
              uploadThroughputKbps: 675,
              cpuSlowdownMultiplier: cpuSlowdown,
            },
          }),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    return lhr;
  } finally {
    await chromium.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      route: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      'out-dir': { type: 'string', default: 'dist-audit' },
      base: { type: 'string', default: '/' },
      json: { type: 'string', default: 'reports/lighthouse.json' },
      'save-lhr': { type: 'boolean', default: false },
      'cpu-slowdown': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node scripts/audit.ts [--runs 3] [--route /work ...] [--skip-build] [--out-dir dist-audit] [--base /] [--json reports/lighthouse.json] [--save-lhr] [--cpu-slowdown 4]',
    );
    return;
  }
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
  // Lighthouse's default mobile CPU throttling is 4×; only change it to calibrate a slow machine.
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  const outDir = path.resolve(root, values['out-dir']);
  const base = normaliseBase(values.base);
  const jsonFile = path.resolve(root, values.json);
  const reportDir = path.dirname(jsonFile);
  mkdirSync(reportDir, { recursive: true });

  // Serve first, so the build can take the server's origin as its site URL: canonical and
  // social URLs then point at the origin Lighthouse loads, as they do once deployed.
  const server = await servePages(outDir, base);
  try {
    if (!values['skip-build']) {
      const started = performance.now();
      const logFile = path.join(reportDir, 'audit-build.log');
      console.log(
        `Building into ${path.relative(root, outDir)} (base ${base}, site ${server.origin}); log: ${path.relative(root, logFile)}`,
      );
      const binDir = path.dirname(process.execPath);
      const code = await run(
        path.join(root, 'node_modules', '.bin', 'astro'),
        ['build'],
        {
          ...process.env,
          PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
          ASTRO_TELEMETRY_DISABLED: '1',
          OUT_DIR: outDir,
          BASE_PATH: base,
          SITE_URL: server.origin,
        },
        logFile,
      );
      if (code !== 0) throw new Error(`The build failed (exit ${code}); see ${logFile}.`);
      console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    } else if (!existsSync(outDir)) {
      throw new Error(`--skip-build, but there is no build at ${outDir}.`);
    }

    // Routes: every page of the build. The not-found page is audited at /404, where it is
    // served with status 200: Lighthouse refuses to audit a document that answers 404.
    let routes = htmlPages(outDir).map((page) => pageRoute(page, '/'));
    if (values.route?.length) {
      const wanted = new Set(values.route.map((r) => (r.startsWith('/') ? r : `/${r}`)));
      routes = routes.filter((r) => wanted.has(r));
      if (routes.length === 0)
        throw new Error(
          `No such route; the build has: ${htmlPages(outDir)
            .map((p) => pageRoute(p, '/'))
            .join(' ')}`,
        );
    }

    console.log(`Lighthouse ${runs}× per route, mobile defaults, ${routes.length} routes at ${server.url}\n`);
    const results: RouteResult[] = [];
    let userAgent = '';
    for (const route of routes) {
      const url = `${server.origin}${base}${route.slice(1)}`;
      const figuresOfRuns: RunFigures[] = [];
      for (let i = 1; i <= runs; i += 1) {
        const t0 = performance.now();
        const lhr = await lighthouseOnce(url, cpuSlowdown);
        if (values['save-lhr']) {
          const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '_');
          mkdirSync(path.join(reportDir, 'lhr'), { recursive: true });
          writeFileSync(path.join(reportDir, 'lhr', `${name}.${i}.json`), JSON.stringify(lhr));
        }
        userAgent ||= lhr.environment?.hostUserAgent ?? '';
        const f = figures(lhr, route);
        figuresOfRuns.push(f);
        const s = f.scores;
        console.log(
          `  ${route} run ${i}/${runs}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
      }
      results.push(summarise(route, url, figuresOfRuns));
    }

    const weights = await checkBuild(outDir, base);

    console.log(
      `\nMedians of ${runs} runs (scores: perf/a11y/best practices/SEO; "!" marks a broken budget):\n`,
    );
    console.log(table(results));
    for (const e of lighthouseExemptions) {
      const r = results.find((x) => x.route === e.route);
      if (r)
        console.log(
          `\n${e.route}: ${e.category} scored without "${e.audit}" (${e.reason}); with it: ${r.median.scores[e.category]}.`,
        );
    }
    const withAudits = results.filter((r) => r.failingAudits.length > 0);
    if (withAudits.length) {
      console.log('\nAudits failing in most runs (accessibility, best practices, SEO):');
      for (const r of withAudits)
        console.log(
          `  ${r.route}: ${r.failingAudits.map((a) => `${a.id} (${a.score ?? 'error'})`).join(', ')}`,
        );
    }
    const external = [...new Set(results.flatMap((r) => r.externalRequests))];
    if (external.length)
      console.log(`\nRequests to other hosts (blocked on this closed network):\n  ${external.join('\n  ')}`);

    console.log(`\nBytes loaded before any interaction (static, ${path.relative(root, outDir)}):\n`);
    console.log(formatTable(weights));

    const failures = [
      ...results.flatMap((r) => r.failures.map((f) => `${r.route}: ${f}`)),
      ...weights.failures,
    ];
    const report = {
      generatedAt: new Date().toISOString(),
      lighthouse: (
        JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
      browser: userAgent,
      runsPerRoute: runs,
      settings: `Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, ${cpuSlowdown ?? 4}× CPU)`,
      budgets: {
        lighthouse: lighthouseBudgets,
        exemptions: lighthouseExemptions,
        pageWeight: weights.budgets,
      },
      routes: results,
      pageWeight: weights.pages.map(({ assets, ...rest }) => ({
        ...rest,
        files: assets.map((a) => `${a.kind} ${kb(a.wire)} ${a.path}`),
      })),
      failures,
      passed: failures.length === 0,
    };
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, jsonFile)}.`);
    if (failures.length) {
      console.error(`\n${failures.length} budget failure(s):`);
      for (const f of failures) console.error(`  ✗ ${f}`);
      process.exitCode = 1;
    } else {
      console.log('\n✓ Every route within every budget.');
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
