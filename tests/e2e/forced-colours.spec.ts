import { forcedColourProblems, madeUpPages } from '../support/wcag.ts';
import { menuDialogId } from '../../src/lib/markup/element-ids.ts';
import { anyWidth, expect, menuControl, test } from './fixtures.ts';
import { servePages } from '../../scripts/lib/pages-server.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import path from 'node:path';
import { proves } from '../support/evidence-reporter.ts';
import { fixturePageKinds } from '../support/page-kinds.ts';

/**
 * Forced colours (Windows High Contrast), which Chromium alone can emulate: on every kind of page
 * of the fixture, and in the open menu, every control, its state and its focus ring still show
 * (tests/support/wcag.ts); on a made-up page drawn by its background alone, the check finds it.
 */

test.use({ colorScheme: 'dark' });

test(
  'in forced colours every control, its state and its focus ring show, on every kind of page and in the open menu',
  { tag: [anyWidth, proves('forced-colours')] },
  async ({ page }) => {
    test.setTimeout(30_000 + 5_000 * fixturePageKinds.length);
    await page.emulateMedia({ forcedColors: 'active' });
    const problems: string[] = [];
    for (const shown of fixturePageKinds) {
      await page.goto(shown);
      problems.push(...(await page.evaluate(forcedColourProblems)).map((problem) => `${shown}: ${problem}`));
    }
    await page.goto('/work');
    await menuControl(page).click();
    await expect(page.locator(`#${menuDialogId}`)).toBeVisible();
    problems.push(
      ...(await page.evaluate(forcedColourProblems)).map((problem) => `the open menu: ${problem}`),
    );
    expect(problems).toEqual([]);
  },
);

test(
  'the forced-colours check finds a control drawn by its background alone',
  { tag: anyWidth },
  async ({ page }) => {
    const served = await servePages(path.join(repoRoot, madeUpPages));
    try {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(`${served.origin}/invisible-in-forced-colours.html`);
      expect(await page.evaluate(forcedColourProblems)).toEqual([
        '<button> "Play" shows nothing',
        '<button> "Play" shows no focus ring',
      ]);
    } finally {
      await served.close();
    }
  },
);
