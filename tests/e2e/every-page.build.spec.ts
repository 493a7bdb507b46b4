import type { Page } from '@playwright/test';
import { allTestBuilds, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import { axeInBothModes } from '../support/axe.ts';
import { describeBuild, pagesCheckedOnce } from '../support/built-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every page of the builds `npm test` makes, the tests' fixture and content they do not own alike
 * (the owner's, an owner's edits, a developer's write-up), a few pages a test, each page loaded
 * once: no script file runs before any interaction, axe finds nothing in either colour mode, the
 * Content-Security-Policy is there and nothing on the page breaks it, and nothing makes the page
 * wider than a 320 px phone. What any valid
 * content meets, so nothing here names a project. The fixture under /portfolio/ is the fixture's
 * pages again at another base: its links and assets are what the base can change, which
 * links.build.spec.ts crawls. A page of another build that is byte for byte the fixture's page at
 * the same path (the owner's content while it is still the sample, the pages a write-up leaves
 * alone) is the same page, checked once. The islands waking under the policy: csp.spec.ts.
 */

/**
 * The widths axe looks at: the fixture at the root and the developer's write-up at a phone's and a
 * desktop's (the every-engine write-up tests run axe at the phone's), the rest at a phone's.
 */
const axeWidths = (buildDir: string) =>
  buildDir === testBuilds.root.dir || buildDir === testBuilds.writeUp.dir ? [375, 1440] : [375];

/** The narrowest phone the site is made for. */
const narrowest = 320;

/** In the page, from its first script: every policy violation it reports. */
function recordViolations() {
  const violations: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`);
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * How many pages one test checks, one after another in one browser page: starting the page and
 * axe is paid once for them, and a test's work stays bounded however many pages a build has.
 */
const pagesPerTest = 4;

for (const build of allTestBuilds.filter((candidate) => candidate !== testBuilds.portfolio)) {
  describeBuild(build, (pages, served) => {
    const checked = pagesCheckedOnce(build, pages);
    for (let first = 0; first < checked.length; first += pagesPerTest) {
      const group = checked.slice(first, first + pagesPerTest);
      test(`${group.map(({ path: shown }) => shown).join(', ')}: no script file runs before a touch, axe finds nothing in either mode, nothing breaks its policy, nothing is wider than ${narrowest} px`, async ({
        page,
      }) => {
        // A page's work is bounded: one load and up to four axe scans, each a second or two.
        test.setTimeout(group.length * 60_000);
        await page.addInitScript(recordViolations);
        for (const { route, path: shown } of group) {
          await test.step(shown, () => checkPage(page, new URL(route, served().origin).href, build));
        }
      });
    }
  });
}

/** Loads one page and holds it to the policy, axe in both modes, and the narrowest phone. */
async function checkPage(page: Page, url: string, build: TestBuild) {
  await page.coverage.startJSCoverage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // No JavaScript before interaction: island code is only fetched once the page is idle, and the
  // page's inline scripts (HTML, held to the byte budget) are not files.
  const ran = (await page.coverage.stopJSCoverage()).filter(
    (script) =>
      new URL(script.url).pathname.endsWith('.js') &&
      script.functions.some((f) => f.ranges.some((range) => range.count > 0)),
  );
  expect(
    ran.map((script) => script.url),
    'script files run before any interaction',
  ).toEqual([]);

  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  const scriptSrc = policy!.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).not.toContain("'unsafe-eval'");

  const found: string[] = [];
  for (const width of axeWidths(build.dir)) {
    await page.setViewportSize({ width, height: 900 });
    // Embedded third-party pages are not ours to audit; their frames' titles still are.
    const atWidth = await axeInBothModes(page, { options: { iframes: false } });
    found.push(...atWidth.map((finding) => `${width} px, ${finding}`));
  }
  expect(found).toEqual([]);

  await page.setViewportSize({ width: narrowest, height: 640 });
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(overflow.page, `the page scrolls sideways at ${narrowest} px`).toBeLessThanOrEqual(
    overflow.viewport,
  );

  expect(await violations(page)).toEqual([]);
}
