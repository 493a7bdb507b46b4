import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe over the page as it stands, held to `wcagTags`; narrow it with `include` or `options`.
 * Legacy mode runs axe.run() in the page itself. The default mode finishes every scan in a new
 * blank page, which doubled each scan's time here. What legacy mode gives up, cross-origin frames,
 * is never ours: the only frames the site has are the embedded third-party projects.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();

/** Readable axe findings: rule, impact, and where. */
export const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * Loads each page in turn in one tab and scans it, as a visitor arriving there would find it;
 * returns every finding, each prefixed with its page's address. One tab for all pages: a tab per
 * page cost more than the scan itself.
 */
export async function axeEveryPage(page: Page, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    // Embedded third-party pages are not ours to audit; their frames' titles still are.
    const results = await axe(page).options({ iframes: false }).analyze();
    found.push(...describeViolations(results.violations).map((violation) => `${url}: ${violation}`));
  }
  return found;
}
