import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { rootAttributes } from '../../src/styles/root-attributes.ts';

/** What every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe in the page itself (legacy mode). The default mode finishes every scan in a new blank page,
 * which doubled each scan's time here. What legacy mode gives up, cross-origin frames, is never
 * ours: the only frames the site has are the embedded third-party projects.
 */
const inThePage = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/**
 * The rules of `wcagTags` whose outcome depends on colours alone: all that changes between the
 * colour modes, which differ in their colour variables only. A page scanned whole in one mode is
 * held to these in the other.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Where a scan looks: within one element, or with options (`iframes: false`, say). */
export interface ScanScope {
  include?: string | undefined;
  options?: RunOptions;
}

/**
 * One scan, held to `wcagTags` or to the colour rules. The rule selection is set after the options:
 * AxeBuilder's `options()` replaces every option, the selection with them (a scan given
 * `iframes: false` last had run every rule axe has, in both modes). Only violations come back: the
 * rest of a full report (every passing node, with its markup) was most of what left the page.
 */
function scan(page: Page, rules: 'wcag' | 'colours', { include, options }: ScanScope): AxeBuilder {
  const builder = inThePage(page).options({ ...options, resultTypes: ['violations'] });
  const held = rules === 'wcag' ? builder.withTags(wcagTags) : builder.withRules(colourRules);
  return include ? held.include(include) : held;
}

/**
 * Readable axe findings: rule, impact, and where; for contrast, the colours and their ratio against
 * what the text needs, by which the owner finds the colour in src/styles/look.ts.
 */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.flatMap((violation) => {
    const byColours = new Map<string, string[]>();
    for (const node of violation.nodes) {
      const contrast = node.any[0]?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
        | undefined;
      const colours =
        contrast?.fgColor && contrast.bgColor
          ? ` ${contrast.fgColor} on ${contrast.bgColor} is ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio}:`
          : '';
      byColours.set(colours, [...(byColours.get(colours) ?? []), node.target.join(' ')]);
    }
    return [...byColours].map(
      ([colours, targets]) => `${violation.id} (${violation.impact}):${colours} ${targets.join(', ')}`,
    );
  });

/**
 * Flips the colour mode as the site does (src/lib/browser/colour-mode.ts), so that no transition starts
 * while the page takes its new colours, then lets any colour transition still running (a hovered
 * entry's) end: axe reads the colours at rest. Flipped bare, 30 links and buttons on /work started
 * their own colour transitions, and axe read whatever the animation clock gave: mostly the old
 * mode's colours in the new mode's scan, once in a while halfway (a hovered entry failed contrast).
 */
const flipColourMode = (page: Page, mode: 'dark' | 'light') =>
  page.evaluate(
    async ([modeAttribute, switchAttribute, value]) => {
      const root = document.documentElement;
      root.setAttribute(switchAttribute, '');
      root.setAttribute(modeAttribute, value);
      // Cleared after the next frame, as `afterNextFrame` (src/lib/browser/next-frame.ts) does: no module loads here.
      await new Promise((frameDrawn) => requestAnimationFrame(() => setTimeout(frameDrawn)));
      root.removeAttribute(switchAttribute);
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      // A transition cancelled on the way (its element changed again) rejects `finished`: it has ended too.
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    },
    [rootAttributes.colourMode, rootAttributes.colourModeSwitch, mode] as const,
  );

/**
 * axe over the page as it stands, in both colour modes: whole in dark mode, then the rules that
 * only colours decide in light mode (the modes differ in their colour variables alone). Returns
 * the findings, each prefixed with its mode.
 */
export async function axeInBothModes(page: Page, scope: ScanScope = {}): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    await flipColourMode(page, mode);
    const results = await scan(page, mode === 'dark' ? 'wcag' : 'colours', scope).analyze();
    found.push(...describeViolations(results.violations).map((violation) => `${mode}: ${violation}`));
  }
  return found;
}
