/**
 * Scale benchmark: how build time, /work HTML and per-page JavaScript grow with the number of
 * projects. In a temporary copy of the site (node_modules linked) it builds the owner's content,
 * then N synthetic projects of the real frontmatter shape for each size: cold (an empty Astro cache
 * of its own, so every image is optimised) and warm (the last cold build's cache), 3 times each,
 * timed by tinybench. It writes the figures against the budgets (scripts/budgets.ts) into its own
 * section of docs/benchmarks.md (how it measures is written just above it) and reports/bench.json.
 *
 *   node scripts/bench.ts [--sizes 7,50,200] [--cold all|none|real,7,50] [--cold-runs 3] [--warm-runs 3] [--no-real]
 *                         [--shared-images] [--out docs/benchmarks.md] [--keep]
 *
 * Exits 1 when /work grows by more than the budget per project. Every project's images are copies
 * of three rendered cards, each with a text chunk naming its project, so that its bytes differ and
 * Astro optimises it as it would a real one (--shared-images: identical copies).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crc32 } from 'node:zlib';
import { Bench } from 'tinybench';
import { renderProjectCard } from '../src/lib/art/title-card.ts';
import { ownerContent } from '../src/lib/content-location.ts';
import {
  buildSecondsFiftyProjects,
  buildSecondsSevenProjects,
  pageWeightBudgets,
  workHtmlGrowthPerProject,
} from './budgets.ts';
import { checkBuild } from './check-budgets.ts';
import { formatMarkdown, writeMarkedSection } from './lib/marked-section.ts';
import { gzipSize, kb } from './lib/page-weight.ts';
import { machine, machineTable, median } from './lib/report.ts';
import { buildSite } from './lib/site-build.ts';
import { repoRoot } from './lib/site-content.ts';

const section = 'bench:scale';
const firstWords =
  'Harbour Quiet Copper Northline Maple Tidal Granite Lumen Cedar Atlas Meadow Signal Orbit Juniper Beacon Summit Willow Falcon Prairie Harvest';
const secondWords =
  'Ledger Transit Rentals Health Tracker Studio Market Planner Connect Booking Notes Finder Works Pantry Fitness Garden Wallet Events Courier Academy';
const categories = [['Web Development', 'Web Dev'], ['Mobile App'], ['Machine Learning', 'ML']] as const;

/** The i-th synthetic project (from 0): its slug, its MDX file and its screenshot count. */
function syntheticProject(i: number) {
  const [first, second] = [firstWords.split(' '), secondWords.split(' ')];
  const title = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}${i >= first.length * second.length ? ` ${i}` : ''}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const [category, listCategory] = categories[i % categories.length]!;
  const year = i % 4 === 0 ? '2024/2025' : String(2025 - (i % 3));
  // Like the real set: every third project embeds a live site, every third shows two screenshots.
  const screenshots = i % 3 === 0 ? 2 : 0;
  const embed = `embed:\n  url: https://example.com/${slug}/\n  heading: ${title} Website\n  sandbox: [allow-scripts, allow-same-origin]\n`;
  const shots = [1, 2].map(
    (n) => `    - src: ./${slug}/screens/${n}.png\n      alt: ${title}, screen ${n}, in a browser window\n`,
  );
  const mdx = `---
order: ${i + 1}
title: ${title}
category: ${category}
${listCategory ? `listCategory: ${listCategory}\n` : ''}year: "${year}"
summary: ${title}, a synthetic ${category.toLowerCase()} project that stands in for a real one in the scale benchmark.
hero:
  src: ./${slug}/hero.png
  alt: ${title} title card on a colour field
preview:
  src: ./${slug}/preview.png
  alt: ${title} title card
${i % 3 === 1 ? embed : ''}${screenshots ? `screenshots:\n  heading: Images of ${title}\n  images:\n${shots.join('')}` : ''}---

${title} helps a small team keep track of the work that matters to them, in one place instead
of scattered spreadsheets, e-mails and phone calls.

I designed and built the **main screens**: the layouts, responsive behaviour down to phone
widths, form validation and the states in between — loading, empty lists and errors — so the
pages stay clear when there is nothing to show yet.
`;
  return { slug, mdx, screenshots };
}

/**
 * The PNG with a tEXt chunk (Comment = `note`) after IHDR: the same pixels, other bytes. Written
 * out, as sharp would re-encode the pixels and no PNG library here adds a chunk alone.
 */
function withPngNote(png: Buffer, note: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const typeAndBody = Buffer.from(`tEXtComment\0${note}`, 'latin1');
  const chunk = Buffer.alloc(typeAndBody.length + 8);
  chunk.writeUInt32BE(typeAndBody.length - 4, 0);
  typeAndBody.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndBody) >>> 0, 4 + typeAndBody.length);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/** Seconds in Astro's "Completed in 1m 25s" / "46.29s" / "224ms": Astro reports its phases' times only as text. */
function parseDuration(text: string): number {
  let seconds = 0;
  for (const [, n, unit] of text.matchAll(/([\d.]+)\s*(ms|m|s)\b/g))
    seconds += Number(n) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
  return seconds;
}

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
    return phase ? [parseDuration(phase)] : [];
  });
  return {
    seconds: (latency?.samples ?? []).map((ms) => ms / 1000),
    medianSeconds: latency ? latency.p50 / 1000 : undefined,
    imageSeconds: median(imageSeconds) ?? undefined,
    imagesGenerated: (logs.at(-1)?.match(/\(before: /g) ?? []).length,
    imagesFromCache: (logs.at(-1)?.match(/\((reused|revalidated) cache entry\)/g) ?? []).length,
  };
}

/** One size: its cold and warm builds, then the bytes of its /work page and its heaviest page. */
async function measureSize(label: string, projects: number, coldRuns: number, warmRuns: number) {
  const outDir = path.join(work, `dist-${label}`);
  const cacheDir = path.join(work, `cache-${label}`);
  let n = 0;
  const build = () => {
    n += 1;
    process.stdout.write(`  ${label}: build ${n}… `);
    const logFile = path.join(work, `build-${label}-${n}.log`);
    const built = buildSite({ outDir, logFile, siteDir, config: 'bench.config.mjs', cacheDir });
    return built.then((log) => (console.log('done'), log));
  };
  // Each cold run starts from an empty cache; the last one's cache serves the warm runs.
  rmSync(cacheDir, { recursive: true, force: true });
  const cold = await timedBuilds(coldRuns, build, () => rmSync(cacheDir, { recursive: true, force: true }));
  if (coldRuns === 0) await build(); // Fills the cache, untimed, so that the warm builds are warm.
  const warm = await timedBuilds(warmRuns, build);
  const report = await checkBuild(outDir);
  const workPage = report.pages.find((p) => p.page === 'work.html' || p.page === 'work/index.html');
  if (!workPage) throw new Error(`No /work page in ${outDir}`);
  const workHtml = readFileSync(path.join(outDir, workPage.page));
  const heaviest = report.pages.reduce((a, b) => (b.js > a.js ? b : a));
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(outDir, f));
  const result = {
    label,
    projects,
    pages: report.pages.length,
    cold: coldRuns ? cold : undefined,
    warm,
    workHtml: workHtml.length,
    workHtmlGzip: gzipSize(workHtml),
    workJs: workPage.js,
    maxJs: heaviest.js,
    distBytes: files.reduce((sum, file) => sum + (statSync(file).isFile() ? statSync(file).size : 0), 0),
  };
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  return result;
}
type SizeResult = Awaited<ReturnType<typeof measureSize>>;

function markdown(
  results: SizeResult[],
  info: Record<string, string>,
  date: string,
  load: number[][],
  minutes: number,
) {
  const s = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));
  const times = (t: SizeResult['warm'] | undefined) =>
    `${s(t?.medianSeconds)}${t && t.seconds.length > 1 ? ` (${s(Math.min(...t.seconds))}–${s(Math.max(...t.seconds))})` : ''}`;
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.projects} | ${r.pages} | ${times(r.cold)} | ${s(r.cold?.imageSeconds)} | ${r.cold?.imagesGenerated ?? '–'} | ${times(r.warm)} | ${(r.pages / (r.warm.medianSeconds ?? Number.NaN)).toFixed(1)} | ${r.workHtml.toLocaleString('en')} | ${r.workHtmlGzip.toLocaleString('en')} | ${kb(r.workJs)} | ${kb(r.maxJs)} | ${(r.distBytes / 1024 ** 2).toFixed(1)} MB |`,
  );
  const budgets = new Map([
    [7, buildSecondsSevenProjects],
    [50, buildSecondsFiftyProjects],
  ]);
  const budgetRows = results.flatMap((r) => {
    const budget = budgets.get(r.projects);
    const row = (kind: string, t: SizeResult['warm']) =>
      `| ${r.label} | ${kind}, median of ${t.seconds.length} | ${s(t.medianSeconds)} | ≤ ${budget} | ${(t.medianSeconds ?? Infinity) <= (budget ?? 0) ? 'pass' : '**FAIL**'} |`;
    return budget === undefined
      ? []
      : [...(r.cold ? [row('cold (empty image cache)', r.cold)] : []), row('warm', r.warm)];
  });
  const synthetic = results.filter((r) => r.label !== 'real');
  const [first, last, real] = [synthetic[0], synthetic.at(-1), results.find((r) => r.label === 'real')];
  const findings: string[] = [];
  if (first && last && last.projects > first.projects) {
    const dp = last.projects - first.projects;
    const gzipPer = (last.workHtmlGzip - first.workHtmlGzip) / dp;
    findings.push(
      synthetic.every((r) => Math.abs(r.maxJs - first.maxJs) < 64)
        ? `- **JavaScript does not grow with content**: ${kb(first.maxJs)} gzip on the heaviest page at ${first.projects} and at ${last.projects} projects (budget ${kb(pageWeightBudgets.js)}).`
        : `- **JavaScript grows with content**: the heaviest page loads ${kb(first.maxJs)} at ${first.projects} projects and ${kb(last.maxJs)} at ${last.projects} (budget ${kb(pageWeightBudgets.js)}).`,
      `- **/work HTML**: ${((last.workHtml - first.workHtml) / dp).toFixed(0)} bytes (${gzipPer.toFixed(0)} gzip) per project; at this rate /work would exceed the ${kb(pageWeightBudgets.html)} gzip HTML budget of npm run check:budgets at about ${Math.round(first.projects + (pageWeightBudgets.html - first.workHtmlGzip) / gzipPer)} projects${last.workHtmlGzip > pageWeightBudgets.html ? ` (the ${last.projects}-project build is over it: ${kb(last.workHtmlGzip)})` : ''}.`,
    );
    if (first.cold && last.cold && last.cold.imagesGenerated > first.cold.imagesGenerated) {
      const perImage =
        last.cold.imageSeconds === undefined
          ? ''
          : `, ${(last.cold.imageSeconds / last.cold.imagesGenerated).toFixed(2)} s per optimised file`;
      findings.push(
        `- **Cold builds are image-bound**: each project adds ${((last.cold.imagesGenerated - first.cold.imagesGenerated) / dp).toFixed(1)} optimised files (hero in AVIF at three widths and one WebP, the preview in WebP at two, plus screenshots) and ${(((last.cold.medianSeconds ?? 0) - (first.cold.medianSeconds ?? 0)) / dp).toFixed(1)} s of cold build${perImage}.`,
      );
    }
    findings.push(
      `- **Warm builds** go from ${s(first.warm.medianSeconds)} s (${first.projects} projects) to ${s(last.warm.medianSeconds)} s (${last.projects}): ${((((last.warm.medianSeconds ?? 0) - (first.warm.medianSeconds ?? 0)) / dp) * 1000).toFixed(0)} ms per project, on a machine whose load varied during the run.`,
    );
  }
  if (real?.cold)
    findings.push(
      `- **Deploys**: the real site builds in ${s(real.cold.medianSeconds)} s cold and ${s(real.warm.medianSeconds)} s warm. The Pages workflow restores Astro's image cache (node_modules/.astro, keyed on the content images), so a deploy after the first is warm.`,
    );
  const growth = synthetic.slice(1).map((to, i) => [synthetic[i]!, to] as const);
  if (synthetic.length > 2 && first && last) growth.push([first, last]);
  const growthRows = growth.map(([from, to]) => {
    const per = (key: 'workHtml' | 'workHtmlGzip') => (to[key] - from[key]) / (to.projects - from.projects);
    return `| ${from.label} → ${to.label} | ${per('workHtml').toFixed(0)} | ${per('workHtmlGzip').toFixed(0)} | ${per('workHtml') <= workHtmlGrowthPerProject ? 'pass' : '**FAIL**'} |`;
  });
  return {
    over: growth.filter(
      ([from, to]) =>
        (to.workHtml - from.workHtml) / (to.projects - from.projects) > workHtmlGrowthPerProject,
    ),
    text: `# Scale benchmark

Generated by \`npm run bench\` (scripts/bench.ts) on ${date}. Re-run it after changes that touch the
project list, the image pipeline or the islands, and commit this file with the change.

## Machine

${machineTable(info, load[0] ?? [], load[1] ?? [])}

## Results

${values['shared-images'] ? 'Images are identical copies (--shared-images).' : 'Every project has its own image files (same pixels, different bytes).'} Cold: ${values['cold-runs']}× per size, warm: ${values['warm-runs']}×; the median counts, the range shows the machine's noise ("–": not built cold, --cold).

| content | projects | pages | cold build, median (min–max) (s) | of which images (s) | images optimised | warm build, median (min–max) (s) | pages/s (warm) | /work HTML (bytes) | /work HTML gzip | /work JS | max JS per page | dist size |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${budgetRows.length ? `\nBuild budgets (7 projects ≤ ${buildSecondsSevenProjects} s, 50 projects ≤ ${buildSecondsFiftyProjects} s, two cores, empty image cache):\n\n| content | build | seconds | budget | |\n| --- | --- | ---: | ---: | --- |\n${budgetRows.join('\n')}\n` : ''}
## What the numbers say

${findings.join('\n')}

## /work HTML growth per added project

Budget: ≤ ${workHtmlGrowthPerProject} bytes of HTML per project (uncompressed; gzip shown for reference).

| from → to | bytes per project | gzip bytes per project | budget |
| --- | ---: | ---: | --- |
${growthRows.join('\n')}

Total run time: ${minutes.toFixed(1)} min.
`,
  };
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
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const coldLabels =
  values.cold === 'all' ? undefined : new Set(values.cold === 'none' ? [] : values.cold.split(','));
const runsOf = (option: string) => Math.max(1, Number.parseInt(option, 10) || 3);
const coldRunsFor = (label: string) =>
  coldLabels === undefined || coldLabels.has(label) ? runsOf(values['cold-runs']) : 0;
const started = performance.now();
const loadBefore = os.loadavg();
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const astro = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/astro/package.json'), 'utf8')) as {
  version: string;
};
const info = machine({ Astro: astro.version });

// A copy of the site without node_modules, builds and history; node_modules linked.
const work = mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));
const siteDir = path.join(work, 'site');
const skipped =
  /^(node_modules|\.git|\.astro|reports|test-results|playwright-report|coverage|screenshots|\.cache|dist(-.*)?)$/;
cpSync(repoRoot, siteDir, {
  recursive: true,
  filter: (src) => !skipped.test(path.relative(repoRoot, src).split(path.sep)[0] ?? ''),
});
symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
// Astro's cache goes where each run says, never into the shared node_modules/.astro.
const config =
  "import config from './astro.config.mjs';\nexport default { ...config, cacheDir: process.env.BENCH_CACHE_DIR };\n";
writeFileSync(path.join(siteDir, 'bench.config.mjs'), config);
console.log(
  `Bench on ${info['cores (`nproc`)']} cores, load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}; working copy ${siteDir}`,
);
try {
  const results: SizeResult[] = [];
  const projectsDir = ownerContent(siteDir).projects;
  const warmRuns = runsOf(values['warm-runs']);
  if (!values['no-real']) {
    const realCount = readdirSync(projectsDir).filter((f) => f.endsWith('.mdx')).length;
    results.push(await measureSize('real', realCount, coldRunsFor('real'), warmRuns));
  }
  const card = (title: string, category: string, slug: string, width: number, height: number) =>
    renderProjectCard({ title, category, slug, width, height });
  const art = {
    hero: await card('Harbour Ledger', 'Web Development', 'bench-hero', 1600, 900),
    preview: await card('Harbour Ledger', 'Web Development', 'bench-preview', 960, 600),
    screen: await card('Screen', 'Screenshot', 'bench-screen', 1280, 800),
  };
  for (const size of sizes) {
    rmSync(projectsDir, { recursive: true, force: true });
    for (let i = 0; i < size; i += 1) {
      const { slug, mdx, screenshots } = syntheticProject(i);
      const image = (png: Buffer, name: string) =>
        values['shared-images'] ? png : withPngNote(png, `bench ${slug} ${name}`);
      mkdirSync(path.join(projectsDir, slug, 'screens'), { recursive: true });
      writeFileSync(path.join(projectsDir, `${slug}.mdx`), mdx);
      writeFileSync(path.join(projectsDir, slug, 'hero.png'), image(art.hero, 'hero'));
      writeFileSync(path.join(projectsDir, slug, 'preview.png'), image(art.preview, 'preview'));
      for (let n = 1; n <= screenshots; n += 1)
        writeFileSync(path.join(projectsDir, slug, 'screens', `${n}.png`), image(art.screen, `screen ${n}`));
    }
    results.push(await measureSize(String(size), size, coldRunsFor(String(size)), warmRuns));
  }
  const docFile = path.resolve(repoRoot, values.out);
  const { text, over } = markdown(
    results,
    info,
    date,
    [loadBefore, os.loadavg()],
    (performance.now() - started) / 60_000,
  );
  const doc = await formatMarkdown(text, docFile);
  writeMarkedSection(docFile, section, doc);
  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  const json = { date, machine: info, loadBefore, loadAfter: os.loadavg(), results };
  writeFileSync(path.join(repoRoot, 'reports/bench.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n${doc}\nWrote its section of ${path.relative(repoRoot, docFile)} and reports/bench.json.`);
  if (over.length) {
    console.error(
      `\n✗ /work HTML grows by more than ${workHtmlGrowthPerProject} bytes per project: ${over.map(([from, to]) => `${from.label}→${to.label}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  if (values.keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
