/**
 * Scale benchmark: how build time, /work HTML and per-page JavaScript grow with the number of
 * projects (how it measures: docs/benchmarks.md, above its section). Builds the owner's content
 * ("real"), then for each size N synthetic projects of the real frontmatter shape, in a content
 * folder of their own (CONTENT_DIR): cold and warm, timed by tinybench. Writes the figures against
 * the budgets (scripts/budgets.ts) into its section of docs/benchmarks.md and reports/bench.json;
 * exits 1 when /work grows by more than the budget per project.
 *
 *   node scripts/bench.ts [--sizes 7,50,200] [--cold all|none|real,7,50] [--cold-runs 3] [--warm-runs 3]
 *                         [--no-real] [--shared-images] [--out docs/benchmarks.md] [--keep]
 *
 * Every project's images are copies of three rendered cards, each with a text chunk naming its
 * project, so that its bytes differ and Astro optimises it as it would a real one (--shared-images:
 * identical copies). --keep keeps the builds and the synthetic content in dist-bench-scale/.
 */
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import parseDuration from 'parse-duration';
import pngText from 'png-chunk-text';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import { Bench } from 'tinybench';
import { parseDocument } from 'yaml';
import { renderProjectCard } from '../src/lib/art/title-card.ts';
import { contentFolder, ownerContent, ownerContentDir } from '../src/lib/content/content-location.ts';
import { buildSecondsByProjects, pageWeightBudgets, workHtmlGrowthPerProject } from './budgets.ts';
import { checkBuild } from './check-budgets.ts';
import { kb } from './lib/page-weight.ts';
import { machine, machineTable, median, publish, runDate } from './lib/report.ts';
import { buildSite } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';
import { fillTemplate } from './lib/template.ts';

const words = [
  'Harbour Quiet Copper Northline Maple Tidal Granite Lumen Cedar Atlas Meadow Signal Orbit Juniper Beacon Summit Willow Falcon Prairie Harvest',
  'Ledger Transit Rentals Health Tracker Studio Market Planner Connect Booking Notes Finder Works Pantry Fitness Garden Wallet Events Courier Academy',
].map((list) => list.split(' '));
const categories = [['Web Development', 'Web Dev'], ['Mobile App'], ['Machine Learning', 'ML']] as const;
const config = 'scripts/bench.config.mjs';

/** The i-th synthetic project (from 0): its slug, its MDX file and its screenshot count. */
function syntheticProject(i: number) {
  const [first = [], second = []] = words;
  const title = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}${i >= first.length * second.length ? ` ${i}` : ''}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const [category, listCategory] = categories[i % categories.length]!;
  const year = i % 4 === 0 ? '2024/2025' : String(2025 - (i % 3));
  const kind = category.toLowerCase();
  const fields = { order: i + 1, title, slug, year, category, listCategory: listCategory ?? '', kind };
  const filled = fillTemplate('bench-project.mdx', fields);
  const [, frontmatter, body] = filled.split(/^---$/m);
  const data = parseDocument(frontmatter ?? '');
  // Like the real set: every third project embeds a live site, every third shows two screenshots.
  const screenshots = i % 3 === 0 ? 2 : 0;
  if (!listCategory) data.delete('listCategory');
  if (i % 3 !== 1) data.delete('embed');
  if (!screenshots) data.delete('screenshots');
  return { slug, mdx: `---\n${String(data)}---${body}`, screenshots };
}

/** The PNG with a tEXt chunk (Comment = `note`) after IHDR: the same pixels, other bytes. */
function withPngNote(png: Buffer, note: string): Buffer {
  const chunks = extractChunks(png);
  chunks.splice(1, 0, pngText.encode('Comment', note));
  return Buffer.from(encodeChunks(chunks));
}

/** Seconds in Astro's "1m 25s" / "46.29s" / "224ms": Astro reports its phases' times only as text. */
const parseSeconds = (text: string) => parseDuration(text, 's') ?? Number.NaN;

/** `count` builds of one kind, timed by tinybench, with what Astro said of its images in each. */
async function timedBuilds(count: number, build: () => Promise<string>, beforeEach?: () => void) {
  const logs: string[] = [];
  const bench = new Bench({ iterations: count, time: 0, warmup: false, retainSamples: true });
  bench.add('build', async () => void logs.push(await build()), beforeEach ? { beforeEach } : {});
  if (count > 0) await bench.run();
  const result = bench.tasks[0]?.result;
  const latency = result && 'latency' in result ? result.latency : undefined;
  const imageSeconds = logs.flatMap((log) => {
    const phase = /generating optimized images[\s\S]*?✓ Completed in ([^\n]*)/.exec(log)?.[1];
    return phase ? [parseSeconds(phase)] : [];
  });
  return {
    seconds: (latency?.samples ?? []).map((ms) => ms / 1000),
    medianSeconds: latency ? latency.p50 / 1000 : undefined,
    imageSeconds: median(imageSeconds) ?? undefined,
    imagesGenerated: (logs.at(-1)?.match(/\(before: /g) ?? []).length,
    imagesFromCache: (logs.at(-1)?.match(/\((reused|revalidated) cache entry\)/g) ?? []).length,
  };
}
type Timed = Awaited<ReturnType<typeof timedBuilds>>;

/** One size: its cold and warm builds, then the bytes of its /work page and its heaviest page. */
async function measureSize(label: string, projects: number, contentDir: string | undefined) {
  const [outDir, cacheDir] = [path.join(work, `dist-${label}`), path.join(work, `cache-${label}`)];
  const coldRuns = values.cold === 'all' || values.cold.split(',').includes(label) ? runs.cold : 0;
  let n = 0;
  const build = async () => {
    process.stdout.write(`  ${label}: build ${(n += 1)}… `);
    const log = await buildSite({ outDir, logFile, contentDir, config, cacheDir });
    console.log('done');
    return log;
  };
  // Each cold run starts from an empty cache; the last one's cache serves the warm runs.
  const emptyCache = () => rmSync(cacheDir, { recursive: true, force: true });
  emptyCache();
  const cold = await timedBuilds(coldRuns, build, emptyCache);
  if (coldRuns === 0) await build(); // Fills the cache, untimed, so that the warm builds are warm.
  const warm = await timedBuilds(runs.warm, build);
  const report = await checkBuild(outDir);
  const workPage = report.pages.find((p) => p.page === 'work.html' || p.page === 'work/index.html');
  if (!workPage) throw new Error(`No /work page in ${outDir}`);
  const files = readdirSync(outDir, { recursive: true }).map((f) => statSync(`${outDir}/${f}`));
  const result = {
    label,
    projects,
    pages: report.pages.length,
    cold: coldRuns ? cold : undefined,
    warm,
    workHtml: workPage.htmlRaw,
    workHtmlGzip: workPage.htmlWithProse,
    /** The site's own markup on /work, gzip: what the HTML budget holds (the list is the owner's). */
    workSiteHtml: workPage.html,
    workJs: workPage.js,
    maxJs: Math.max(...report.pages.map((p) => p.js)),
    distBytes: files.reduce((sum, file) => sum + (file.isFile() ? file.size : 0), 0),
  };
  rmSync(outDir, { recursive: true, force: true });
  emptyCache();
  return result;
}
type SizeResult = Awaited<ReturnType<typeof measureSize>>;

/** The section of docs/benchmarks.md, and the steps where /work grew by more than its budget. */
function markdown(results: SizeResult[], load: number[][], minutes: number) {
  const s = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));
  const times = (t: Timed | undefined) =>
    `${s(t?.medianSeconds)}${t && t.seconds.length > 1 ? ` (${s(Math.min(...t.seconds))}–${s(Math.max(...t.seconds))})` : ''}`;
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.projects} | ${r.pages} | ${times(r.cold)} | ${s(r.cold?.imageSeconds)} | ${r.cold?.imagesGenerated ?? '–'} | ${times(r.warm)} | ${(r.pages / (r.warm.medianSeconds ?? Number.NaN)).toFixed(1)} | ${r.workHtml.toLocaleString('en')} | ${r.workHtmlGzip.toLocaleString('en')} | ${kb(r.workJs)} | ${kb(r.maxJs)} | ${(r.distBytes / 1024 ** 2).toFixed(1)} MB |`,
  );
  const budgetRows = results.flatMap((r) =>
    (['cold', 'warm'] as const).flatMap((kind) => {
      const [t, budget] = [r[kind], buildSecondsByProjects.get(r.projects)];
      const pass = (t?.medianSeconds ?? Infinity) <= (budget ?? 0) ? 'pass' : '**FAIL**';
      return t && budget
        ? `| ${r.label} | ${kind === 'cold' ? 'cold (empty image cache)' : 'warm'}, median of ${t.seconds.length} | ${s(t.medianSeconds)} | ≤ ${budget} | ${pass} |`
        : [];
    }),
  );
  const synthetic = results.filter((r) => r.label !== 'real');
  const growth = synthetic.slice(1).map((to, i) => [synthetic[i]!, to] as const);
  if (synthetic.length > 2) growth.push([synthetic[0]!, synthetic.at(-1)!]);
  const per = ([from, to]: (typeof growth)[number], key: 'workHtml' | 'workHtmlGzip') =>
    (to[key] - from[key]) / (to.projects - from.projects);
  const over = growth.filter((step) => per(step, 'workHtml') > workHtmlGrowthPerProject);
  const text = fillTemplate('bench-report.md', {
    date,
    machine: machineTable(info, load[0] ?? [], load[1] ?? []),
    images: values['shared-images']
      ? 'Images are identical copies (--shared-images).'
      : 'Every project has its own image files (same pixels, different bytes).',
    coldRuns: runs.cold,
    warmRuns: runs.warm,
    rows: rows.join('\n'),
    buildBudgets: [...buildSecondsByProjects].map(([n, max]) => `${n} projects ≤ ${max} s`).join(', '),
    budgets: budgetRows.join('\n') || '| – | no build of 7 or 50 projects | | | |',
    findings: findings(results).join('\n'),
    growthBudget: workHtmlGrowthPerProject,
    growth: growth
      .map(
        (step) =>
          `| ${step[0].label} → ${step[1].label} | ${per(step, 'workHtml').toFixed(0)} | ${per(step, 'workHtmlGzip').toFixed(0)} | ${over.includes(step) ? '**FAIL**' : 'pass'} |`,
      )
      .join('\n'),
    minutes: minutes.toFixed(1),
  });
  return { text, over };
}

/** "What the numbers say": the trends from the smallest synthetic size to the largest, and the real site's builds. */
function findings(results: SizeResult[]): string[] {
  const synthetic = results.filter((r) => r.label !== 'real');
  const [first, last, real] = [synthetic[0], synthetic.at(-1), results.find((r) => r.label === 'real')];
  const lines: string[] = [];
  if (first && last && last.projects > first.projects) {
    const per = (from: number, to: number, digits = 0) =>
      ((to - from) / (last.projects - first.projects)).toFixed(digits);
    const sizes = `at ${first.projects} and at ${last.projects} projects`;
    const [js, html] = [kb(pageWeightBudgets.js), kb(pageWeightBudgets.html)];
    lines.push(
      `- **JavaScript ${synthetic.every((r) => Math.abs(r.maxJs - first.maxJs) < 64) ? 'does not grow' : 'grows'} with content**: the heaviest page loads ${kb(first.maxJs)} and ${kb(last.maxJs)} gzip ${sizes} (budget ${js}).`,
      `- **/work HTML**: ${per(first.workHtml, last.workHtml)} bytes (${per(first.workHtmlGzip, last.workHtmlGzip)} gzip) per project (the list, which is the owner's content). The site's own markup, which the ${html} budget holds, is ${kb(first.workSiteHtml)} and ${kb(last.workSiteHtml)} ${sizes}.`,
    );
    const [a, b] = [first.cold, last.cold];
    if (a && b && b.imagesGenerated > a.imagesGenerated && b.imageSeconds !== undefined)
      lines.push(
        `- **Cold builds are image-bound**: each project adds ${per(a.imagesGenerated, b.imagesGenerated, 1)} optimised files (hero in AVIF at three widths and one WebP, the preview in WebP at two, plus screenshots) and ${per(a.medianSeconds ?? 0, b.medianSeconds ?? 0, 1)} s of cold build, ${(b.imageSeconds / b.imagesGenerated).toFixed(2)} s per optimised file.`,
      );
  }
  if (real?.cold)
    lines.push(
      `- **Deploys**: the real site builds in ${real.cold.medianSeconds?.toFixed(1)} s cold and ${real.warm.medianSeconds?.toFixed(1)} s warm. The Pages workflow restores Astro's image cache (node_modules/.astro, keyed on the content images), so a deploy after the first is warm.`,
    );
  return lines;
}

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '7,50,200' },
    'no-real': { type: 'boolean', default: false },
    cold: { type: 'string', default: 'all' },
    'cold-runs': { type: 'string', default: '3' },
    'warm-runs': { type: 'string', default: '3' },
    'shared-images': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = [...new Set(values.sizes.split(',').map(Number))].filter((n) => n > 0).sort((a, b) => a - b);
const runsOf = (option: string) => Math.max(1, Number.parseInt(option, 10) || 3);
const runs = { cold: runsOf(values['cold-runs']), warm: runsOf(values['warm-runs']) };
const [started, loadBefore, date] = [performance.now(), os.loadavg(), runDate()];
const astro = createRequire(import.meta.url)('astro/package.json') as { version: string };
const info = machine({ Astro: astro.version });

// The builds, their caches and the synthetic content (beside the owner's details) in a folder of
// the checkout that git ignores; the last build's log in reports/.
const work = path.join(repoRoot, 'dist-bench-scale');
const contentDir = path.join(work, 'content');
const logFile = path.join(repoRoot, 'reports/bench-build.log');
rmSync(work, { recursive: true, force: true });
cpSync(path.join(repoRoot, ownerContentDir), contentDir, { recursive: true });
console.log(`Bench on ${os.availableParallelism()} cores, load ${loadBefore.map((l) => l.toFixed(1))}`);
try {
  const results: SizeResult[] = [];
  if (!values['no-real']) {
    const real = readdirSync(ownerContent(repoRoot).projects).filter((f) => f.endsWith('.mdx'));
    results.push(await measureSize('real', real.length, undefined));
  }
  const card = (slug: string, width: number, height: number) =>
    renderProjectCard({ title: 'Harbour Ledger', category: 'Web Development', slug, width, height });
  const art = {
    hero: await card('bench-hero', 1600, 900),
    preview: await card('bench-preview', 960, 600),
    screen: await card('bench-screen', 1280, 800),
  };
  const projectsDir = contentFolder(contentDir).projects;
  for (const size of sizes) {
    rmSync(projectsDir, { recursive: true, force: true });
    for (let i = 0; i < size; i += 1) {
      const { slug, mdx, screenshots } = syntheticProject(i);
      const image = (png: Buffer, name: string, file: string) =>
        writeFileSync(
          path.join(projectsDir, slug, file),
          values['shared-images'] ? png : withPngNote(png, `bench ${slug} ${name}`),
        );
      mkdirSync(path.join(projectsDir, slug, 'screens'), { recursive: true });
      writeFileSync(path.join(projectsDir, `${slug}.mdx`), mdx);
      image(art.hero, 'hero', 'hero.png');
      image(art.preview, 'preview', 'preview.png');
      for (let n = 1; n <= screenshots; n += 1) image(art.screen, `screen ${n}`, `screens/${n}.png`);
    }
    results.push(await measureSize(String(size), size, contentDir));
  }
  const load = [loadBefore, os.loadavg()];
  const { text, over } = markdown(results, load, (performance.now() - started) / 60_000);
  const files = { doc: values.out, json: 'reports/bench.json' };
  await publish('bench:scale', text, files, { date, machine: info, load, results });
  if (over.length) {
    console.error(
      `\n✗ /work HTML grows by more than ${workHtmlGrowthPerProject} bytes per project: ${over.map(([from, to]) => `${from.label}→${to.label}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  if (values.keep) console.log(`Kept ${path.relative(repoRoot, work)}/.`);
  else rmSync(work, { recursive: true, force: true });
}
