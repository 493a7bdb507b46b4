/**
 * What these tests read from Chromium itself, each guarding a promise a visitor meets in every
 * engine: the accessibility tree (what assistive technology meets of the menu before its island
 * wakes), its tabs (a Ctrl-click opens one), a stand-in for an embedded site (the frame shows it and
 * takes focus: no other engine here can answer for another origin), and its print layout.
 */
import type { Page } from '@playwright/test';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import {
  anyWidth,
  expect,
  islandSelector,
  menuControl,
  specProjects,
  test,
  workEntries,
} from './fixtures.ts';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';

/**
 * The island scripts held back until the test lets them through, so that a tap meets a sleeping
 * island however fast the machine is.
 */
async function holdIslandScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the named island has hydrated: Astro drops its sleeping marker then
 * (src/lib/build/island-markup.ts, held to a real build by tests/unit/astro-output.test.ts).
 */
const hydrated = (page: Page, component: string) =>
  expect(page.locator(islandSelector(component))).not.toHaveAttribute(islandMarkup.sleeping, '', {
    timeout: 15_000,
  });

test(
  'assistive technology meets a collapsed menu button before the island wakes, and, open, the menu alone',
  { tag: anyWidth },
  async ({ page }) => {
    await holdIslandScripts(page);
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    // What Chromium's accessibility tree holds that is not ignored: role and name, and the button's state.
    const tree = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const shown = nodes.filter((node) => !node.ignored);
      const named = (role: string, name: string) =>
        shown.find((node) => node.role?.value === role && node.name?.value === name);
      const button = named('button', 'Open navigation');
      return {
        button: button && button.properties?.find((property) => property.name === 'expanded')?.value.value,
        menu: Boolean(named('dialog', 'Site navigation')),
        main: shown.some((node) => node.role?.value === 'main'),
      };
    };
    expect(await tree()).toEqual({ button: false, menu: false, main: true });
    await menuControl(page).click();
    // The page it covers, its button included, is out of reach: focus is in the menu.
    await expect.poll(tree).toEqual({ button: undefined, menu: true, main: false });
    await page.keyboard.press('Escape');
    await expect.poll(tree).toEqual({ button: false, menu: false, main: true });
  },
);

test(
  'a Ctrl-click on a project while its island wakes opens a new tab and leaves this page',
  { tag: anyWidth },
  async ({ page, context }) => {
    await page.goto('/work');
    const link = workEntries(page).first();
    // The pointer arriving wakes the island; the click lands while it loads.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      link.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    // A new tab starts at about:blank and is given its address after: wait for the address.
    await expect(tab).toHaveURL((address) => address.pathname === `/work/${specProjects[0].slug}`);
    // Hydrated, and the click was the browser's alone: this page never began to fade out towards
    // the project.
    await hydrated(page, 'WorkList');
    expect(
      await page.evaluate(
        (leaving) => document.documentElement.hasAttribute(leaving),
        rootAttributes.pageLeave,
      ),
    ).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/work');
  },
);

const embedOrigin = 'https://www.lymanrentals.ca';

test(
  'an embed loads and shows the embedded site at the click, and focus moves into it',
  { tag: anyWidth },
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(embedOrigin)) requested.push(request.url());
    });
    await page.goto('/work/lyman-rentals', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Load Lyman Rentals Website' }).click();
    const frame = page.locator('iframe[title="Lyman Rentals Website"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', `${embedOrigin}/`);
    expect(requested).toEqual([`${embedOrigin}/`]);
    // The fixture answers it with a page titled "Embedded page".
    await expect
      .poll(async () => (await (await frame.elementHandle())?.contentFrame())?.title())
      .toBe('Embedded page');
    // The button it replaced had focus: focus moves into the frame.
    await expect(frame).toBeFocused();
  },
);

/** Letter and A4, less the 15 mm side margins of the resume's print stylesheet, in CSS pixels. */
const papers = [
  { paper: 'A4', width: ((210 - 30) / 25.4) * 96 },
  { paper: 'Letter', width: 8.5 * 96 - (30 / 25.4) * 96 },
];

/** In the page: the elements of <main> that reach past the page's right edge. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
  );

for (const { paper, width } of papers) {
  test(
    `/resume prints on ${paper} without clipping: the resume alone, in the light mode's colours`,
    { tag: anyWidth },
    async ({ page }) => {
      await page.setViewportSize({ width: Math.floor(width), height: 1000 });
      await page.goto('/resume');
      await page.emulateMedia({ media: 'print' });
      expect(await overflowing(page)).toEqual([]);
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
      // Dark text on white paper, whatever mode is on screen (the tests start dark).
      const colours = await page.evaluate(() => ({
        text: getComputedStyle(document.querySelector('h1')!).color,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      expect(colours).toEqual({ text: 'rgb(26, 32, 44)', page: 'rgb(255, 255, 255)' });
    },
  );
}
