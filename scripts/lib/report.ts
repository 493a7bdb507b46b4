/** What the measuring scripts share: the machine they ran on, medians, their JSON and their verdict. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable } from 'markdown-table';
import * as statistics from 'simple-statistics';
import { writeMarkedSection } from './marked-section.ts';
import { repoRoot } from './site-content.ts';

/** The machine, with the benchmark's own rows (its browser, its Astro) among them. */
export const machine = (own: Record<string, string>) => ({
  'cores (`nproc`)': String(os.availableParallelism()),
  CPU: os.cpus()[0]?.model.trim() ?? 'unknown',
  memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
  Node: process.version,
  ...own,
  OS: `${os.type()} ${os.release()} ${os.arch()}`,
});

const loadText = (load: readonly number[]) => load.map((l) => l.toFixed(1)).join(' / ');

/** The machine and its load average before and after the run, as a Markdown table. */
export function machineTable(info: Record<string, string>, loadBefore: number[], loadAfter: number[]) {
  const load = `${loadText(loadBefore)} → ${loadText(loadAfter)}`;
  return markdownTable([
    ['', ''],
    ...Object.entries(info),
    ['load average (1/5/15 min) before → after', load],
  ]);
}

/** The time of a run, to the second: 2026-11-25T18:16:58Z. */
export const runDate = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** The median (the mean of the middle two of an even count); null for none. */
export const median = (values: readonly number[]) => (values.length ? statistics.median([...values]) : null);

/** Milliseconds as a whole number, '–' for none. */
export const ms = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value)));

/** Writes `data` as JSON into `file`, its folder made when missing. */
export function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * A benchmark's results: `markdown` as its `section` of `files.doc`, `data` (every run) as JSON in
 * `files.json` (both from the repository root); prints the section as written.
 */
export async function publish(
  section: string,
  markdown: string,
  files: { doc: string; json: string },
  data: unknown,
) {
  const written = await writeMarkedSection(path.resolve(repoRoot, files.doc), section, markdown);
  writeJson(path.resolve(repoRoot, files.json), data);
  console.log(`\n${written}\nWrote the ${section} section of ${files.doc} and ${files.json}.`);
}

/** Lists the failures and sets exit code 1; says `allWell` when there are none. */
export function reportFailures(failures: readonly string[], allWell: string): void {
  if (failures.length === 0) return console.log(`\n✓ ${allWell}`);
  console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exitCode = 1;
}
