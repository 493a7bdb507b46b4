import { embedLoadTimeoutMs } from '../../src/lib/browser/embed.ts';
import { fireHeldTimers, holdTimers } from '../support/held-timers.ts';
import { anyWidth, expect, openViewerAt, test } from './fixtures.ts';

const embedOrigin = 'https://www.lymanrentals.ca';

test('a swipe pages through the open screenshot viewer, both ways', async ({ page }) => {
  await page.goto('/work/quote-kong');
  await openViewerAt(page, 'Subcontractor page, first screen, in a browser window');
  const viewer = page.getByRole('dialog', { name: 'Images of Sub Contractor Page' });
  await expect(viewer.getByText('1 of 3')).toBeVisible();
  // Across the middle of the screen, where the image is (whether or not it has arrived yet).
  const box = (await viewer.boundingBox())!;
  const swipe = async (from: number, to: number) => {
    const y = box.y + box.height / 2;
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move((from + to) / 2, y, { steps: 3 });
    await page.mouse.move(to, y, { steps: 3 });
    await page.mouse.up();
  };
  const left = box.x + box.width * 0.2;
  const right = box.x + box.width * 0.8;
  await swipe(right, left);
  await expect(viewer.getByText('2 of 3')).toBeVisible();
  await swipe(left, right);
  await swipe(left, right);
  // Wrapped around from the first to the last.
  await expect(viewer.getByText('3 of 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute(
    'alt',
    'Subcontractor page, third screen, in a browser window',
  );
  // A tap is not a swipe.
  await swipe(left, left + 4);
  await expect(viewer.getByText('3 of 3')).toBeVisible();
});

test(
  'an embed asks nothing of the embedded site before the click, and loads and shows it after',
  { tag: anyWidth },
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(embedOrigin)) requested.push(request.url());
    });
    await page.goto('/work/lyman-rentals', { waitUntil: 'load' });
    const load = page.getByRole('button', { name: 'Load Lyman Rentals Website' });
    await load.scrollIntoViewIfNeeded();
    await load.hover();
    // Reaching for the button wakes its island: once it has, and the network has gone quiet.
    await expect(page.locator('astro-island[component-url*="/EmbedLoader."]')).not.toHaveAttribute('ssr', '');
    await page.waitForLoadState('networkidle');
    expect(requested, 'requests to the embedded site before the click').toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await load.click();
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

// A refusal fires no error event; the frame's silence is what the page can tell. (Chromium does
// fire `load` for a frame refused by X-Frame-Options, with nothing the parent can read to tell it
// from a real page, so that case cannot be caught; the link below the frame stays for it.)
test(
  'a site that never answers the frame leaves the preview, the link and a polite note',
  { tag: anyWidth },
  async ({ page }) => {
    // Held, never answered.
    await page.context().route(`${embedOrigin}/**`, () => {});
    await page.goto('/work/lyman-rentals');
    // The test's clock, not the wall clock, says when the embed's wait is over.
    await page.evaluate(holdTimers, embedLoadTimeoutMs);
    await page.getByRole('button', { name: 'Load Lyman Rentals Website' }).click();
    await expect(page.locator('iframe')).toHaveCount(1);
    const note = page.getByRole('status').filter({ hasText: 'did not load here' });
    await expect(note).toHaveCount(0);
    // The island sets its wait as the frame goes in (an effect, just after): fired once it is set.
    await expect.poll(() => page.evaluate(fireHeldTimers), "the embed's one wait for its frame").toBe(1);
    await expect(note).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Lyman Rentals Website' });
    await expect(section.getByRole('img')).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'View this content on its original website' }),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeFocused();
  },
);
