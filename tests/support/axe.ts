import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rootAttributes } from '../../src/styles/root-attributes.ts';

/** What every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe over the page as it stands, held to `wcagTags`; narrow it with `include` or `options`.
 * Legacy mode runs axe.run() in the page itself. The default mode finishes every scan in a new
 * blank page, which doubled each scan's time here. What legacy mode gives up, cross-origin frames,
 * is never ours: the only frames the site has are the embedded third-party projects.
 */
const axe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();

/**
 * The rules of `wcagTags` whose outcome depends on colours alone: all that changes between the
 * colour modes, which differ in their colour variables only. A page scanned whole in one mode is
 * held to these in the other.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe over the page as it stands, held to the colour rules only. */
const axeColours = (page: Page) => new AxeBuilder({ page }).withRules(colourRules).setLegacyMode();

/** Readable axe findings: rule, impact, and where. */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * axe over the page as it stands, in both colour modes: whole in dark mode, then the rules that
 * only colours decide in light mode (the modes differ in their colour variables alone). Returns
 * the findings, each prefixed with its mode; `narrow` limits a scan (to an element, say).
 */
export async function axeInBothModes(page: Page, narrow = (scan: AxeBuilder) => scan): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate(([attribute, value]) => document.documentElement.setAttribute(attribute, value), [
      rootAttributes.colourMode,
      mode,
    ] as const);
    const results = await narrow(mode === 'dark' ? axe(page) : axeColours(page)).analyze();
    found.push(...describeViolations(results.violations).map((violation) => `${mode}: ${violation}`));
  }
  return found;
}
