/** What the benchmarks' reports share: the machine they ran on, and Markdown tables. */
import os from 'node:os';

/** The machine, with the benchmark's own rows (its browser, its Astro) among them. */
export const machine = (own: Record<string, string>) => ({
  'cores (`nproc`)': String(os.availableParallelism()),
  CPU: os.cpus()[0]?.model.trim() ?? 'unknown',
  memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
  Node: process.version,
  ...own,
  OS: `${os.type()} ${os.release()} ${os.arch()}`,
});

export const loadText = (load: readonly number[]) => load.map((l) => l.toFixed(1)).join(' / ');

/** A Markdown table; `right` marks the right-aligned columns. Prettier lays it out (marked-section.ts). */
export function markdownTable(head: string[], rows: (string | number)[][], right: boolean[] = []): string {
  const lines = [head, head.map((_, i) => (right[i] ? '---:' : '---')), ...rows];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The machine and its load average before and after the run, as a table. */
export function machineTable(info: Record<string, string>, loadBefore: number[], loadAfter: number[]) {
  const load = `${loadText(loadBefore)} → ${loadText(loadAfter)}`;
  return markdownTable(
    ['', ''],
    [...Object.entries(info), ['load average (1/5/15 min) before → after', load]],
  );
}

/**
 * The median (the mean of the middle two of an even count); null for none. For figures taken
 * elsewhere: tinybench's statistics are of what it runs itself.
 */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return null;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds as a whole number, '–' for none. */
export const ms = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value)));
