/**
 * What the site's accessibility statement (/accessibility) may claim: the checks `npm test` ran and
 * passed, as its last full run recorded them (`accessibility-evidence.json`, written by
 * tests/support/evidence-check.ts, which fails `npm test` when the file no longer matches what the
 * suite proved). The page states only what the file holds: a check taken out of the tests leaves
 * the file, and so the page, at the next update.
 */
import evidence from './accessibility-evidence.json' with { type: 'json' };

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

/** Each check in the statement's words. */
export const checkDescriptions: Record<AccessibilityCheck, string> = {
  axe: 'Every page, in both colour modes, passes axe-core with the rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe’s best practices; so do the menu, the screenshot viewer, the preview and the notifications when open.',
  keyboard:
    'Every control is reached and used by keyboard alone, in reading order, with a visible focus ring: the skip link, the menu (focus kept inside it and given back), the project list and its preview, the screenshot viewer and the notifications.',
  'reduced-motion':
    'With reduced motion asked for, the splash does not pulse and ends with a cut, and pages change without fading.',
  'contrast-frames':
    'Animations keep their contrast at every frame: the splash’s logo pulses by scale alone, and the colour mode changes in a single frame.',
  'focus-not-obscured': 'Focus is never hidden under the sticky header (2.4.11 Focus Not Obscured).',
  'target-size': 'Every control is at least 24 by 24 CSS pixels, or spaced as allowed (2.5.8 Target Size).',
  reflow:
    'At 320 CSS pixels wide (400 % zoom) nothing scrolls sideways but named code and table regions (1.4.10 Reflow).',
  'text-spacing':
    'With the reader’s own line, paragraph, letter and word spacing, no text is cut off or overlaps (1.4.12 Text Spacing).',
  'forced-colours':
    'In forced colours (Windows High Contrast) every control, its state and its focus ring stay visible.',
};

/** The engines by the names visitors know them by. */
export const engineNames: Record<Engine, string> = {
  chromium: 'Chromium (Chrome, Edge)',
  firefox: 'Firefox',
  webkit: 'WebKit (Safari)',
};

/** "in all three", or the engines a check ran in. */
export const checkedIn = (engines: readonly Engine[]): string =>
  engines.length === 3
    ? 'in all three'
    : `in ${engines.map((engine) => engineNames[engine].replace(/ \(.*\)$/, '')).join(' and ')}`;

/** One check as the statement lists it: what it verifies, and where. */
export const statedCheck = ({ check, engines }: { check: AccessibilityCheck; engines: readonly Engine[] }) =>
  `${checkDescriptions[check]} (Checked ${checkedIn(engines)}.)`;
