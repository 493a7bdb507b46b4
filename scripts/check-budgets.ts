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
import { markdownTable } from 'markdown-table';
import { fontFileBudget, pageWeightBudgets } from './budgets.ts';
import {
  buildReader,
  htmlPages,
  inferBase,
  kb,
  measurePage,
  normaliseBase,
  pageRefs,
} from './lib/page-weight.ts';
import type { Asset, PageWeight } from './lib/page-weight.ts';
import { reportFailures, writeJson } from './lib/report.ts';

const problemText = {
  missing: 'is not in the build',
  external: 'is on another host (not self-hosted, cannot be measured)',
  'outside-base': 'is outside the base path',
} as const;

/**
 * Measures every page of the build in `dir` and lists what breaks a budget. `ownerFiles`: the public
 * folder it was built with, whose HTML files are not pages (public/, unless a test build had its own).
 */
export async function checkBuild(dir: string, baseArg?: string, ownerFiles?: string) {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new Error(`No build at ${dir}. Build first, e.g. \`npm run build\`.`);
  const pages = htmlPages(root, ownerFiles);
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
    for (const key of Object.keys(pageWeightBudgets) as (keyof typeof pageWeightBudgets)[]) {
      const limit = pageWeightBudgets[key];
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
export type BudgetReport = Awaited<ReturnType<typeof checkBuild>>;

/** The per-page table, budgets in the header, "!" after a figure over its budget; `verbose`: each file too. */
export function formatTable(report: BudgetReport, verbose = false): string {
  const b = report.budgets;
  const cell = (value: number, limit: number) => `${kb(value)}${value > limit ? ' !' : ''}`;
  const count = (p: PageWeight, kind: Asset['kind']) => p.assets.filter((a) => a.kind === kind).length;
  const columns: [string, (p: PageWeight) => string][] = [
    ['page', (p) => p.page],
    [`HTML ≤ ${kb(b.html)}`, (p) => cell(p.html, b.html)],
    ['with prose', (p) => kb(p.htmlWithProse)],
    [`JS ≤ ${kb(b.js)}`, (p) => cell(p.js, b.js)],
    ['files', (p) => String(count(p, 'js'))],
    [`CSS ≤ ${kb(b.css)}`, (p) => cell(p.css, b.css)],
    [`fonts ≤ ${kb(b.fonts)}`, (p) => `${cell(p.fonts, b.fonts)} (${count(p, 'font')})`],
  ];
  const rows = report.pages.map((p) => columns.map(([, value]) => value(p)));
  const table = markdownTable([columns.map(([name]) => name), ...rows], { align: ['l', ...'rrrrrr'] });
  const files = report.pages.flatMap((p) => [
    `\n${p.page}: HTML ${kb(p.htmlRaw)} raw, inline JS ${kb(p.inlineJs)}, inline CSS ${kb(p.inlineCss)}`,
    ...p.assets.map((a) => `  ${a.kind.padEnd(4)} ${kb(a.wire).padStart(9)}  ${a.path}  ← ${a.via}`),
  ]);
  return [table, ...(verbose ? files : [])].join('\n');
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
