/**
 * The last step of `npm test`: the accessibility statement's evidence
 * (src/lib/content/accessibility-evidence.json, which /accessibility states) must be what this run
 * proved, as the evidence reporter noted it (tests/support/evidence-reporter.ts): every check the
 * file names ran and passed in the engines it names, at the widths it names, and nothing more. Like
 * a snapshot: when they differ the run fails and shows how; `npm run accessibility:evidence` then
 * writes what the last run proved, with its commit and day, for the change to carry.
 *
 * Usage: node tests/support/evidence-check.ts [--update]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isDeepStrictEqual } from 'node:util';
import type { EngineName } from '../../scripts/lib/browsers.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import {
  accessibilityChecks,
  type AccessibilityCheck,
  type AccessibilityEvidence,
} from '../../src/lib/content/accessibility.ts';
import { evidenceDir as reporterDir, type SuiteEvidence } from './evidence-reporter.ts';

/** Where the reporter writes what each suite proved. */
const evidenceDir = path.join(repoRoot, reporterDir);
/** The suites whose evidence the statement rests on, each run whole. */
const suites = ['e2e', 'engines'];
const committed = path.join(repoRoot, 'src/lib/content/accessibility-evidence.json');
const engines: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** What the run proved: each check with its engines, and the widths, in a stable order. */
function proven(): Pick<AccessibilityEvidence, 'checks' | 'widths'> | string {
  const runs = suites.map((suite) => path.join(evidenceDir, `${suite}.json`));
  const absent = runs.filter((file) => !existsSync(file));
  if (absent.length) return `no record of ${absent.map((file) => path.relative(repoRoot, file)).join(', ')}`;
  const evidence = runs.map((file) => JSON.parse(readFileSync(file, 'utf8')) as SuiteEvidence);
  if (evidence.some((suite) => !suite.whole)) return 'the last run of a suite ran part of it only';
  const records = evidence.flatMap((suite) => suite.records);
  const checks: AccessibilityEvidence['checks'] = {};
  for (const check of accessibilityChecks) {
    const ran = engines.filter((engine) => records.some((r) => r.check === check && r.engine === engine));
    if (ran.length) checks[check] = ran;
  }
  const unknown = [...new Set(records.map((r) => r.check))].filter(
    (check) => !accessibilityChecks.includes(check as AccessibilityCheck),
  );
  if (unknown.length)
    throw new Error(`Tests prove checks the statement has no words for: ${unknown.join(', ')}`);
  const widths = [...new Set(records.flatMap((r) => r.widths))].sort((a, b) => a - b);
  return { checks, widths };
}

const { values } = parseArgs({ options: { update: { type: 'boolean', default: false } } });
const run = proven();
if (typeof run === 'string') {
  console.error(`✗ Accessibility evidence: ${run}. npm test runs both suites whole, then this.`);
  process.exit(1);
}
const ranIn = new Set(Object.values(run.checks).flat());
const missing = engines.filter((engine) => !ranIn.has(engine));
if (values.update) {
  if (missing.length) throw new Error(`Not written: the last run skipped ${missing.join(', ')}.`);
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const evidence: AccessibilityEvidence = {
    verified: { commit, date: new Date().toISOString().slice(0, 10) },
    ...run,
  };
  writeFileSync(committed, `${JSON.stringify(evidence, null, 2)}\n`);
  console.log(`${path.relative(repoRoot, committed)} now states what the run of ${commit} proved.`);
} else if (missing.length) {
  // A run without an engine (its browser is not installed here) cannot speak for it.
  console.log(`Accessibility evidence: no verdict, the run skipped ${missing.join(', ')}.`);
} else {
  const stated = JSON.parse(readFileSync(committed, 'utf8')) as AccessibilityEvidence;
  const claims = { checks: stated.checks, widths: stated.widths };
  if (!isDeepStrictEqual(claims, run)) {
    console.error(
      `✗ The accessibility statement's evidence (${path.relative(repoRoot, committed)}) is not what this run proved.\n` +
        `  It states: ${JSON.stringify(claims)}\n  The run proved: ${JSON.stringify(run)}\n` +
        '  If the change is meant, run npm run accessibility:evidence and commit the file: /accessibility follows it.',
    );
    process.exit(1);
  }
  console.log(
    `✓ The accessibility statement states what this run proved (${Object.keys(run.checks).length} checks).`,
  );
}
