/**
 * Pictures to look at, not assertions: the developer's write-up in every engine, at both viewports,
 * in both colour modes, and with JavaScript off. Run with `npm run screenshots:engines`; the
 * pictures land in `screenshots/engines/` (SHOTS_DIR moves them).
 */
import { shotFile } from './shots.ts';
import { arrive } from './visitor.ts';
import { scrollToElement, test, writeUpPath } from './write-up.ts';

// Eight pictures a test; WebKit over WebDriver takes its time on two busy cores.
test.describe.configure({ timeout: 90_000 });

/** The parts of the page pictured: where the text starts, the code, the table and the recording. */
const parts = {
  text: '[data-owner-content]',
  code: '[data-code-block]',
  table: '.prose-table',
  recording: 'figure',
};

for (const colourMode of ['dark', 'light'] as const) {
  test(`the write-up, ${colourMode}`, async ({ site }, testInfo) => {
    await arrive(site, writeUpPath, { colourMode });
    for (const [part, selector] of Object.entries(parts)) {
      await site.evaluate(scrollToElement, selector);
      await site.screenshot(shotFile(`writing-${part}-${colourMode}`, testInfo));
    }
  });
}

test('the write-up with JavaScript off', async ({ openPage }, testInfo) => {
  const { page } = await openPage({ javaScript: false });
  await page.goto(writeUpPath);
  await page.evaluate(scrollToElement, parts.code);
  await page.screenshot(shotFile('writing-code-no-js', testInfo));
});
