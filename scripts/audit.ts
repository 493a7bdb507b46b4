/**
 * Lighthouse's figures for an owner who wants them: builds the site into its own folder, serves it
 * the GitHub Pages way, and runs Lighthouse (mobile defaults, its simulated throttling at a fixed 4×)
 * in Debian's Chromium several times per route, a fresh browser each time, as the first page of a
 * visit (the splash plays) and as a later page. Prints the median of the runs with their range and
 * the host's benchmark index, and warns where a median misses a goal (scripts/budgets.ts). A shared
 * machine's timings are not stable enough to judge (GoogleChrome/lighthouse docs/variability.md), so
 * this never fails on them: the gates are `npm test`'s, and a change's speed is `npm run bench:compare`'s.
 *
 *   node scripts/audit.ts [--runs 5] [--route /work ...] [--skip-build] [--out-dir dist-audit]
 *                         [--base /] [--json reports/lighthouse.json]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { markdownTable } from 'markdown-table';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lighthouseExemptions, lighthouseGoals as goal } from './budgets.ts';
import { chromiumArgs, findChromium } from './lib/browsers.ts';
import { htmlPages, pageRoute } from './lib/page-weight.ts';
import { median, writeJson } from './lib/report.ts';
import { servedBuild } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { closedNetwork } from './lib/throttled-tab.ts';
import { splashSeen, visits, type Visit } from './lib/visits.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run of `route` as `visit`, in a browser of its own: the figures the report reads. */
async function lighthouseRun(route: string, visit: Visit) {
  const chromeFlags = [...chromiumArgs, '--headless=new', closedNetwork];
  const chrome = await launch({ chromePath: findChromium(), chromeFlags, logLevel: 'error' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (visit === 'later visit') await page.evaluateOnNewDocument(...splashSeen);
    const skipAudits = lighthouseExemptions.filter((e) => e.route === route).map((e) => e.audit);
    const url = `${server.url}${route.slice(1)}`;
    const flags: Flags = {
      logLevel: 'error',
      onlyCategories: [...categories],
      maxWaitForLoad: 45_000,
      skipAudits,
    };
    const lhr = (await lighthouse(url, flags, undefined, page))?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100));
    const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
    const [lcp, tbt, cls] = metrics.map(numeric) as [number, number, number];
    return { route, visit, scores, lcp, tbt, cls, hostIndex: lhr.environment.benchmarkIndex };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
type Run = Awaited<ReturnType<typeof lighthouseRun>>;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    route: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist-audit' },
    base: { type: 'string', default: '/' },
    json: { type: 'string', default: 'reports/lighthouse.json' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const [outDir, jsonFile] = [path.resolve(repoRoot, values['out-dir']), path.resolve(repoRoot, values.json)];
const logFile = path.join(path.dirname(jsonFile), 'audit-build.log');
const server = await servedBuild({ outDir, base: values.base, logFile }, values['skip-build']);
try {
  // The not-found page is audited at /404, which the server answers with status 200: Lighthouse
  // refuses to audit a document that answers 404.
  const all = htmlPages(outDir).map((page) => pageRoute(page, '/'));
  const routes = values.route
    ? all.filter((r) => values.route!.some((w) => `/${w}`.replace('//', '/') === r))
    : all;
  if (routes.length === 0) throw new Error(`No such route; the build has: ${all.join(' ')}`);
  console.log(`Lighthouse ${runs}× per route and visit, mobile defaults, at ${server.url}`);
  const results: Run[] = [];
  for (const route of routes)
    for (const visit of visits) {
      process.stdout.write(`  ${route}, ${visit}: `);
      for (let i = 0; i < runs; i += 1) {
        results.push(await lighthouseRun(route, visit));
        process.stdout.write('.');
      }
      console.log('');
    }
  // Each figure: its median over a route's runs as a visit, and its range; a median that misses its goal warns.
  type Figure = {
    name: string;
    of: (r: Run) => number;
    digits?: number;
    ok?: (m: number, v: Visit) => boolean;
  };
  const figures: Figure[] = [
    // The first page of a visit counts the splash's 3 s in its Speed Index: its score is no goal.
    {
      name: 'performance',
      of: (r) => r.scores[0]!,
      ok: (m, v) => v === 'first visit' || m >= goal.performance,
    },
    ...categories.slice(1).map((name, i) => ({ name, of: (r: Run) => r.scores[i + 1]! })),
    { name: 'LCP, ms', of: (r) => r.lcp, ok: (m) => m <= goal.lcpMs },
    { name: 'TBT, ms', of: (r) => r.tbt, ok: (m) => m <= goal.tbtMs },
    { name: 'CLS', of: (r) => r.cls, digits: 3, ok: (m) => m <= goal.cls },
    { name: 'host index', of: (r) => r.hostIndex },
  ];
  const warnings: string[] = [];
  const rows = routes.flatMap((route) =>
    visits.map((visit) => [
      route,
      visit,
      ...figures.map(({ name, of, digits = 0, ok }) => {
        const all = results.filter((r) => r.route === route && r.visit === visit).map(of);
        const m = median(all) ?? Number.NaN;
        if (ok && !ok(m, visit))
          warnings.push(`${route}, ${visit}: ${name} ${m.toFixed(digits)} misses its goal`);
        return `${m.toFixed(digits)} (${Math.min(...all).toFixed(digits)}–${Math.max(...all).toFixed(digits)})`;
      }),
    ]),
  );
  console.log(
    `\nMedians of ${runs} runs (range):\n\n${markdownTable([['route', 'visit', ...figures.map((f) => f.name)], ...rows])}`,
  );
  console.log(
    `\nGoals, never a gate: performance ≥ ${goal.performance} on a later page, LCP ≤ ${goal.lcpMs} ms, TBT ≤ ${goal.tbtMs} ms, CLS ≤ ${goal.cls}.`,
  );
  console.log(
    warnings.length ? warnings.map((w) => `  ! ${w}`).join('\n') : '✓ Every median within its goal.',
  );
  const report = { runsPerRoute: runs, goals: goal, runs: results, warnings };
  writeJson(jsonFile, { generatedAt: new Date().toISOString(), ...report });
  console.log(`\nWrote ${path.relative(repoRoot, jsonFile)}.`);
} finally {
  await server.close();
}
