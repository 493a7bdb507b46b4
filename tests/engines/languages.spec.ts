/**
 * A site in three languages, in every engine: the build of an owner's first week offers English,
 * German and Arabic (tests/builds/content-edits.ts, `offerLanguages`). The switcher, in the footer
 * and in the menu, leads to the same page in another language; an Arabic page runs right to left,
 * and its splash, menu, theme, preview, page fades, screenshot viewer and keyboard work mirrored. What the built
 * pages hold (every page in every language, hreflang, the sitemap…): tests/e2e/languages.build.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { counterText } from '../../src/lib/browser/gallery.ts';
import { joinBase } from '../../src/lib/content/urls.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { fixtureTranslations } from '../builds/content-edits.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { expectSplashLife, readSplashLife, splashLifeArgs } from '../support/splash-watch.ts';
import type { EnginePage, Target } from './engine-page.ts';
import { fadesAcross } from './page-fades.ts';
import { expect, test as engineTest } from './fixtures.ts';
import {
  arrive,
  background,
  focusedName,
  menuOnTop,
  pageScrolls,
  previewShown,
  shown,
  until,
  viewerAwake,
} from './visitor.ts';

/**
 * Whether a console message is the first week's analytics failing to load: its script comes from
 * plausible.io, which a test machine cannot reach (the engines word it each their own way).
 */
const analyticsUnreachable = (message: string) =>
  /plausible\.io|ERR_NAME_NOT_RESOLVED|hostname could not be found/i.test(message);

/**
 * The engine's pages open on the first week's build, which the worker serves (fixtures.ts); the
 * page may log no error but its analytics' failing to load.
 */
const test = engineTest.extend({
  baseURL: async ({ firstWeekOrigin }, use) => use(firstWeekOrigin),
  site: async ({ openPage }, use) => {
    const { page } = await openPage({ javaScript: true });
    await use(page);
    const errors = (await page.errors()).filter((message) => !analyticsUnreachable(message));
    expect(errors, 'console errors or uncaught exceptions').toEqual([]);
  },
});

// WebKit over WebDriver takes up to half a minute for the longer walks on two busy cores.
test.describe.configure({ timeout: 60_000 });

const build = testBuilds.threeProjects;
const at = (route: string) => joinBase(build.base, route);
const [english, german, arabic] = [wordsFor('en').words, wordsFor('de').words, wordsFor('ar').words];

/** The project with screenshots, translated into German and not into Arabic. */
const gallery = 'quote-kong';
const germanTitle = /^title: (.+)$/m.exec(
  readFileSync(path.join(repoRoot, fixtureTranslations, 'projects', `${gallery}.de.mdx`), 'utf8'),
)![1]!;
const screenshots = [
  ...readFileSync(path.join(repoRoot, build.content, 'projects', `${gallery}.mdx`), 'utf8').matchAll(
    /^ {6}alt: (.+)$/gm,
  ),
].map((match) => match[1]!);

/** The page's language and direction, and its first heading. */
const pageLanguage = (site: EnginePage) =>
  site.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
  }));

const switcher = (words: typeof english): NonNullable<Target['within']> => ({
  role: 'navigation',
  name: words.languages.switcher,
});

test(
  'the switcher leads to the same page in another language, from the footer and from the menu, and back',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, at(`/work/${gallery}`), { base: build.base });
    await site.click({ role: 'link', name: 'Deutsch', within: switcher(english) });
    await site.waitForPath(at(`/de/work/${gallery}`));
    expect(await pageLanguage(site)).toEqual({ lang: 'de', dir: 'ltr', heading: germanTitle });

    await site.click({ role: 'button', name: german.site.openMenu });
    await until(() => menuOnTop(site, german.site.menu), 'the German menu opens');
    await site.click({ role: 'link', name: 'العربية', within: { role: 'dialog', name: german.site.menu } });
    await site.waitForPath(at(`/ar/work/${gallery}`));
    expect(await pageLanguage(site)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(await menuOnTop(site, arabic.site.menu), 'the menu is closed on the new page').toBe(false);

    await site.click({ role: 'link', name: 'English', within: switcher(arabic) });
    await site.waitForPath(at(`/work/${gallery}`));
    expect(await pageLanguage(site)).toMatchObject({ lang: 'en', dir: 'ltr' });
  },
);

/** In the page: where an element's contents are across the viewport, 0 at its left edge, 1 at its right. */
const across = (site: EnginePage, selector: string) =>
  site.evaluate((wanted) => {
    const element = [...document.querySelectorAll(wanted)].find((found) => found.getClientRects().length > 0);
    if (!element) return null;
    // Its contents' box: a block's own box spans the line whichever way its text runs.
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    return (box.left + box.width / 2) / document.documentElement.clientWidth;
  }, selector);

/** In the page: the open viewer's counter, its digits as ASCII ones whichever digits the engine writes. */
const viewerCounter = (site: EnginePage) =>
  site.evaluate(() => {
    const counter = document.querySelector('dialog[open] [aria-live]')?.textContent?.trim();
    return counter?.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)) ?? null;
  });

test('an Arabic page runs right to left: the splash, the menu, the theme, the preview, the page fades, the viewer and the keyboard, mirrored', async ({
  site,
}) => {
  // A first visit: the splash covers the page for its 3 s, its words in Arabic, and ends.
  await arrive(site, at('/ar/work'), { base: build.base, firstVisit: true });
  expectSplashLife(await site.evaluate(readSplashLife, { ...splashLifeArgs, text: arabic.site.loading }), {
    motion: true,
  });
  expect(await pageLanguage(site)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  await site.press('Tab');
  expect(await focusedName(site), 'the first Tab reaches the skip link').toBe(arabic.site.skipLink);
  // The heading starts at the right, where an Arabic line starts.
  expect(await across(site, 'main h1')).toBeGreaterThan(0.5);

  // The menu: opens over the page from its button, its links on the right; Escape gives focus back.
  await site.click({ role: 'button', name: arabic.site.openMenu });
  await until(() => menuOnTop(site, arabic.site.menu), 'the menu covers the page');
  expect(await focusedName(site), 'focus moves into the menu').toBe(arabic.site.closeMenu);
  expect(await pageScrolls(site), 'the page behind the menu holds still').toBe(false);
  expect(await across(site, 'dialog:popover-open nav a')).toBeGreaterThan(0.5);
  await site.press('Escape');
  await until(async () => !(await menuOnTop(site, arabic.site.menu)), 'Escape closes the menu');
  expect(await focusedName(site), 'focus returns to the menu button').toBe(arabic.site.openMenu);

  // The theme.
  const dark = await background(site);
  await site.click({ role: 'button', name: arabic.site.theme });
  await until(async () => (await background(site)) !== dark, 'the colours change');

  // The preview: hovering an entry shows its image; beside the list, it is on the left.
  await site.hover({ role: 'link', nth: 0, within: { role: 'list', name: arabic.work.listName } });
  await until(async () => (await previewShown(site)) !== null, 'hovering the first entry shows its image');
  if (site.viewport.width >= 1024) {
    expect(await across(site, 'main img'), 'the preview panel, on the left').toBeLessThan(0.5);
  }

  // The page fades: /work fades out, the project fades in, as on any page.
  const project = await site.evaluate(
    (name) => document.querySelector<HTMLAnchorElement>(`main ul[aria-label="${name}"] a`)?.pathname ?? '',
    arabic.work.listName,
  );
  const { left, arrived } = await fadesAcross(site, async () => {
    await site.click({ role: 'link', nth: 0, within: { role: 'list', name: arabic.work.listName } });
    await site.waitForPath(project);
  });
  const report = JSON.stringify({ left, arrived });
  expect(
    left.find((fade) => fade.from === 1 && fade.to === 0),
    `/ar/work fades out: ${report}`,
  ).toMatchObject({
    duration: 500,
    playState: 'finished',
  });
  expect(
    arrived.find((fade) => fade.from === 0 && fade.to === 1),
    `the project fades in: ${report}`,
  ).toMatchObject({ duration: 500 });

  // The viewer: the left arrow leads to the next screenshot, the right one back; Escape closes it.
  await site.goto(at(`/ar/work/${gallery}`));
  await site.hover({ role: 'img', name: screenshots[0]! });
  await viewerAwake(site);
  await site.click({ role: 'img', name: screenshots[0]! });
  const counter = (index: number) => counterText(arabic.viewer.counter, index, screenshots.length);
  await until(async () => (await viewerCounter(site)) === counter(0), 'the viewer opens on the first');
  await site.press('ArrowLeft');
  await until(async () => (await viewerCounter(site)) === counter(1), 'the left arrow shows the next');
  await site.press('ArrowRight');
  await until(async () => (await viewerCounter(site)) === counter(0), 'the right arrow shows the one before');
  expect(await shown(site, { role: 'button', name: arabic.viewer.next }), 'its own words').toBe(true);
  await site.press('Escape');
  await until(async () => (await viewerCounter(site)) === null, 'Escape closes the viewer');
});
