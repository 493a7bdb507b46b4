/**
 * A project page's interactive parts, written once and run in Chromium, Firefox and WebKit at a
 * phone and a desktop viewport: the screenshot viewer (keyboard, pointer, swipe) and the
 * click-to-load embed. Elements are found by role and accessible name; state is read in the page.
 */
import type { EnginePage, Key, Target } from './engine-page.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { embedLoadTimeoutMs } from '../../src/lib/browser/embed.ts';
import { fireHeldTimers, holdTimers } from '../support/held-timers.ts';
import { axeInBothModes } from '../support/axe.ts';
import {
  arrive,
  breakIslands,
  entranceFinished,
  islandFailed,
  pageScrolls,
  shown,
  until,
  viewerAwake,
} from './visitor.ts';
import { proves } from '../support/evidence-reporter.ts';

// WebKit over WebDriver takes up to half a minute for the longer walks on two busy cores.
test.describe.configure({ timeout: 60_000 });

// Haletale has five phone screenshots; Lyman Rentals embeds its live site.
const gallery = '/work/haletale';
const viewer = { role: 'dialog', name: 'Images of Haletale Sign In/Sign Up Page' } as const satisfies Target;
const screenshots = [
  'Haletale sign-in screen on a phone',
  'Haletale sign-up screen on a phone',
  'Haletale forgotten-password screen on a phone',
  'Haletale e-mail verification screen on a phone',
];
const embedPage = '/work/lyman-rentals';
const embedUrl = 'https://www.lymanrentals.ca/';
const loadEmbed: Target = { role: 'button', name: 'Load Lyman Rentals Website' };
const originalLink: Target = { role: 'link', name: 'View this content on its original website' };

/** What the open viewer shows: its counter and its image's alt text, or null when closed. */
const viewerState = (site: EnginePage) =>
  site.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return null;
    return {
      counter: dialog.querySelector('[aria-live]')?.textContent?.trim() ?? '',
      image: dialog.querySelector('img')?.alt ?? '',
      focusInside: dialog.contains(document.activeElement),
      pageScrolls: getComputedStyle(document.documentElement).overflow !== 'hidden',
    };
  });

/** The alt text of the image inside the focused element (a thumbnail link), or its tag name. */
const focusedThumbnail = (site: EnginePage) =>
  site.evaluate(
    () => document.activeElement?.querySelector('img')?.alt ?? document.activeElement?.tagName ?? '',
  );

/** Presses `key` until the thumbnail showing `alt` has focus. */
async function tabToThumbnail(site: EnginePage, alt: string, limit = 40) {
  for (let step = 0; step < limit; step++) {
    await site.press('Tab');
    if ((await focusedThumbnail(site)) === alt) return;
  }
  throw new Error(`Tab never reached the thumbnail "${alt}"`);
}

async function expectViewer(site: EnginePage, counter: string, image: string) {
  await until(async () => (await viewerState(site))?.counter === counter, `the viewer says "${counter}"`);
  expect(await viewerState(site)).toEqual({ counter, image, focusInside: true, pageScrolls: false });
}

/** Opens the viewer by clicking the thumbnail showing `alt`; it says `counter`. */
async function openByClick(site: EnginePage, alt: string, counter: string) {
  await arrive(site, gallery);
  await site.hover({ role: 'img', name: alt });
  await viewerAwake(site);
  await site.click({ role: 'img', name: alt });
  await until(() => shown(site, viewer), 'the viewer opens');
  await expectViewer(site, counter, alt);
}

async function expectClosedOn(site: EnginePage, alt: string) {
  await until(async () => (await viewerState(site)) === null, 'the viewer closes');
  await until(async () => (await focusedThumbnail(site)) === alt, `focus returns to "${alt}"`);
  expect(await pageScrolls(site), 'the page scrolls again').toBe(true);
}

test(
  'screenshot viewer: opens from a thumbnail by keyboard, pages with the arrow keys (wrapping), closes on Escape',
  { tag: [proves('axe'), proves('keyboard')] },
  async ({ site }) => {
    await arrive(site, gallery);
    expect(await shown(site, viewer)).toBe(false);
    await tabToThumbnail(site, screenshots[0]!);
    await viewerAwake(site);
    await site.press('Enter');
    await until(() => shown(site, viewer), 'the viewer opens');
    await expectViewer(site, '1 of 5', screenshots[0]!);
    await site.evaluate(entranceFinished, 'dialog[open]');
    expect(await axeInBothModes(site, { include: 'dialog[open]' })).toEqual([]);
    const steps: [Key, string, string][] = [
      ['ArrowRight', '2 of 5', screenshots[1]!],
      ['ArrowLeft', '1 of 5', screenshots[0]!],
      // Wraps around: before the first comes the last.
      ['ArrowLeft', '5 of 5', 'Haletale welcome screen on a phone'],
      ['ArrowRight', '1 of 5', screenshots[0]!],
    ];
    for (const [key, counter, image] of steps) {
      await site.press(key);
      await expectViewer(site, counter, image);
    }
    // Tab stays inside the open viewer.
    for (let step = 0; step < 5; step++) {
      await site.press('Tab');
      expect((await viewerState(site))?.focusInside).toBe(true);
    }
    await site.press('Escape');
    await expectClosedOn(site, screenshots[0]!);
  },
);

test(
  'screenshot viewer: opens on a click, pages with Previous and Next, closes with its button',
  { tag: anyWidth },
  async ({ site }) => {
    await openByClick(site, screenshots[2]!, '3 of 5');
    await site.click({ role: 'button', name: 'Next screenshot', within: viewer });
    await expectViewer(site, '4 of 5', screenshots[3]!);
    await site.click({ role: 'button', name: 'Previous screenshot', within: viewer });
    await site.click({ role: 'button', name: 'Previous screenshot', within: viewer });
    await expectViewer(site, '2 of 5', screenshots[1]!);
    await site.click({ role: 'button', name: 'Close screenshots', within: viewer });
    // Focus returns to the thumbnail that opened the viewer.
    await expectClosedOn(site, screenshots[2]!);
  },
);

test(
  'screenshot viewer: the page behind scrolls again the moment it closes, not a task later',
  { tag: anyWidth },
  async ({ site }) => {
    await openByClick(site, screenshots[0]!, '1 of 5');
    // Closed and read back in one task: the browser returns focus to the page at once, so the page
    // must not wait for the dialog's `close` event (a task later) to scroll again.
    const atClose = await site.evaluate(() => {
      document
        .querySelector<HTMLButtonElement>('dialog[open] button[aria-label="Close screenshots"]')
        ?.click();
      return {
        open: document.querySelector('dialog[open]') !== null,
        pageScrolls: getComputedStyle(document.documentElement).overflow !== 'hidden',
      };
    });
    expect(atClose).toEqual({ open: false, pageScrolls: true });
    await expectClosedOn(site, screenshots[0]!);
  },
);

test('screenshot viewer: a swipe pages through it both ways, wrapping; a tap is not a swipe', async ({
  site,
}) => {
  await openByClick(site, screenshots[0]!, '1 of 5');
  // Across the middle of the viewer, where the image is (whether or not it has arrived yet).
  const box = await site.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!.getBoundingClientRect();
    return {
      left: dialog.left + dialog.width * 0.2,
      right: dialog.left + dialog.width * 0.8,
      y: dialog.top + dialog.height / 2,
    };
  });
  const [left, right] = [
    { x: box.left, y: box.y },
    { x: box.right, y: box.y },
  ];
  await site.swipe(right, left);
  await expectViewer(site, '2 of 5', screenshots[1]!);
  await site.swipe(left, right);
  await site.swipe(left, right);
  // Wrapped around from the first to the last.
  await expectViewer(site, '5 of 5', 'Haletale welcome screen on a phone');
  await site.swipe(left, { x: left.x + 4, y: left.y });
  expect((await viewerState(site))?.counter, 'a tap is not a swipe').toBe('5 of 5');
});

test(
  'screenshot viewer: scrolled to, as a thumb does, it wakes, and a tap then opens it on that screenshot',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, gallery);
    // The pointer nowhere near: the viewer wakes as the visitor looks at the gallery.
    await site.evaluate(() => document.querySelector('#screenshots-heading')?.scrollIntoView());
    await viewerAwake(site);
    await site.click({ role: 'img', name: screenshots[1]! });
    await until(() => shown(site, viewer), 'the viewer opens');
    await expectViewer(site, '2 of 5', screenshots[1]!);
    expect(await site.path()).toBe(gallery);
  },
);

/** Whether the page has an iframe, and whether it asked anything of the embedded site. */
const embedActivity = (site: EnginePage) =>
  site.evaluate((origin) => {
    const frames = [...document.querySelectorAll('iframe')].map((frame) => ({
      src: frame.getAttribute('src'),
      title: frame.title,
    }));
    const requested = performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(origin));
    return { frames, requested };
  }, new URL(embedUrl).origin);

/** Whether the embed's preview image is on screen in the embed's section. */
const previewShown = (site: EnginePage) =>
  site.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('[aria-labelledby="embed-heading"] img');
    return Boolean(
      image && image.getClientRects().length > 0 && getComputedStyle(image).visibility === 'visible',
    );
  });

test(
  'embed: nothing is asked of the embedded site until the visitor loads it; then its frame comes',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, embedPage);
    expect(await previewShown(site)).toBe(true);
    expect(await shown(site, loadEmbed)).toBe(true);
    expect(await shown(site, originalLink)).toBe(true);
    // Scrolled to, reached for, and still nothing from the embedded site.
    await site.evaluate(() =>
      document
        .querySelector('[aria-labelledby="embed-heading"] button')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await site.hover(loadEmbed);
    expect(await embedActivity(site)).toEqual({ frames: [], requested: false });
    // Frames are recorded as they are added: with no network here, an engine may fail the frame's
    // address at once and the island then takes the frame away again (as refused).
    await site.evaluate(() => {
      const added: { src: string | null; title: string }[] = [];
      (window as unknown as { addedFrames: typeof added }).addedFrames = added;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          const frames = node instanceof Element ? [node, ...node.querySelectorAll('*')] : [];
          for (const frame of frames.filter((element) => element instanceof HTMLIFrameElement)) {
            added.push({ src: frame.getAttribute('src'), title: (frame as HTMLIFrameElement).title });
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const addedFrames = () =>
      site.evaluate(
        () => (window as unknown as { addedFrames: { src: string | null; title: string }[] }).addedFrames,
      );
    await site.click(loadEmbed);
    await until(async () => (await addedFrames()).length > 0, 'the frame is created on the click');
    expect(await addedFrames()).toEqual([{ src: embedUrl, title: 'Lyman Rentals Website' }]);
    expect(await shown(site, originalLink)).toBe(true);
    // The page's policy lets it frame this site and no other.
    const frameSrc = await site.evaluate(() =>
      document
        .querySelector('meta[http-equiv="content-security-policy"]')
        ?.getAttribute('content')
        ?.split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('frame-src')),
    );
    expect(frameSrc).toBe(`frame-src ${new URL(embedUrl).origin}`);
  },
);

test(
  'embed: a site that never answers the frame (as one refusing framing) leaves the preview, the link and a note',
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, embedPage);
    // A site refusing to be framed fires no error event; here no load event reaches the page either.
    // (On the document: a load event's path stops there, short of the window.)
    await site.evaluate(() => {
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLIFrameElement) event.stopImmediatePropagation();
        },
        true,
      );
    });
    // The test's clock, not the wall clock, says when the embed's wait is over.
    await site.evaluate(holdTimers, embedLoadTimeoutMs);
    await site.click(loadEmbed);
    await until(async () => (await embedActivity(site)).frames.length === 1, 'the frame is tried');
    const noteShown = () =>
      site.evaluate(() =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.includes('did not load here'),
        ),
      );
    expect(await noteShown(), 'no note while the embed may still load').toBe(false);
    // The embed's wait starts as the frame goes in: fired once it is set.
    let fired = 0;
    await until(
      async () => (fired = await site.evaluate(fireHeldTimers)) > 0,
      "the embed's wait for its frame is over",
    );
    expect(fired, 'one wait').toBe(1);
    await until(noteShown, 'a note says the site did not load');
    expect((await embedActivity(site)).frames).toEqual([]);
    expect(await shown(site, { role: 'button', name: 'Try again' })).toBe(true);
    expect(await shown(site, originalLink)).toBe(true);
    expect(await previewShown(site)).toBe(true);
  },
);

test(
  'screenshot viewer: with its script failing, a thumbnail is its link to the full-size image',
  { tag: anyWidth },
  async ({ openPage }) => {
    // Not the `site` fixture: the failed loads are expected in the console here.
    const { page } = await openPage({ javaScript: true });
    await arrive(page, gallery);
    await breakIslands(page);
    const image = await page.evaluate(
      (alt) =>
        document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)?.closest('a')?.getAttribute('href'),
      screenshots[1]!,
    );
    expect(image).toMatch(/\.(png|webp|avif|jpe?g)$/);
    // The pointer coming over the gallery wakes its island, whose script fails (after Astro's retry).
    await page.hover({ role: 'img', name: screenshots[1]! });
    await until(() => islandFailed(page), "the viewer's island fails to load");
    await page.click({ role: 'img', name: screenshots[1]! });
    await page.waitForPath(image!);
  },
);
