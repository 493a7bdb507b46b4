/**
 * axe-core over what a page shows, in both colour modes, through any driver: every engine's
 * `EnginePage` and the Chromium tab of the page checks (tests/support/page-checks.ts) alike. axe
 * enters the page as the driver's own script (`run`), which the page's Content-Security-Policy does
 * not govern.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rootAttributes } from '../../src/styles/root-attributes.ts';

/**
 * axe as a page includes it: its minified build (axe-core's README), not `axe.source`, the
 * unminified one. A page parses and runs it in two thirds of the time (Chromium: 0.09 CPU-seconds a
 * page, not 0.14), and it crosses a driver's wire at less than half the size.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules Lighthouse's accessibility category turns on by name (lighthouse's
 * core/gather/gatherers/accessibility.js) that the tags leave out or axe runs only when asked
 * (experimental ones): with them, a scan here holds a page to every rule that category scores, so
 * the category's 100 needs no Lighthouse run of its own. tests/unit/axe.test.ts fails when
 * Lighthouse enables a rule neither the tags nor this list select.
 */
export const lighthouseOnlyRules = [
  'identical-links-same-purpose',
  'label-content-name-mismatch',
  'table-fake-caption',
  'td-has-header',
];

/**
 * Audits of the categories Lighthouse's gates score (scripts/budgets.ts, `lighthouseGate`) that are
 * axe rules: for them Lighthouse scans the page with axe again, about a third of a CPU-second a run.
 * The page checks' own scan runs them on every page of every build (`wcagTags`), so each Lighthouse
 * run skips them. tests/unit/axe.test.ts fails when Lighthouse scores another one, or when one is
 * not among the rules the tags select.
 */
export const lighthouseAuditsAxeHolds = ['document-title', 'image-alt'];

/**
 * The rules of `wcagTags` whose outcome depends on colours alone: all that changes between the
 * colour modes, which differ in their colour variables only. A page scanned whole in one mode is
 * held to these in the other.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** What a scan needs of a page: to run the driver's own script in it, and a function there. */
export interface AxeHost {
  run(source: string): Promise<void>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/** Where a scan looks: within one element (a CSS selector), and whether into frames. */
export interface ScanScope {
  include?: string;
  iframes?: boolean;
}

interface ScanRequest extends ScanScope {
  tags?: string[];
  only?: string[];
  extra?: string[];
}

/**
 * In the page: one axe scan, its violations as "rule (impact): where". For contrast, the finding
 * gives the colours and their ratio against what the text needs, by which the owner finds the
 * colour in src/styles/look.ts. Only violations come back: the rest of a full report (every passing
 * node, with its markup) was most of what left the page.
 */
function scanInPage({ include, iframes = false, tags, only, extra = [] }: ScanRequest): Promise<string[]> {
  type Contrast = {
    fgColor?: string;
    bgColor?: string;
    contrastRatio?: number;
    expectedContrastRatio?: string;
  };
  type Found = { id: string; impact?: string; nodes: { target: string[]; any: { data?: unknown }[] }[] };
  const { axe } = window as unknown as {
    axe: { run: (context: unknown, options: object) => Promise<{ violations: Found[] }> };
  };
  const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: tags };
  const rules = Object.fromEntries(extra.map((rule) => [rule, { enabled: true }]));
  return axe
    .run(include ? { include: [include] } : document, {
      runOnly,
      rules,
      iframes,
      resultTypes: ['violations'],
    })
    .then((results) =>
      results.violations.flatMap((found) => {
        // Nodes with the same colours are named together: one line per pair of colours.
        const byColours = new Map<string, string[]>();
        for (const node of found.nodes) {
          const contrast = node.any[0]?.data as Contrast | undefined;
          const colours =
            contrast?.fgColor && contrast.bgColor
              ? ` ${contrast.fgColor} on ${contrast.bgColor} is ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio}:`
              : '';
          byColours.set(colours, [...(byColours.get(colours) ?? []), node.target.join(' ')]);
        }
        return [...byColours].map(
          ([colours, targets]) => `${found.id} (${found.impact ?? 'n/a'}):${colours} ${targets.join(', ')}`,
        );
      }),
    );
}

/**
 * In the page: flips the colour mode as the site does (src/lib/browser/colour-mode.ts), so that no
 * transition starts while the page takes its new colours, then lets any colour transition still
 * running (a hovered entry's) end: axe reads the colours at rest. Flipped bare, 30 links and buttons
 * on /work started their own colour transitions, and axe read whatever the animation clock gave.
 */
function flipColourMode([modeAttribute, switchAttribute, mode]: [string, string, string]) {
  const root = document.documentElement;
  root.setAttribute(switchAttribute, '');
  root.setAttribute(modeAttribute, mode);
  return new Promise<void>((frameDrawn) => requestAnimationFrame(() => setTimeout(frameDrawn))).then(() => {
    root.removeAttribute(switchAttribute);
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition cancelled on the way (its element changed again) rejects `finished`: it has ended too.
    return Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined))).then(
      () => undefined,
    );
  });
}

/**
 * axe over the page as it stands, in both colour modes: whole in dark mode, then the rules that
 * only colours decide in light mode (the modes differ in their colour variables alone). Returns
 * the findings, each prefixed with its mode; the page is left in the mode it was in.
 */
export async function axeInBothModes(host: AxeHost, scope: ScanScope = {}): Promise<string[]> {
  const attribute = rootAttributes.colourMode;
  const was = await host.evaluate((name) => document.documentElement.getAttribute(name), attribute);
  if (!(await host.evaluate(() => 'axe' in window, undefined))) await host.run(axeSource);
  const found: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    await host.evaluate(flipColourMode, [attribute, rootAttributes.colourModeSwitch, mode]);
    const request: ScanRequest =
      mode === 'dark'
        ? { ...scope, tags: wcagTags, extra: lighthouseOnlyRules }
        : { ...scope, only: colourRules };
    found.push(...(await host.evaluate(scanInPage, request)).map((violation) => `${mode}: ${violation}`));
  }
  await host.evaluate(flipColourMode, [attribute, rootAttributes.colourModeSwitch, was ?? 'dark']);
  return found;
}

/** axe's `rules`, and no others, over the page as it stands (in its current colour mode). */
export async function axeRules(host: AxeHost, rules: string[], scope: ScanScope = {}): Promise<string[]> {
  if (!(await host.evaluate(() => 'axe' in window, undefined))) await host.run(axeSource);
  return host.evaluate(scanInPage, { ...scope, only: rules });
}
