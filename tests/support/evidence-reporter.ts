/**
 * A Playwright reporter that notes what the accessibility statement may claim: each check a passing
 * test proves (its tag `@proves:<check>`, or an annotation `proves` a test adds when it has run a
 * check it runs in some engines only), in which engine, and at which widths (a test's `widths`
 * annotation, else its project's viewport), into reports/evidence/<suite>.json, saying whether
 * the run was whole (no file, --grep or --project picked part of the suite).
 * tests/support/evidence-check.ts, the last step of `npm test`, holds the committed evidence to it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The tag of a test that proves `check` wherever it passes. */
export const proves = (check: string) => `@proves:${check}`;

export interface EvidenceRecord {
  check: string;
  engine: string;
  widths: number[];
}

/** What one suite's run proved; `whole` unless the command line picked part of the suite. */
export interface SuiteEvidence {
  whole: boolean;
  records: EvidenceRecord[];
}

/** Where the reporter writes. */
export const evidenceDir = 'reports/evidence';

/**
 * Whether the Playwright command line ran the whole suite: `playwright test`, with a config and
 * nothing that picks tests (a file, --grep, --project, --last-failed…).
 */
export function wholeRun(argv: readonly string[]): boolean {
  const args = argv.slice(argv.indexOf('test') + 1);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '-c' || arg === '--config') index++;
    else if (!arg.startsWith('--config=')) return false;
  }
  return true;
}

export default class EvidenceReporter implements Reporter {
  private readonly records: EvidenceRecord[] = [];
  private readonly file: string;

  constructor({ name }: { name: string }) {
    this.file = path.join(evidenceDir, `${name}.json`);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed') return;
    const use = (test.parent.project()?.use ?? {}) as {
      engine?: string;
      display?: { width: number };
      viewport?: { width: number } | null;
    };
    const annotations = [...test.annotations, ...result.annotations];
    const stated = annotations
      .filter((annotation) => annotation.type === 'widths')
      .flatMap((annotation) => (annotation.description ?? '').split(/\s+/).map(Number));
    const widths = stated.length ? stated : [use.display?.width ?? use.viewport?.width ?? 0].filter(Boolean);
    const checks = [
      ...test.tags.filter((tag) => tag.startsWith(proves(''))).map((tag) => tag.slice(proves('').length)),
      ...annotations
        .filter((annotation) => annotation.type === 'proves')
        .map((annotation) => annotation.description!),
    ];
    for (const check of new Set(checks))
      this.records.push({ check, engine: use.engine ?? 'chromium', widths });
  }

  onEnd() {
    const evidence: SuiteEvidence = { whole: wholeRun(process.argv), records: this.records };
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(evidence, null, 2));
  }
}
