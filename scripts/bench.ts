/**
 * Scale benchmark: how build time, /work HTML and per-page JavaScript grow with the number of
 * projects. Builds the owner's content ("real"), then for each size N synthetic projects of the real
 * frontmatter shape, in a content folder of their own (CONTENT_DIR), each build from an empty image
 * cache (the build goals' case; a deploy after the first reuses the cache), timed by tinybench. Writes the figures beside the build goals (scripts/budgets.ts) into its section of
 * docs/benchmarks.md and reports/bench.json. A report: the gate on /work's growth is npm test's.
 *
 *   node scripts/bench.ts [--sizes 7,50,200] [--runs 3] [--no-real] [--out docs/benchmarks.md]
 *
 * Every project's images are copies of three rendered cards, each with a text chunk naming its
 * project, so that its bytes differ and Astro optimises it as it would a real one.
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
import { buildSecondsByProjects, workHtmlGrowthPerProject } from './budgets.ts';
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

/** `count` builds, each from an empty image cache, timed by tinybench, with what Astro said of its images. */
async function timedBuilds(count: number, build: () => Promise<string>, beforeEach: () => void) {
  const logs: string[] = [];
  const bench = new Bench({ iterations: count, time: 0, warmup: false, retainSamples: true });
  bench.add('build', async () => void logs.push(await build()), { beforeEach });
  await bench.run();
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
  };
}
type Timed = Awaited<ReturnType<typeof timedBuilds>>;

/** One size: its builds, then the bytes of its /work page and its heaviest page. */
async function measureSize(label: string, projects: number, contentDir: string | undefined) {
  const [outDir, cacheDir] = [path.join(work, `dist-${label}`), path.join(work, `cache-${label}`)];
  let n = 0;
  const build = async () => {
    process.stdout.write(`  ${label}: build ${(n += 1)}… `);
    const log = await buildSite({ outDir, logFile, contentDir, config, cacheDir });
    console.log('done');
    return log;
  };
  const emptyCache = () => rmSync(cacheDir, { recursive: true, force: true });
  const cold = await timedBuilds(runs, build, emptyCache);
  const report = await checkBuild(outDir);
  const workPage = report.pages.find((p) => p.page === 'work.html' || p.page === 'work/index.html');
  if (!workPage) throw new Error(`No /work page in ${outDir}`);
  const files = readdirSync(outDir, { recursive: true }).map((f) => statSync(`${outDir}/${f}`));
  const result = {
    label,
    projects,
    pages: report.pages.length,
    cold,
    workHtml: workPage.htmlRaw,
    /** The site's own markup on /work, gzip: what the HTML budget holds (the list is the owner's). */
    workSiteHtml: workPage.html,
    maxJs: Math.max(...report.pages.map((p) => p.js)),
    distBytes: files.reduce((sum, file) => sum + (file.isFile() ? file.size : 0), 0),
  };
  rmSync(outDir, { recursive: true, force: true });
  emptyCache();
  return result;
}
type SizeResult = Awaited<ReturnType<typeof measureSize>>;

/** The section of docs/benchmarks.md. */
function markdown(results: SizeResult[], load: number[][], minutes: number) {
  const s = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));
  const times = (t: Timed) =>
    `${s(t.medianSeconds)}${t.seconds.length > 1 ? ` (${s(Math.min(...t.seconds))}–${s(Math.max(...t.seconds))})` : ''}`;
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.projects} | ${r.pages} | ${times(r.cold)} | ${s(r.cold.imageSeconds)} | ${r.cold.imagesGenerated} | ${r.workHtml.toLocaleString('en')} | ${kb(r.workSiteHtml)} | ${kb(r.maxJs)} | ${(r.distBytes / 1024 ** 2).toFixed(1)} MB |`,
  );
  const synthetic = results.filter((r) => r.label !== 'real');
  const [first, last] = [synthetic[0], synthetic.at(-1)];
  const growth =
    first && last && last.projects > first.projects
      ? `${((last.workHtml - first.workHtml) / (last.projects - first.projects)).toFixed(0)} bytes per project from ${first.projects} to ${last.projects} projects`
      : 'one size only';
  return fillTemplate('bench-report.md', {
    date,
    machine: machineTable(info, load[0] ?? [], load[1] ?? []),
    runs,
    rows: rows.join('\n'),
    buildGoals: [...buildSecondsByProjects].map(([n, max]) => `${n} projects ≤ ${max} s`).join(', '),
    growth,
    growthBudget: workHtmlGrowthPerProject,
    minutes: minutes.toFixed(1),
  });
}

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '7,50,200' },
    'no-real': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
  },
});
const sizes = [...new Set(values.sizes.split(',').map(Number))].filter((n) => n > 0).sort((a, b) => a - b);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
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
        writeFileSync(path.join(projectsDir, slug, file), withPngNote(png, `bench ${slug} ${name}`));
      mkdirSync(path.join(projectsDir, slug, 'screens'), { recursive: true });
      writeFileSync(path.join(projectsDir, `${slug}.mdx`), mdx);
      image(art.hero, 'hero', 'hero.png');
      image(art.preview, 'preview', 'preview.png');
      for (let n = 1; n <= screenshots; n += 1) image(art.screen, `screen ${n}`, `screens/${n}.png`);
    }
    results.push(await measureSize(String(size), size, contentDir));
  }
  const load = [loadBefore, os.loadavg()];
  const text = markdown(results, load, (performance.now() - started) / 60_000);
  const files = { doc: values.out, json: 'reports/bench.json' };
  await publish('bench:scale', text, files, { date, machine: info, load, results });
} finally {
  rmSync(work, { recursive: true, force: true });
}
