import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildPath, testBuilds } from '../builds/test-builds.ts';
import type { Page } from '@playwright/test';
import { islandCodeId } from '../../src/lib/browser/island-code.ts';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { splashScreenId } from '../../src/lib/browser/splash.ts';
import { workListSelector } from '../../src/lib/markup/navigation.ts';
import {
  expectPulseIfInTime,
  expectSplashLife,
  readSplashLife,
  splashLifeArgs,
} from '../support/splash-watch.ts';
import {
  anyWidth,
  expect,
  islandSelector,
  menuControl,
  pausePageClock,
  specProjects,
  splashSelector,
  test,
  workEntries,
} from './fixtures.ts';
import { fixtureRoutes } from './routes.ts';
import { hoverable } from '../../src/styles/breakpoints.ts';

/**
 * Waits until the named island has hydrated: Astro drops its sleeping marker then
 * (src/lib/build/island-markup.ts, held to a real build by tests/unit/astro-output.test.ts).
 */
const hydrated = (page: Page, component: string) =>
  expect(page.locator(islandSelector(component))).not.toHaveAttribute(islandMarkup.sleeping, '', {
    timeout: 15_000,
  });

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const colourMode of ['dark', 'light'] as const) {
  test.describe(`in ${colourMode} mode`, () => {
    test.use({ colourMode });

    test(
      'the theme toggle flips the mode, shows its tooltip and is remembered',
      { tag: anyWidth },
      async ({ page }) => {
        await page.goto('/about');
        expect(await theme(page)).toBe(colourMode);
        const before = await background(page);
        const toggle = page.getByRole('button', { name: 'Change theme color' });
        const tip = page.getByText('Change theme color', { exact: true });
        // The tooltip shows on keyboard focus (skip link, logo, then the toggle)…
        for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
        await expect(toggle).toBeFocused();
        await expect(tip).toBeVisible();
        await page.keyboard.press('Shift+Tab');
        await expect(tip).toBeHidden();
        // …and on hover.
        await toggle.hover();
        await expect(tip).toBeVisible();
        const other = colourMode === 'dark' ? 'light' : 'dark';
        await toggle.click();
        expect(await theme(page)).toBe(other);
        expect(await background(page)).not.toBe(before);
        await page.reload();
        expect(await theme(page)).toBe(other);
        // Kept across an in-site navigation, applied before the new page's body exists.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Work' }).click();
        await expect(page).toHaveURL(/\/work$/);
        expect(await theme(page)).toBe(other);
      },
    );

    test('the menu opens full screen, traps focus, and closes on Escape, the close button and a link', async ({
      page,
    }) => {
      await page.goto('/');
      const open = menuControl(page);
      await open.hover();
      await expect(page.getByText('Open navigation', { exact: true })).toBeVisible();
      await open.click();
      const menu = page.getByRole('dialog', { name: 'Site navigation' });
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      for (const name of ['1. Home', '2. Work', '3. About', '4. Contact']) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveCount(4);
      const close = menu.getByRole('button', { name: 'Close navigation' });
      await expect(close).toBeFocused();
      await close.hover();
      await expect(menu.getByText('Close navigation', { exact: true })).toBeVisible();

      // The page behind is inert: Tab never leaves the menu.
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              Boolean(document.activeElement?.closest('dialog:popover-open')) ||
              document.activeElement === document.body,
          ),
        ).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await close.click();
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await menu.getByRole('link', { name: '2. Work' }).click();
      await expect(page).toHaveURL(/\/work$/);
      await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'My Work' })).toBeVisible();
    });

    test('hovering or focusing a project previews its image; leaving hides it', async ({
      page,
    }, testInfo) => {
      await page.goto('/work');
      const panel = page.locator('[data-preview-panel]');
      const image = panel.getByRole('img');
      const entries = workEntries(page);
      await expect(image).toHaveCount(0);
      // Reaching for the list wakes the island, which shows the entry under the pointer.
      await entries.nth(0).hover();
      await expect(image).toHaveAttribute('src', /\.webp$/);
      const first = await image.getAttribute('src');
      await expect(image).toHaveAttribute('alt', 'Quote Kong title card');
      await entries.nth(1).hover();
      await expect(image).toHaveAttribute('alt', 'Airplane Identification title card');
      expect(await image.getAttribute('src')).not.toBe(first);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );

      await page.getByRole('heading', { level: 1 }).hover();
      await expect(image).toHaveCount(0);

      await entries.nth(2).focus();
      await expect(image).toHaveAttribute('alt', 'ViB Digital title card');
      await page.getByRole('heading', { level: 1 }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(image).toHaveCount(0);

      const position = await panel.evaluate((element) => getComputedStyle(element).position);
      expect(position).toBe(testInfo.project.name === 'wide' ? 'fixed' : 'relative');
    });
  });
}

test(
  'the built home page holds the splash, complete, before any script runs',
  { tag: anyWidth },
  async ({ request }) => {
    const html = await (await request.get('/')).text();
    const splash = new RegExp(`<div id="${splashScreenId}"[^>]*>([\\s\\S]*?)</div>\\s*<!--astro:end-->`).exec(
      html,
    );
    expect(splash, 'the splash in the served HTML').not.toBeNull();
    expect(splash![1]).toContain('Loading...');
    expect(splash![1], 'with the logo').toContain('aria-hidden="true"');
  },
);

test.describe('first visit', () => {
  test.use({ firstVisit: true, colourMode: null });

  test('starts dark even when the system prefers light', { tag: anyWidth }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe('rgb(26, 32, 44)');
  });

  test(
    'the splash covers the first 3 seconds, over a complete page, ends with its fade, and never comes back',
    { tag: anyWidth },
    async ({ page }) => {
      // Not waiting for the load event: the splash is looked at from the first parse.
      await page.goto('/', { waitUntil: 'commit' });
      const life = await page.evaluate(readSplashLife, splashLifeArgs);
      expectSplashLife(life, { motion: true });

      await page.getByRole('link', { name: 'Check out my work' }).click();
      await expect(page).toHaveURL(/\/work$/);
      await expect(page.locator(splashSelector)).toBeHidden();
      expect(
        await page.locator(splashSelector).evaluate((element) => getComputedStyle(element).display),
      ).toBe('none');
    },
  );

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(
      `a splash first styled late still ends 3 s after navigation start (motion: ${reducedMotion})`,
      { tag: anyWidth },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        // The page (its styles inline) is held, so nothing of it is styled, the splash included,
        // until the page's own clock has passed 1.5 s: a slow phone's first frame.
        await holdPage(page, 1500);
        await page.goto('/', { waitUntil: 'commit' });
        const life = await page.evaluate(readSplashLife, splashLifeArgs);
        expectSplashLife(life, { motion: reducedMotion === 'no-preference' });
      },
    );

    test(
      `a splash first styled after its 3 s is never seen (motion: ${reducedMotion})`,
      { tag: anyWidth },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        await holdPage(page, 3500);
        await page.goto('/', { waitUntil: 'commit' });
        const life = await page.evaluate(readSplashLife, splashLifeArgs);
        expectSplashLife(life, { motion: reducedMotion === 'no-preference' });
        expect(life!.firstLook).toMatchObject({ layerShown: false, covered: false });
      },
    );
  }

  test(
    'a part of the splash parsed late, as a slow response delivers it, is timed from navigation start too',
    { tag: anyWidth },
    async ({ page }) => {
      // The page's load is held (an image it waits for) while, at 1.5 s on its clock, one more part
      // of the splash arrives: a copy of its text, styled and so animated only from then.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/held-by-the-test.png', async (route) => {
        await released;
        await route.fulfill({ status: 404 });
      });
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const image = document.createElement('img');
          image.src = '/held-by-the-test.png';
          image.alt = '';
          document.body.append(image);
        }),
      );
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const late = await page.evaluate(async (selector) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        while (performance.now() < 1500) await frame();
        const splash = document.querySelector(selector)!;
        splash.append(splash.lastElementChild!.cloneNode(true));
        const readyState = document.readyState;
        await frame();
        await frame();
        const startTimes = splash
          .getAnimations({ subtree: true })
          .filter((animation) => animation instanceof CSSAnimation)
          .map((animation) => animation.startTime);
        return { readyState, startTimes };
      }, splashSelector);
      release();
      expect(late.readyState, 'the page was still loading').not.toBe('complete');
      expect(late.startTimes).toEqual([0, 0, 0, 0]);
    },
  );

  test(
    "the splash's island code runs once the page has loaded, on the page that shows it, and no other island's",
    { tag: anyWidth },
    async ({ page }) => {
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto('/work');
      await hydrated(page, 'Splash');
      const run = await scriptsRun(page);
      expect(run).toEqual(expect.arrayContaining([expect.stringMatching(/\/Splash\.[\w-]+\.js$/)]));
      expect(run.filter((path) => /\/(WorkList|SiteMenu|ThemeToggle|Toaster)\./.test(path))).toEqual([]);
      const startedBeforeLoad = await page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/Splash.') && entry.startTime < loaded)
          .map((entry) => entry.name);
      });
      expect(startedBeforeLoad).toEqual([]);
    },
  );

  test(
    'the splash logo pulses, by scale only, until the mark leaves',
    { tag: anyWidth },
    async ({ page }) => {
      await page.addInitScript(recordMarkAnimations, markSelector);
      await page.goto('/', { waitUntil: 'commit' });
      const life = await page.evaluate(readSplashLife, splashLifeArgs);
      expectPulseIfInTime(life!, { motion: true });
      const started = await markAnimations(page);
      if (life!.pulsed) expect(started.map(({ properties }) => properties)).toEqual([['transform']]);
      for (const { at } of started) expect(at).toBeLessThan(3000);
    },
  );
});

/**
 * In the page, before it loads: notes each script animation started on the splash's mark, its
 * animated properties and when (page time).
 */
function recordMarkAnimations(selector: string) {
  const started: { properties: string[]; at: number }[] = [];
  (window as unknown as { markAnimations: typeof started }).markAnimations = started;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    if (this.matches(selector)) {
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      const ignored = ['offset', 'computedOffset', 'easing', 'composite'];
      started.push({
        properties: [...new Set(keyframes.flatMap((frame) => Object.keys(frame)))].filter(
          (key) => !ignored.includes(key),
        ),
        at: performance.now(),
      });
    }
    return animation;
  };
}

const markSelector = `${splashSelector} [data-splash-pulse]`;
const markAnimations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { markAnimations?: { properties: string[]; at: number }[] }).markAnimations ?? [],
  );

/**
 * Holds the page's HTML back for at least `ms` after its request, so that its first frame (and its
 * styles, which travel inside it) comes no sooner than `ms` after navigation start, however slow.
 */
async function holdPage(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    },
  );
}

test(
  'no flash of the wrong mode: the stored mode is applied before the page body exists',
  { tag: anyWidth },
  async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('colour-mode', 'light');
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | undefined }).themeAtBody =
            document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contact');
    expect(
      await page.evaluate(() => (window as unknown as { themeAtBody: string | undefined }).themeAtBody),
    ).toBe('light');
  },
);

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce', firstVisit: true });

  test(
    'the splash ends with a cut, not a fade, and its mark does not pulse',
    { tag: anyWidth },
    async ({ page }) => {
      await page.addInitScript(recordMarkAnimations, markSelector);
      await page.goto('/', { waitUntil: 'commit' });
      const life = await page.evaluate(readSplashLife, splashLifeArgs);
      expectSplashLife(life, { motion: false });
      expectPulseIfInTime(life!, { motion: false });
      expect(await markAnimations(page)).toEqual([]);
    },
  );
});

test.describe('under prefers-reduced-motion, after the first page', () => {
  test.use({ reducedMotion: 'reduce' });

  test('navigations do not fade', { tag: anyWidth }, async ({ page }) => {
    await page.goto('/');
    // The leaving page notes whether it faded out; the arriving page shows whether it fades in.
    await page.evaluate((leaving) => {
      addEventListener('pagehide', () =>
        sessionStorage.setItem('left-faded', String(document.documentElement.hasAttribute(leaving))),
      );
    }, rootAttributes.pageLeave);
    await page.getByRole('link', { name: 'More about me' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => sessionStorage.getItem('left-faded'))).toBe('false');
    expect(
      await page.evaluate(
        (entering) => document.documentElement.hasAttribute(entering),
        rootAttributes.pageEnter,
      ),
    ).toBe(false);
    expect(await page.locator('main').evaluate((main) => main.getAnimations().length)).toBe(0);
  });
});

test.describe('toasts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'copying the e-mail address confirms with a success toast that pauses while hovered',
    { tag: anyWidth },
    async ({ page }) => {
      // The page's timers run on a clock the test can run ahead.
      await page.clock.install();
      await page.goto('/contact');
      const address = (await page.getByRole('main').getByRole('link', { name: /@/ }).textContent())!.trim();
      await page.getByRole('button', { name: 'Copy e-mail address' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'E-mail address copied' });
      await expect(toast).toBeVisible();
      // Its 5 s from here on run only as the test runs the clock, however slowly the test gets on.
      await pausePageClock(page);
      await expect(toast).toHaveAttribute('data-status', 'success');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

      // Bottom centre.
      const box = (await toast.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

      // Hovered past its 5 s (on the page's clock, run ahead), it stays; left alone, it goes.
      await toast.hover();
      await page.clock.runFor(6000);
      await expect(toast).toBeVisible();
      await page.mouse.move(5, 5);
      await page.clock.runFor(5000);
      await expect(toast).toBeHidden();
    },
  );
});

test.describe('when the island scripts never load', () => {
  test.use({ firstVisit: true });

  test('content, links and the menu still work and the splash ends', async ({ page }) => {
    await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work');
    await expect(page.getByRole('heading', { level: 1, name: 'My Work' })).toBeVisible();
    // Its CSS alone ends the splash, on time.
    const life = await page.evaluate(readSplashLife, splashLifeArgs);
    expectSplashLife(life, { motion: true });
    await expect(page.locator(splashSelector)).toBeHidden();
    await expect(workEntries(page)).toHaveCount(7);
    // The menu's island cannot load: the platform opens its popover all the same.
    await menuControl(page).click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: '4. Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Work' }).click();
    await expect(page).toHaveURL(/\/work$/);
    await workEntries(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Kong' })).toBeVisible();
  });

  test(
    'one failed island script raises a warning toast; the page still works',
    { tag: anyWidth },
    async ({ page }) => {
      await page.route(/\/_astro\/WorkList\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
      await page.goto('/work');
      // Reaching for the list asks for the work list island's script, which fails.
      await workEntries(page).first().hover();
      const warning = page.getByRole('alert').filter({ hasText: 'Part of this page did not load' });
      await expect(warning).toBeVisible({ timeout: 10_000 });
      await expect(warning).toContainText('Reloading the page may bring back the rest');
      await expect(workEntries(page)).toHaveCount(7);
    },
  );
});

test('preview images are not fetched while the page loads', { tag: anyWidth }, async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
  });
  // Loaded, and then no request for half a second: the page has settled on its own.
  await page.goto('/work', { waitUntil: 'networkidle' });
  // The only images fetched are those the page shows: no preview before the visitor reaches for one.
  const shown = await page.evaluate(() =>
    [...document.images].flatMap((image) => (image.currentSrc ? [new URL(image.currentSrc).pathname] : [])),
  );
  expect(fetched.filter((url) => !shown.includes(url))).toEqual([]);
  // Reaching for the list fetches the image of the entry reached for.
  await workEntries(page).first().hover();
  await expect.poll(() => fetched.filter((url) => !shown.includes(url)).length).toBeGreaterThan(0);
});

test(
  'the built /work page holds the work list, its links inside and no image, before any script runs',
  { tag: anyWidth },
  async ({ page }) => {
    const html = readFileSync(path.join(testBuildPath(testBuilds.root), 'work.html'), 'utf8');
    // Parsed, not loaded: what a visitor gets before any script runs.
    const list = await page.evaluate(
      ({ source, workList }) => {
        const main = new DOMParser().parseFromString(source, 'text/html').querySelector('main');
        return {
          links: [...(main?.querySelectorAll(`${workList} a`) ?? [])].map((link) => [
            link.getAttribute('href'),
            link.textContent,
          ]),
          images: main?.querySelectorAll('img').length ?? -1,
        };
      },
      { source: html, workList: workListSelector },
    );
    expect(list.links).toEqual(
      specProjects.map((project) => [`/work/${project.slug}`, `${project.listTitle}${project.listCategory}`]),
    );
    expect(list.images).toBe(0);
  },
);

/** The site's script files that have run in the page since `startJSCoverage` (Chromium's coverage), as paths. */
async function scriptsRun(page: Page): Promise<string[]> {
  const entries = await page.coverage.stopJSCoverage();
  return entries
    .filter(
      (entry) =>
        entry.url.endsWith('.js') && entry.functions.some((fn) => fn.ranges.some((r) => r.count > 0)),
    )
    .map((entry) => new URL(entry.url).pathname)
    .sort();
}

/** The island code the page lists for fetching at idle (src/lib/build/island-code.ts), as paths. */
const islandCodeListed = async (page: Page) =>
  (
    await page.evaluate(
      (id) => JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[],
      islandCodeId,
    )
  ).sort();

test(
  'a page without the splash runs no island code before interaction; it fetches it once painted and idle',
  { tag: anyWidth },
  async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) fetched.push(pathname);
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto('/work', { waitUntil: 'networkidle' });

    // Every island's code, its imports included, fetched: the network stands between no tap and its response.
    const listed = await islandCodeListed(page);
    expect(listed.length).toBeGreaterThan(5);
    expect(listed).toEqual(expect.arrayContaining([expect.stringMatching(/\/WorkList\.[\w-]+\.js$/)]));
    // Fetched once the content has painted and the browser is idle, which may follow network idle.
    await expect.poll(() => fetched.toSorted()).toEqual(listed);
    expect(await scriptsRun(page), 'island scripts run before any interaction').toEqual([]);
    // And only after the page had loaded: never competing with its first paint.
    const startedBeforeLoad = await page.evaluate(() => {
      const loaded = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < loaded)
        .map((entry) => entry.name);
    });
    expect(startedBeforeLoad).toEqual([]);
  },
);

test(
  'island code runs only once the visitor reaches for an island, and only that island’s',
  { tag: anyWidth },
  async ({ page }) => {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto('/work', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Change theme color' }).hover();
    await hydrated(page, 'ThemeToggle');
    const run = await scriptsRun(page);
    expect(run.some((path) => /\/_astro\/ThemeToggle\.[\w-]+\.js$/.test(path))).toBe(true);
    expect(
      run.filter((path) => /\/_astro\/(WorkList|SiteMenu|Toaster)\./.test(path)),
      'only the island reached for',
    ).toEqual([]);
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

test('every hover effect waits for a pointer that hovers', { tag: anyWidth }, async ({ page }) => {
  const unguarded = new Set<string>();
  for (const route of fixtureRoutes) {
    await page.goto(route);
    const found = await page.evaluate((query) => {
      const rules: string[] = [];
      // Into every group (@media, @supports, @layer, nested rules); guarded only inside @media with the query.
      const visit = (list: CSSRuleList, hovers: boolean) => {
        for (const rule of list) {
          if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover') && !hovers)
            rules.push(rule.selectorText);
          else if (rule instanceof CSSGroupingRule)
            visit(
              rule.cssRules,
              hovers || (rule instanceof CSSMediaRule && rule.conditionText.includes(query)),
            );
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
      return rules;
    }, hoverable);
    for (const selector of found) unguarded.add(selector);
  }
  // A touch screen's tap sets `:hover` too: outside `(hover: hover)` the effect would stay on after it.
  expect([...unguarded]).toEqual([]);
});
