/**
 * What the site's accessibility statement (/accessibility) may claim: the checks `npm test` ran and
 * passed, as its last full run recorded them (`accessibility-evidence.json`, written by
 * tests/support/evidence-check.ts, which fails `npm test` when the file no longer matches what the
 * suite proved). The page states only what the file holds: a check taken out of the tests leaves
 * the file, and so the page, at the next update.
 */
import evidence from './accessibility-evidence.json' with { type: 'json' };
import type { Speaker } from '../markup/words.ts';

/** The statement's address. */
export const accessibilityPath = '/accessibility';

/** Whether the site states its accessibility: unless owner.md's `accessibilityStatement` is false. */
export const statementOn = (setting: boolean | undefined): boolean => setting !== false;

/** The checks a statement can name, in the order it names them. */
export const accessibilityChecks = [
  'axe',
  'keyboard',
  'reduced-motion',
  'contrast-frames',
  'focus-not-obscured',
  'target-size',
  'reflow',
  'text-spacing',
  'forced-colours',
] as const;

export type AccessibilityCheck = (typeof accessibilityChecks)[number];

/** The browser engines, by the names the tests give them. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface AccessibilityEvidence {
  /** The run that last wrote the file: its commit and its day (YYYY-MM-DD). */
  verified: { commit: string; date: string };
  /** Each check that ran and passed, with the engines it passed in. */
  checks: Partial<Record<AccessibilityCheck, Engine[]>>;
  /** The viewport widths the checks ran at, in CSS pixels. */
  widths: number[];
}

export const accessibilityEvidence = evidence as AccessibilityEvidence;

/** The checks the evidence holds, in the statement's order, each with its engines. */
export const provenChecks = (record: AccessibilityEvidence = accessibilityEvidence) =>
  accessibilityChecks.flatMap((check) => {
    const engines = record.checks[check];
    return engines && engines.length > 0 ? [{ check, engines }] : [];
  });

/** The engines by the names visitors know them by, the same in every language. */
export const engineNames: Record<Engine, string> = {
  chromium: 'Chromium (Chrome, Edge)',
  firefox: 'Firefox',
  webkit: 'WebKit (Safari)',
};

/** Where a check ran, in the page's language: "(Checked in all three.)", "(Checked in Chromium.)". */
export function checkedIn(t: Speaker, engines: readonly Engine[]): string {
  const words = t.words.accessibility;
  const where =
    engines.length === 3
      ? words.allEngines
      : t.say(words.someEngines, {
          engines: t.list(
            engines.map((engine) => engineNames[engine].replace(/ \(.*\)$/, '')),
            'and',
          ),
        });
  return t.say(words.checkedIn, { engines: where });
}

/** One check as the statement lists it, in the page's language: what it verifies, and where. */
export const statedCheck = (
  t: Speaker,
  { check, engines }: { check: AccessibilityCheck; engines: readonly Engine[] },
): string => `${t.words.accessibility.checks[check]} ${checkedIn(t, engines)}`;
