import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** axe over the page as it stands, held to `wcagTags`; narrow it with `include` or `options`. */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags);

/** Readable axe findings: rule, impact, and where. */
export const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
