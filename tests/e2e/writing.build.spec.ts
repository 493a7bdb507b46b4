/**
 * The developer's write-up in Chromium, where Playwright can do what the every-engine suite cannot:
 * a 320 px screen, the clipboard itself, and the Content-Security-Policy watched from the first
 * byte. And, over every test build, the page's own ids, which the owner's headings must never take.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { allTestBuilds, testBuildPath, testBuilds } from '../builds/test-builds.ts';
import { ownerContentAttribute } from '../../src/lib/markup/owner-content.ts';
import { siteIds } from '../../src/lib/build/prose-markup.ts';
import { expect, test } from './fixtures.ts';

const build = testBuilds.writeUp;
const writeUp = `/work/${readProjects(build.content).at(-1)!.slug}`;

let served: PagesServer;
test.beforeAll(async () => {
  served = await servePages(testBuildPath(build), build.base);
});
test.afterAll(() => served.close());

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`),
    );
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen);

for (const colourMode of ['dark', 'light'] as const) {
  test.describe(`${colourMode} mode, 320 px`, () => {
    test.use({ colourMode, viewport: { width: 320, height: 640 } });

    test('the page never scrolls sideways, and nothing on it is refused by the policy from the first byte', async ({
      page,
    }) => {
      await page.goto(new URL(writeUp, served.origin).href);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      await page.getByRole('group', { name: /^Table: / }).scrollIntoViewIfNeeded();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the copy button puts the block’s exact text on the clipboard and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(new URL(writeUp, served.origin).href);
  const block = page
    .locator('[data-code-block]')
    .filter({ has: page.getByRole('group', { name: 'Shell code' }) });
  await block.getByRole('button', { name: 'Copy Shell code' }).click();
  await expect(block.getByRole('status')).toHaveText('Shell code copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('pre').textContent());
  expect(copied).toMatch(/^npx expo start --clear && adb reverse .+ --ez offline true$/);
  expect(await violations(page)).toEqual([]);
});

test('the recording is published beside its page, as the video its page names', async ({ page }) => {
  await page.goto(new URL(writeUp, served.origin).href);
  const source = await page.locator('video source').getAttribute('src');
  const response = await page.request.get(new URL(source!, served.origin).href);
  expect(response.status()).toBe(200);
  // An MP4 file, as it was in the project's folder (its type is the host's to name).
  expect((await response.body()).subarray(4, 8).toString()).toBe('ftyp');
});

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

test("no page of any build gives an id the owner's headings could take, but those the site knows of", () => {
  const unknown = new Set<string>();
  const visit = (node: Node) => {
    if (node.attrs?.some((attribute) => attribute.name === ownerContentAttribute)) return;
    const id = node.attrs?.find((attribute) => attribute.name === 'id')?.value;
    // React's generated ids («r0» and the like) hold characters no heading slug has.
    if (id && /^[a-z0-9-]+$/.test(id) && !siteIds.includes(id)) unknown.add(id);
    for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) visit(child);
  };
  for (const each of allTestBuilds) {
    const dist = testBuildPath(each);
    for (const file of htmlPages(dist))
      visit(parse(readFileSync(path.join(dist, file), 'utf8')) as unknown as Node);
  }
  expect([...unknown]).toEqual([]);
});
