import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { firstWeekOwner, ownerLogoSvg } from '../builds/content-edits.ts';
import { servePages } from '../../scripts/lib/pages-server.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { testBuildPath, testBuilds } from '../builds/test-builds.ts';
import { expect, splashSelector, test } from './fixtures.ts';
import { siteIcons } from '../../src/lib/content/site-icons.ts';

/** The build of an owner's first week: they gave the site their logo (tests/builds/content-edits.ts). */
const build = testBuilds.threeProjects;

/** The colour of one pixel of a PNG, as [r, g, b]. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Within a few steps of the logo's magenta: antialiasing and palette PNGs move it slightly. */
const isLogoColour = ([r = 0, g = 0, b = 0]: number[]) =>
  Math.abs(r - 0xd6) < 12 && Math.abs(g - 0x33) < 12 && Math.abs(b - 0x6c) < 12;

/** The owner sets `logo` in owner.md: the header, the splash, the icons and the cards show it. */
test("the owner's logo replaces the initials in the header, the splash, the favicon, the app icons and the social cards", async ({
  page,
}) => {
  const dist = testBuildPath(build);
  const built = (file: string) => readFileSync(path.join(dist, file));

  // Served as it is, under the base.
  expect(built('logo.svg').toString()).toBe(ownerLogoSvg);
  // The centre of each icon is the logo, not a letter on the brand blue.
  for (const { file: icon } of siteIcons) {
    const png = built(`icons/${icon}`);
    const { width = 0 } = await sharp(png).metadata();
    expect(isLogoColour(await pixel(png, width / 2, width / 2)), icon).toBe(true);
  }
  // The badge at the top left of every card (60 px square at 72, 64) holds the logo.
  const slug = readProjects(build.content)[0]!.slug;
  for (const card of ['social.png', `social/${slug}.png`]) {
    expect(isLogoColour(await pixel(built(card), 102, 94)), card).toBe(true);
  }

  const { url, server } = await servePages(dist, build.base);
  try {
    await page.goto(url);
    const home = page.getByRole('banner').getByRole('link', { name: firstWeekOwner.name });
    const logo = home.locator('img');
    await expect(logo).toHaveAttribute('src', `${build.base}logo.svg`);
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(home).not.toContainText('SR');
    // The splash shows the same mark.
    await expect(page.locator(`${splashSelector} img`)).toHaveAttribute('src', `${build.base}logo.svg`);
  } finally {
    server.close();
  }
});
