/**
 * Byte budgets over a production build: for every page, the HTML, JavaScript, CSS and fonts it
 * loads before any interaction (see scripts/lib/page-weight.ts), against scripts/budgets.ts.
 *
 *   node scripts/check-budgets.ts [dist-dir] [--base /portfolio/] [--json file] [--verbose]
 *
 * The build folder defaults to dist; the base path is read from the pages' own asset URLs
 * unless --base is given. Exits 1 when a page is over a budget or refers to a file that is not
 * in the build (or lies outside the base path, or on another host).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fontFileBudget, pageWeightBudgets, type PageWeightBudget } from './budgets.ts';
import {
  assetUrls,
  buildReader,
  htmlPages,
  inferBase,
  kb,
  measurePage,
  normaliseBase,
  type PageWeight,
} from './lib/page-weight.ts';

export interface BudgetReport {
  dir: string;
  base: string;
  budgets: typeof pageWeightBudgets;
  pages: PageWeight[];
  failures: string[];
}

/** Measures every page of the build in `dir` and lists what breaks a budget. */
export async function checkBuild(dir: string, baseArg?: string): Promise<BudgetReport> {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new Error(`No build at ${dir}. Build first, e.g. \`npm run build\`.`);
  const pages = htmlPages(root);
  if (pages.length === 0) throw new Error(`No HTML pages in ${dir}.`);
  const { read, exists } = buildReader(root);
  const base =
    baseArg !== undefined
      ? normaliseBase(baseArg)
      : inferBase(
          pages.flatMap((p) => assetUrls(Buffer.from(read(p) ?? []).toString('utf8'))),
          exists,
        );
  const measured: PageWeight[] = [];
  const failures: string[] = [];
  for (const page of pages) {
    const weight = await measurePage(page, read, base);
    measured.push(weight);
    for (const key of Object.keys(pageWeightBudgets) as PageWeightBudget[]) {
      const limit = pageWeightBudgets[key];
      if (weight[key] > limit)
        failures.push(`${page}: ${key.toUpperCase()} ${kb(weight[key])} is over the budget of ${kb(limit)}`);
    }
    for (const asset of weight.assets.filter((candidate) => candidate.kind === 'font')) {
      if (asset.wire > fontFileBudget)
        failures.push(
          `${page}: font ${asset.path} ${kb(asset.wire)} is over the budget of ${kb(fontFileBudget)} per file`,
        );
    }
    for (const problem of weight.problems) {
      const why =
        problem.reason === 'missing'
          ? 'is not in the build'
          : problem.reason === 'external'
            ? 'is on another host (not self-hosted, cannot be measured)'
            : `is outside the base path ${base}`;
      failures.push(`${page}: ${problem.url} (referred to by ${problem.from}) ${why}`);
    }
  }
  return { dir, base, budgets: pageWeightBudgets, pages: measured, failures };
}

const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

/** The per-page table, budgets in the header, "!" after a figure over its budget. */
export function formatTable(report: BudgetReport): string {
  const b = report.budgets;
  const width = Math.max(4, ...report.pages.map((p) => p.page.length));
  const cell = (value: number, limit: number) => padL(`${kb(value)}${value > limit ? ' !' : '  '}`, 12);
  const lines = [
    `${pad('page', width)}  ${padL(`HTML≤${kb(b.html)}`, 12)}  ${padL(`JS≤${kb(b.js)}`, 12)} ${padL('files', 5)}  ${padL(`CSS≤${kb(b.css)}`, 12)}  ${padL(`fonts≤${kb(b.fonts)}`, 14)}`,
  ];
  for (const p of report.pages) {
    const jsFiles = p.assets.filter((a) => a.kind === 'js').length;
    const fontFiles = p.assets.filter((a) => a.kind === 'font').length;
    lines.push(
      `${pad(p.page, width)}  ${cell(p.html, b.html)}  ${cell(p.js, b.js)} ${padL(String(jsFiles), 5)}  ${cell(p.css, b.css)}  ${padL(`${kb(p.fonts)} (${fontFiles})${p.fonts > b.fonts ? ' !' : '  '}`, 14)}`,
    );
  }
  return lines.join('\n');
}

/** Each page's assets, one a line. */
export function formatDetails(report: BudgetReport): string {
  return report.pages
    .map((p) =>
      [
        `${p.page}: HTML ${kb(p.html)} gzip (${kb(p.htmlRaw)} raw), inline JS ${kb(p.inlineJs)}, inline CSS ${kb(p.inlineCss)}`,
        ...p.assets.map((a) => `  ${a.kind.padEnd(4)} ${padL(kb(a.wire), 9)}  ${a.path}  ← ${a.via}`),
      ].join('\n'),
    )
    .join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean', short: 'v', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node scripts/check-budgets.ts [dist-dir] [--base /portfolio/] [--json file] [--verbose]',
    );
    return;
  }
  const dir = positionals[0] ?? 'dist';
  const report = await checkBuild(dir, values.base);
  console.log(`Byte budgets for ${dir} (base ${report.base}), per page, what loads before any interaction:`);
  console.log('(HTML, JS and CSS gzip -9; fonts as sent; "!" marks a figure over budget)\n');
  console.log(formatTable(report));
  if (values.verbose) console.log(`\n${formatDetails(report)}`);
  if (values.json) {
    mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
  if (report.failures.length > 0) {
    console.error(`\n${report.failures.length} budget failure(s):`);
    for (const f of report.failures) console.error(`  ✗ ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`\n✓ ${report.pages.length} pages within budget.`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
