/**
 * Scale benchmark: how build time, /work HTML and per-page JavaScript grow with the number of
 * projects.
 *
 *   node scripts/bench.ts [--sizes 7,50,200] [--cold all|none|real,7,50] [--cold-runs 3] [--warm-runs 3] [--no-real] [--shared-images]
 *                         [--out docs/benchmarks.md] [--keep]
 *
 * In a temporary copy of the site (without node_modules, dist*, .git; node_modules symlinked)
 * it builds the owner's content once, then replaces its projects with N synthetic projects
 * of the real frontmatter shape for each size, and builds each cold (an empty Astro cache
 * directory of its own, so every image is optimised; 3 times, the median counts) and then warm
 * (the last cold build's cache again, so images come from the cache). It prints, and writes into
 * its own section of docs/benchmarks.md (between `<!-- bench:scale -->` markers; the rest of the
 * file is left as it is): build times against the budgets, pages per second, /work HTML bytes,
 * per-page JavaScript (scripts/lib/page-weight.ts), the /work HTML growth per added project, and
 * the machine it ran on.
 *
 * Exits 1 when /work grows by more than the budget per project (scripts/budgets.ts).
 *
 * Images: three placeholder cards are rendered once (scripts/placeholder-art.ts) and copied to
 * every project. Each copy gets a text chunk naming its project, so its bytes, and so its
 * content hash, differ: Astro optimises every project's images as it would real ones. With
 * --shared-images the copies are identical and the bundler may process them once for all.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
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
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32 } from 'node:zlib';
import {
  buildSecondsFiftyProjects,
  buildSecondsSevenProjects,
  pageWeightBudgets,
  workHtmlGrowthPerProject,
} from './budgets.ts';
import { checkBuild } from './check-budgets.ts';
import { formatMarkdown, writeMarkedSection } from './lib/marked-section.ts';
import { gzipSize, kb } from './lib/page-weight.ts';
import { renderProjectCard } from '../src/lib/art/title-card.ts';
import { ownerContent } from '../src/lib/content-location.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The name of this benchmark's section of docs/benchmarks.md (scripts/lib/marked-section.ts). */
const scaleSection = 'bench:scale';

// ---------------------------------------------------------------------------------------------
// Synthetic content

const FIRST = [
  'Harbour',
  'Quiet',
  'Copper',
  'Northline',
  'Maple',
  'Tidal',
  'Granite',
  'Lumen',
  'Cedar',
  'Atlas',
  'Meadow',
  'Signal',
  'Orbit',
  'Juniper',
  'Beacon',
  'Summit',
  'Willow',
  'Falcon',
  'Prairie',
  'Harvest',
];
const SECOND = [
  'Ledger',
  'Transit',
  'Rentals',
  'Health',
  'Tracker',
  'Studio',
  'Market',
  'Planner',
  'Connect',
  'Booking',
  'Notes',
  'Finder',
  'Works',
  'Pantry',
  'Fitness',
  'Garden',
  'Wallet',
  'Events',
  'Courier',
  'Academy',
];
const CATEGORIES = [
  { category: 'Web Development', listCategory: 'Web Dev' },
  { category: 'Mobile App', listCategory: undefined },
  { category: 'Machine Learning', listCategory: 'ML' },
] as const;

interface Synthetic {
  slug: string;
  title: string;
  order: number;
  category: string;
  listCategory: string | undefined;
  year: string;
  embed: boolean;
  screenshots: number;
}

/** N projects whose titles, categories and extras vary like the real ones. */
export function syntheticProjects(count: number): Synthetic[] {
  return Array.from({ length: count }, (_, i) => {
    const title = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}${i >= FIRST.length * SECOND.length ? ` ${i}` : ''}`;
    const cat = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0];
    return {
      slug: title.toLowerCase().replaceAll(' ', '-'),
      title,
      order: i + 1,
      category: cat.category,
      listCategory: cat.listCategory,
      year: i % 4 === 0 ? '2024/2025' : String(2025 - (i % 3)),
      // Like the real set: some projects embed a live site, some show screenshots.
      embed: i % 3 === 1,
      screenshots: i % 3 === 0 ? 2 : 0,
    };
  });
}

/** The MDX file of one synthetic project, in the real frontmatter shape. */
export function projectMdx(p: Synthetic): string {
  const lines = [
    '---',
    `order: ${p.order}`,
    `title: ${p.title}`,
    `category: ${p.category}`,
    ...(p.listCategory ? [`listCategory: ${p.listCategory}`] : []),
    `year: "${p.year}"`,
    `summary: ${p.title}, a synthetic ${p.category.toLowerCase()} project that stands in for a real one in the scale benchmark.`,
    'hero:',
    `  src: ./${p.slug}/hero.png`,
    `  alt: ${p.title} title card on a colour field`,
    'preview:',
    `  src: ./${p.slug}/preview.png`,
    `  alt: ${p.title} title card`,
  ];
  if (p.embed) {
    lines.push(
      'embed:',
      `  url: https://example.com/${p.slug}/`,
      `  heading: ${p.title} Website`,
      '  sandbox: [allow-scripts, allow-same-origin]',
    );
  }
  if (p.screenshots > 0) {
    lines.push('screenshots:', `  heading: Images of ${p.title}`, '  images:');
    for (let n = 1; n <= p.screenshots; n += 1)
      lines.push(
        `    - src: ./${p.slug}/screens/${n}.png`,
        `      alt: ${p.title}, screen ${n}, in a browser window`,
      );
  }
  lines.push(
    '---',
    '',
    `${p.title} helps a small team keep track of the work that matters to them, in one place instead`,
    'of scattered spreadsheets, e-mails and phone calls.',
    '',
    'I designed and built the **main screens**: the layouts, responsive behaviour down to phone',
    'widths, form validation and the states in between — loading, empty lists and errors — so the',
    'pages stay clear when there is nothing to show yet.',
    '',
  );
  return lines.join('\n');
}

/** The PNG with a tEXt chunk (Comment = `note`) after IHDR: same pixels, different bytes. */
export function withPngNote(png: Buffer, note: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const body = Buffer.from(`Comment\0${note}`, 'latin1');
  const typeAndBody = Buffer.concat([Buffer.from('tEXt', 'latin1'), body]);
  const chunk = Buffer.alloc(4 + typeAndBody.length + 4);
  chunk.writeUInt32BE(body.length, 0);
  typeAndBody.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndBody) >>> 0, 4 + typeAndBody.length);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

interface Art {
  hero: Buffer;
  preview: Buffer;
  screen: Buffer;
}

function writeProjects(siteDir: string, count: number, art: Art, shared: boolean) {
  const dir = ownerContent(siteDir).projects;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const p of syntheticProjects(count)) {
    const own = (png: Buffer, name: string) => (shared ? png : withPngNote(png, `bench ${p.slug} ${name}`));
    mkdirSync(path.join(dir, p.slug, 'screens'), { recursive: true });
    writeFileSync(path.join(dir, `${p.slug}.mdx`), projectMdx(p));
    writeFileSync(path.join(dir, p.slug, 'hero.png'), own(art.hero, 'hero'));
    writeFileSync(path.join(dir, p.slug, 'preview.png'), own(art.preview, 'preview'));
    for (let n = 1; n <= p.screenshots; n += 1)
      writeFileSync(path.join(dir, p.slug, 'screens', `${n}.png`), own(art.screen, `screen ${n}`));
  }
}

// ---------------------------------------------------------------------------------------------
// Building and measuring

/** Seconds in Astro's "Completed in 1m 25s" / "46.29s" / "224ms". */
export function parseDuration(text: string): number {
  let seconds = 0;
  for (const [, n, unit] of text.matchAll(/([\d.]+)\s*(ms|m|s)\b/g)) {
    const v = Number(n);
    seconds += unit === 'ms' ? v / 1000 : unit === 'm' ? v * 60 : v;
  }
  return seconds;
}

interface BuildRun {
  seconds: number;
  /** Astro's own timing of its image phase ("generating optimized images"). */
  imageSeconds: number | undefined;
  imagesGenerated: number;
  imagesFromCache: number;
  log: string;
}

function astroBuild(siteDir: string, outDir: string, cacheDir: string, logFile: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const log = createWriteStream(logFile);
    let text = '';
    const child = spawn(
      path.join(siteDir, 'node_modules/.bin/astro'),
      ['build', '--config', 'bench.config.mjs'],
      {
        cwd: siteDir,
        env: {
          ...process.env,
          PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
          ASTRO_TELEMETRY_DISABLED: '1',
          OUT_DIR: outDir,
          BENCH_CACHE_DIR: cacheDir,
          FORCE_COLOR: '0',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      log.end();
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`astro build failed (exit ${code}); log: ${logFile}\n${text.slice(-3000)}`));
        return;
      }
      const imagePhase = /generating optimized images[\s\S]*?✓ Completed in ([^\n.]*(?:\.\d+)?[^\n]*)/.exec(
        text,
      );
      resolve({
        seconds,
        imageSeconds: imagePhase?.[1] ? parseDuration(imagePhase[1]) : undefined,
        imagesGenerated: (text.match(/\(before: /g) ?? []).length,
        imagesFromCache: (text.match(/\((reused|revalidated) cache entry\)/g) ?? []).length,
        log: logFile,
      });
    });
  });
}

interface SizeResult {
  label: string;
  projects: number;
  pages: number;
  /** The cold build whose time is the median of the cold runs. */
  cold: BuildRun | undefined;
  /** Every cold run's wall-clock seconds, in order. */
  coldSeconds: number[];
  /** The warm build whose time is the median of the warm runs. */
  warm: BuildRun;
  /** Every warm run's wall-clock seconds, in order. */
  warmSeconds: number[];
  workHtml: number;
  workHtmlGzip: number;
  workJs: number;
  maxJs: number;
  maxJsPage: string;
  distBytes: number;
}

function dirBytes(dir: string): number {
  let total = 0;
  const walk = (d: string) => {
    for (const entry of readdirSafe(d)) {
      const full = path.join(d, entry);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else total += st.size;
    }
  };
  walk(dir);
  return total;
}

function readdirSafe(dir: string): string[] {
  try {
    return existsSync(dir) ? (statSync(dir).isDirectory() ? readdirSync(dir) : []) : [];
  } catch {
    return [];
  }
}

/** The run whose time is the median (the lower middle one of an even count). */
function median(runs: BuildRun[]): BuildRun | undefined {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Cold-build budgets by project count, in seconds (the product's budgets, beside the others in budgets.ts). */
const coldBudgets = new Map([
  [7, buildSecondsSevenProjects],
  [50, buildSecondsFiftyProjects],
]);

async function measureSize(
  label: string,
  projects: number,
  siteDir: string,
  work: string,
  coldCount: number,
  warmCount: number,
): Promise<SizeResult> {
  const outDir = path.join(work, `dist-${label}`);
  const cacheDir = path.join(work, `cache-${label}`);
  rmSync(cacheDir, { recursive: true, force: true });
  /** `count` timed builds of one kind, each logged to its own file; `before` runs before each. */
  const timedBuilds = async (kind: 'cold' | 'warm', count: number, before = () => {}) => {
    const runs: BuildRun[] = [];
    for (let i = 1; i <= count; i += 1) {
      before();
      process.stdout.write(`  ${label}: ${kind} build ${i}/${count}… `);
      const run = await astroBuild(
        siteDir,
        outDir,
        cacheDir,
        path.join(work, `build-${label}-${kind}-${i}.log`),
      );
      console.log(
        `${run.seconds.toFixed(1)} s (${run.imagesGenerated} images optimised, ${run.imagesFromCache} from cache)`,
      );
      runs.push(run);
    }
    return runs;
  };
  // Each cold run starts from an empty cache; the last one's cache serves the warm runs.
  const coldRuns = await timedBuilds('cold', coldCount, () =>
    rmSync(cacheDir, { recursive: true, force: true }),
  );
  const coldRun = median(coldRuns);
  if (!coldRun) {
    // Fill the cache first, untimed, so that the warm builds below are warm.
    process.stdout.write(`  ${label}: filling the image cache (not timed)… `);
    const priming = await astroBuild(
      siteDir,
      outDir,
      cacheDir,
      path.join(work, `build-${label}-priming.log`),
    );
    console.log(`${priming.seconds.toFixed(1)} s`);
  }
  const warmRuns = await timedBuilds('warm', warmCount);
  const warm = median(warmRuns);
  if (!warm) throw new Error('No warm build ran.');

  const report = await checkBuild(outDir);
  const workPage = report.pages.find((p) => p.page === 'work.html' || p.page === 'work/index.html');
  if (!workPage) throw new Error(`No /work page in ${outDir}`);
  const workHtml = readFileSync(path.join(outDir, workPage.page));
  const max = report.pages.reduce((a, b) => (b.js > a.js ? b : a));
  const result: SizeResult = {
    label,
    projects,
    pages: report.pages.length,
    cold: coldRun,
    coldSeconds: coldRuns.map((r) => r.seconds),
    warm,
    warmSeconds: warmRuns.map((r) => r.seconds),
    workHtml: workHtml.length,
    workHtmlGzip: gzipSize(workHtml),
    workJs: workPage.js,
    maxJs: max.js,
    maxJsPage: max.page,
    distBytes: dirBytes(outDir),
  };
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report

interface Growth {
  from: SizeResult;
  to: SizeResult;
  perProject: number;
  perProjectGzip: number;
}

const growth = (from: SizeResult, to: SizeResult): Growth => ({
  from,
  to,
  perProject: (to.workHtml - from.workHtml) / (to.projects - from.projects),
  perProjectGzip: (to.workHtmlGzip - from.workHtmlGzip) / (to.projects - from.projects),
});

function machine() {
  const cpus = os.cpus();
  return {
    nproc: os.availableParallelism(),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    astro: (
      JSON.parse(readFileSync(path.join(root, 'node_modules/astro/package.json'), 'utf8')) as {
        version: string;
      }
    ).version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

function markdown(
  results: SizeResult[],
  growths: Growth[],
  info: ReturnType<typeof machine>,
  meta: {
    date: string;
    loadBefore: number[];
    loadAfter: number[];
    shared: boolean;
    coldRuns: number;
    warmRuns: number;
    totalSeconds: number;
  },
): string {
  const s = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));
  const range = (runs: number[]) =>
    runs.length > 1 ? ` (${s(Math.min(...runs))}–${s(Math.max(...runs))})` : '';
  const rows = results.map((r) => {
    const pps = r.pages / r.warm.seconds;
    return `| ${r.label} | ${r.projects} | ${r.pages} | ${s(r.cold?.seconds)}${range(r.coldSeconds)} | ${s(r.cold?.imageSeconds)} | ${r.cold?.imagesGenerated ?? '–'} | ${s(r.warm.seconds)}${range(r.warmSeconds)} | ${pps.toFixed(1)} | ${r.workHtml.toLocaleString('en')} | ${r.workHtmlGzip.toLocaleString('en')} | ${kb(r.workJs)} | ${kb(r.maxJs)} | ${(r.distBytes / 1024 ** 2).toFixed(1)} MB |`;
  });
  const growthRows = growths.map(
    (g) =>
      `| ${g.from.label} → ${g.to.label} | ${g.perProject.toFixed(0)} | ${g.perProjectGzip.toFixed(0)} | ${g.perProject <= workHtmlGrowthPerProject ? 'pass' : '**FAIL**'} |`,
  );
  const real = results.find((r) => r.label === 'real');
  const budgetRows = results.flatMap((r) => {
    const budget = coldBudgets.get(r.projects);
    if (budget === undefined) return [];
    const verdict = (seconds: number) => (seconds <= budget ? 'pass' : '**FAIL**');
    return [
      ...(r.cold
        ? [
            `| ${r.label} | cold (empty image cache), median of ${r.coldSeconds.length} | ${s(r.cold.seconds)} | ≤ ${budget} | ${verdict(r.cold.seconds)} |`,
          ]
        : []),
      `| ${r.label} | warm, median of ${r.warmSeconds.length} | ${s(r.warm.seconds)} | ≤ ${budget} | ${verdict(r.warm.seconds)} |`,
    ];
  });
  const realVerdict = budgetRows.length
    ? `Build budgets (7 projects ≤ ${buildSecondsSevenProjects} s, 50 projects ≤ ${buildSecondsFiftyProjects} s, two cores, empty image cache):

| content | build | seconds | budget | |
| --- | --- | ---: | ---: | --- |
${budgetRows.join('\n')}`
    : '';
  // What the numbers say, computed from the smallest and largest synthetic sizes.
  const synthetic = results.filter((r) => r.label !== 'real');
  const first = synthetic[0];
  const last = synthetic.at(-1);
  const findings: string[] = [];
  if (first && last && last.projects > first.projects) {
    const dp = last.projects - first.projects;
    const jsFlat = synthetic.every((r) => Math.abs(r.maxJs - first.maxJs) < 64);
    findings.push(
      jsFlat
        ? `- **JavaScript does not grow with content**: ${kb(first.maxJs)} gzip on the heaviest page at ${first.projects} and at ${last.projects} projects (budget ${kb(pageWeightBudgets.js)}).`
        : `- **JavaScript grows with content**: the heaviest page loads ${kb(first.maxJs)} at ${first.projects} projects and ${kb(last.maxJs)} at ${last.projects} (budget ${kb(pageWeightBudgets.js)}).`,
    );
    const gzipPer = (last.workHtmlGzip - first.workHtmlGzip) / dp;
    if (gzipPer > 0) {
      const crossing = first.projects + (pageWeightBudgets.html - first.workHtmlGzip) / gzipPer;
      findings.push(
        `- **/work HTML**: ${((last.workHtml - first.workHtml) / dp).toFixed(0)} bytes (${gzipPer.toFixed(0)} gzip) per project; at this rate /work would exceed the ${kb(pageWeightBudgets.html)} gzip HTML budget of npm run check:budgets at about ${Math.round(crossing)} projects${last.workHtmlGzip > pageWeightBudgets.html ? ` (the ${last.projects}-project build is over it: ${kb(last.workHtmlGzip)})` : ''}.`,
      );
    }
    if (first.cold && last.cold && last.cold.imagesGenerated > first.cold.imagesGenerated) {
      const imagesPer = (last.cold.imagesGenerated - first.cold.imagesGenerated) / dp;
      const secondsPer = (last.cold.seconds - first.cold.seconds) / dp;
      const perImage =
        last.cold.imageSeconds === undefined ? undefined : last.cold.imageSeconds / last.cold.imagesGenerated;
      findings.push(
        `- **Cold builds are image-bound**: each project adds ${imagesPer.toFixed(1)} optimised files (hero in AVIF at three widths and one WebP, the preview in WebP at two, plus screenshots) and ${secondsPer.toFixed(1)} s of cold build${perImage === undefined ? '' : `, ${perImage.toFixed(2)} s per optimised file`}.`,
      );
    }
    findings.push(
      `- **Warm builds** go from ${first.warm.seconds.toFixed(1)} s (${first.projects} projects) to ${last.warm.seconds.toFixed(1)} s (${last.projects}): ${(((last.warm.seconds - first.warm.seconds) / dp) * 1000).toFixed(0)} ms per project, on a machine whose load varied during the run.`,
    );
  }
  if (real?.cold) {
    findings.push(
      `- **Deploys**: the real site builds in ${real.cold.seconds.toFixed(1)} s cold and ${real.warm.seconds.toFixed(1)} s warm. The Pages workflow restores Astro's image cache (node_modules/.astro, keyed on the content images), so a deploy after the first is warm.`,
    );
  }

  return `# Scale benchmark

Generated by \`npm run bench\` (scripts/bench.ts) on ${meta.date}. How build time, the /work page and
per-page JavaScript grow with the number of projects. Re-run it after changes that touch the
project list, the image pipeline or the islands, and commit this file with the change.

## Machine

| | |
| --- | --- |
| cores (\`nproc\`) | ${info.nproc} |
| memory | ${info.memory} |
| CPU | ${info.cpu} |
| Node | ${info.node} |
| Astro | ${info.astro} |
| OS | ${info.platform} |
| load average (1/5/15 min) before → after | ${meta.loadBefore.map((l) => l.toFixed(1)).join(' / ')} → ${meta.loadAfter.map((l) => l.toFixed(1)).join(' / ')} |

The machine is shared: a load average above the core count means other work ran alongside the
builds, and times are then upper bounds. Byte figures do not depend on load.

## Results

"real" is the site's own content; the other rows replace it with N synthetic projects of the real
frontmatter shape (every third with two screenshots, every third with an embedded site, hero and
preview for all). ${meta.shared ? 'Images are identical copies (--shared-images), which the bundler may process once for all projects.' : 'Every project has its own image files (same pixels, different bytes), so each is optimised as real images are.'}

- **Cold**: an empty Astro cache directory of its own (\`cacheDir\`), so every image is optimised
  (AVIF at the widths each image's \`sizes\` can choose, one WebP fallback) and the content layer starts
  from nothing. Run ${meta.coldRuns}× per size, each from an empty cache; the median counts.${meta.coldRuns ? ' "–" where a size was not built cold (--cold).' : ' (Not run: --cold none.)'}
- **Warm**: the same build again with the cache the last cold build left: images come from the cache.
  This is a developer's rebuild, and CI's when it restores \`node_modules/.astro\`. Run
  ${meta.warmRuns}× per size; the median counts, the range shows the machine's noise.
- Pages per second: pages ÷ warm build time (wall clock of \`astro build\`, Node start included).
- JS: gzip bytes a page loads before any interaction (scripts/lib/page-weight.ts): on /work, and
  the most on any page.

| content | projects | pages | cold build, median (min–max) (s) | of which images (s) | images optimised | warm build, median (min–max) (s) | pages/s (warm) | /work HTML (bytes) | /work HTML gzip | /work JS | max JS per page | dist size |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${realVerdict}

## What the numbers say

${findings.join('\n')}

## /work HTML growth per added project

Budget: ≤ ${workHtmlGrowthPerProject} bytes of HTML per project (uncompressed; gzip shown for reference).

| from → to | bytes per project | gzip bytes per project | budget |
| --- | ---: | ---: | --- |
${growthRows.join('\n')}

Total run time: ${(meta.totalSeconds / 60).toFixed(1)} min.
`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node scripts/bench.ts [--sizes 7,50,200] [--cold all|none|real,7,50] [--cold-runs 3] [--warm-runs 3] [--no-real] [--shared-images] [--out docs/benchmarks.md] [--keep]',
    );
    return;
  }
  const sizes = values.sizes
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  // Which builds also run cold (an empty cache of their own) before the warm one.
  const coldLabels =
    values.cold === 'all'
      ? undefined
      : new Set(values.cold === 'none' ? [] : values.cold.split(',').map((s) => s.trim()));
  const runsCold = (label: string) => coldLabels === undefined || coldLabels.has(label);
  const coldCount = Math.max(1, Number.parseInt(values['cold-runs'], 10) || 3);
  const coldRunsFor = (label: string) => (runsCold(label) ? coldCount : 0);
  const cold = coldLabels === undefined || coldLabels.size > 0;
  const warmCount = Math.max(1, Number.parseInt(values['warm-runs'], 10) || 3);
  const started = performance.now();
  const loadBefore = os.loadavg();
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const info = machine();
  console.log(
    `Bench on ${info.nproc} cores, ${info.memory}, ${info.cpu}, Node ${info.node}; load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`,
  );

  // A copy of the site without node_modules, builds and history; node_modules symlinked.
  const work = mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));
  const siteDir = path.join(work, 'site');
  const skip = new Set([
    'node_modules',
    '.git',
    '.astro',
    'reports',
    'test-results',
    'playwright-report',
    'coverage',
    'screenshots',
    '.cache',
  ]);
  cpSync(root, siteDir, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(root, src);
      const top = rel.split(path.sep)[0] ?? '';
      return rel === '' || (!skip.has(top) && !/^dist($|-)/.test(top));
    },
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  // Astro's cache goes where each run says, never into the shared node_modules/.astro.
  writeFileSync(
    path.join(siteDir, 'bench.config.mjs'),
    "import config from './astro.config.mjs';\nexport default { ...config, cacheDir: process.env.BENCH_CACHE_DIR };\n",
  );
  console.log(`Working copy: ${siteDir}`);

  try {
    const results: SizeResult[] = [];
    if (!values['no-real']) {
      const projectsDir = ownerContent(siteDir).projects;
      const realCount = readdirSync(projectsDir).filter((f) => f.endsWith('.mdx')).length;
      results.push(await measureSize('real', realCount, siteDir, work, coldRunsFor('real'), warmCount));
    }

    console.log('Rendering placeholder art…');
    const art: Art = {
      hero: await renderProjectCard({
        title: 'Harbour Ledger',
        category: 'Web Development',
        slug: 'bench-hero',
        width: 1600,
        height: 900,
      }),
      preview: await renderProjectCard({
        title: 'Harbour Ledger',
        category: 'Web Development',
        slug: 'bench-preview',
        width: 960,
        height: 600,
      }),
      screen: await renderProjectCard({
        title: 'Screen',
        category: 'Screenshot',
        slug: 'bench-screen',
        width: 1280,
        height: 800,
      }),
    };
    for (const size of sizes) {
      writeProjects(siteDir, size, art, values['shared-images']);
      results.push(
        await measureSize(String(size), size, siteDir, work, coldRunsFor(String(size)), warmCount),
      );
    }

    const synthetic = results.filter((r) => r.label !== 'real');
    const growths: Growth[] = [];
    for (let i = 1; i < synthetic.length; i += 1) {
      const from = synthetic[i - 1];
      const to = synthetic[i];
      if (from && to) growths.push(growth(from, to));
    }
    const first = synthetic[0];
    const last = synthetic.at(-1);
    if (synthetic.length > 2 && first && last) growths.push(growth(first, last));

    const loadAfter = os.loadavg();
    const doc = markdown(results, growths, info, {
      date,
      loadBefore,
      loadAfter,
      shared: values['shared-images'],
      coldRuns: cold ? coldCount : 0,
      warmRuns: warmCount,
      totalSeconds: (performance.now() - started) / 1000,
    });
    const outFile = path.resolve(root, values.out);
    const formatted = await formatMarkdown(doc, outFile);
    // Only this benchmark's section: the file holds the other benchmarks' too.
    writeMarkedSection(outFile, scaleSection, formatted);
    const jsonFile = path.join(root, 'reports/bench.json');
    mkdirSync(path.dirname(jsonFile), { recursive: true });
    writeFileSync(
      jsonFile,
      `${JSON.stringify({ date, machine: info, loadBefore, loadAfter, results, growths: growths.map((g) => ({ from: g.from.label, to: g.to.label, perProject: g.perProject, perProjectGzip: g.perProjectGzip })) }, null, 2)}\n`,
    );
    console.log(`\n${formatted}`);
    console.log(`Wrote its section of ${path.relative(root, outFile)}.`);

    const over = growths.filter((g) => g.perProject > workHtmlGrowthPerProject);
    if (over.length) {
      console.error(
        `\n✗ /work HTML grows by more than ${workHtmlGrowthPerProject} bytes per project: ${over.map((g) => `${g.from.label}→${g.to.label} ${g.perProject.toFixed(0)} bytes`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (values.keep) console.log(`Kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
