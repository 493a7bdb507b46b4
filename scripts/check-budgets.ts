/**
 * Byte budgets over a production build: for every page, the HTML, JavaScript, CSS and fonts it
 * loads before any interaction (scripts/lib/page-weight.ts), against scripts/budgets.ts. The HTML
 * budget holds the site's own markup: the owner's writing (`data-owner-content`) is reported, not held.
 *
 *   node scripts/check-budgets.ts [dist-dir] [--base /portfolio/] [--json file] [--verbose]
 *
 * The build folder defaults to dist; the base path is read from the pages' own asset URLs unless
 * --base is given. Exits 1 when a page is over a budget or refers to a file that is not in the build
 * (or lies outside the base path, or on another host).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fontFileBudget, pageWeightBudgets, type PageWeightBudget } from './budgets.ts';
import {
  buildReader,
  htmlPages,
  inferBase,
  kb,
  measurePage,
  normaliseBase,
  pageRefs,
} from './lib/page-weight.ts';
import type { PageWeight } from './lib/page-weight.ts';
import { reportFailures, writeJson } from './lib/report.ts';

export interface BudgetReport {
  dir: string;
  base: string;
  budgets: typeof pageWeightBudgets;
  pages: PageWeight[];
  failures: string[];
}

const problemText = {
  missing: 'is not in the build',
  external: 'is on another host (not self-hosted, cannot be measured)',
  'outside-base': 'is outside the base path',
} as const;

/** Measures every page of the build in `dir` and lists what breaks a budget. */
export async function checkBuild(dir: string, baseArg?: string): Promise<BudgetReport> {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new Error(`No build at ${dir}. Build first, e.g. \`npm run build\`.`);
  const pages = htmlPages(root);
  if (pages.length === 0) throw new Error(`No HTML pages in ${dir}.`);
  const { read, exists } = buildReader(root);
  const assetUrls = (page: string) => {
    const refs = pageRefs(Buffer.from(read(page) ?? []).toString('utf8'));
    return [...refs.stylesheets, ...refs.scripts, ...refs.fontPreloads];
  };
  const base = baseArg === undefined ? inferBase(pages.flatMap(assetUrls), exists) : normaliseBase(baseArg);
  const measured: PageWeight[] = [];
  const failures: string[] = [];
  for (const page of pages) {
    const weight = await measurePage(page, read, base);
    measured.push(weight);
    for (const [key, limit] of Object.entries(pageWeightBudgets) as [PageWeightBudget, number][]) {
      const what = key === 'html' ? "HTML (the site's own markup)" : key.toUpperCase();
      if (weight[key] > limit)
        failures.push(`${page}: ${what} ${kb(weight[key])} is over the budget of ${kb(limit)}`);
    }
    for (const font of weight.assets.filter((asset) => asset.kind === 'font' && asset.wire > fontFileBudget))
      failures.push(
        `${page}: font ${font.path} ${kb(font.wire)} is over the budget of ${kb(fontFileBudget)} per file`,
      );
    for (const { url, from, reason } of weight.problems)
      failures.push(
        `${page}: ${url} (referred to by ${from}) ${problemText[reason]}${reason === 'outside-base' ? ` ${base}` : ''}`,
      );
  }
  return { dir, base, budgets: pageWeightBudgets, pages: measured, failures };
}

/** The per-page table, budgets in the header, "!" after a figure over its budget; `verbose`: each file too. */
export function formatTable(report: BudgetReport, verbose = false): string {
  const b = report.budgets;
  const width = Math.max(4, ...report.pages.map((p) => p.page.length));
  const cell = (value: number, limit: number, note = '') =>
    `${kb(value)}${note}${value > limit ? ' !' : '  '}`.padStart(12 + note.length);
  const lines = [
    `${'page'.padEnd(width)}  ${`HTML≤${kb(b.html)}`.padStart(12)} ${'(with prose)'.padStart(12)}  ${`JS≤${kb(b.js)}`.padStart(12)} files  ${`CSS≤${kb(b.css)}`.padStart(12)}  ${`fonts≤${kb(b.fonts)}`.padStart(14)}`,
  ];
  for (const p of report.pages) {
    const count = (kind: string) => p.assets.filter((a) => a.kind === kind).length;
    lines.push(
      `${p.page.padEnd(width)}  ${cell(p.html, b.html)} ${`(${kb(p.htmlWithProse)})`.padStart(12)}  ${cell(p.js, b.js)} ${String(count('js')).padStart(5)}  ${cell(p.css, b.css)}  ${cell(p.fonts, b.fonts, ` (${count('font')})`)}`,
    );
    if (verbose) {
      lines.push(
        `  HTML ${kb(p.htmlRaw)} raw, inline JS ${kb(p.inlineJs)}, inline CSS ${kb(p.inlineCss)}`,
        ...p.assets.map((a) => `  ${a.kind.padEnd(4)} ${kb(a.wire).padStart(9)}  ${a.path}  ← ${a.via}`),
      );
    }
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' }, json: { type: 'string' }, verbose: { type: 'boolean', short: 'v' } },
  });
  const dir = positionals[0] ?? 'dist';
  const report = await checkBuild(dir, values.base);
  console.log(`Byte budgets for ${dir} (base ${report.base}), per page, what loads before any interaction:`);
  console.log('(HTML, JS and CSS gzip -9; fonts as sent; "!" marks a figure over budget)\n');
  console.log(formatTable(report, values.verbose));
  if (values.json) writeJson(values.json, report);
  reportFailures(report.failures, `${report.pages.length} pages within budget.`);
}
