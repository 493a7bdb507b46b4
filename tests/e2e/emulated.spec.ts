/**
 * What Chromium alone can set up for a visitor, and every engine meets the same way: a system that
 * prefers light, reduced motion, a slow first frame or a response that arrives in parts (the page
 * held back by the test), and island scripts that never load. Each guards the spec's promise named in
 * its title; what a visitor does in every engine is tests/engines.
 */
import type { Page } from '@playwright/test';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import {
  expectPulseIfInTime,
  expectSplashLife,
  readSplashLife,
  splashLifeArgs,
} from '../support/splash-watch.ts';
import { anyWidth, expect, splashSelector, test, workEntries } from './fixtures.ts';
import { markSelector, markAnimations, recordMarkAnimations } from './mark-animations.ts';
import { proves } from '../support/evidence-reporter.ts';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('first visit', () => {
  test.use({ firstVisit: true, colourMode: null });

  test('starts dark even when the system prefers light', { tag: anyWidth }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe('rgb(26, 32, 44)');
  });

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
});

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
    { tag: [anyWidth, proves('reduced-motion')] },
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

  test('navigations do not fade', { tag: [anyWidth, proves('reduced-motion')] }, async ({ page }) => {
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

test.describe('when the island scripts never load', () => {
  test.use({ firstVisit: true });

  test('the splash still ends on time, by its CSS alone, over a page whose content and links work', async ({
    page,
  }) => {
    await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/work');
    await expect(page.getByRole('heading', { level: 1, name: 'My Work' })).toBeVisible();
    const life = await page.evaluate(readSplashLife, splashLifeArgs);
    expectSplashLife(life, { motion: true });
    await expect(page.locator(splashSelector)).toBeHidden();
    await workEntries(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Kong' })).toBeVisible();
  });
});
