/**
 * Screenshots to look at, not assertions: the splash, the open menu and the /work preview, and
 * Home's featured work, a technology's page and /resume, in every engine, at both viewports, in
 * both colour modes. Run with `npm run screenshots:engines`; the pictures land in
 * `screenshots/engines/` (SHOTS_DIR moves them).
 */
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { featuredHeadingId } from '../../src/lib/markup/element-ids.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';
import { specProjects } from '../e2e/fixtures.ts';
import { test } from './fixtures.ts';
import { shotFile } from './shots.ts';
import { arrive, menuOnTop, openMenu, previewShown, until, workEntry } from './visitor.ts';

// WebKit over WebDriver takes seconds for each page and picture at the desktop's size.
test.describe.configure({ timeout: 90_000 });

/** The fixture's technology with the most projects. */
const technology = projectTechnologies(readProjects(fixtureContent))[0]!;

for (const colourMode of ['dark', 'light'] as const) {
  test(`the splash, the open menu and the /work preview, ${colourMode}`, async ({ site }, testInfo) => {
    const shot = (what: string) => site.screenshot(shotFile(`${what}-${colourMode}`, testInfo));

    await arrive(site, '/', { colourMode, firstVisit: true });
    await site.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1600 - performance.now())));
    await shot('splash');

    await arrive(site, '/', { colourMode });
    await site.click(openMenu);
    await until(() => menuOnTop(site), 'the menu opens');
    // Halfway through its fade in, held there: what shows through is the page's own background.
    await site.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 125;
      }
    });
    await shot('menu-opening');
    await site.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
    // Past the items' staggered entrance.
    await site.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
    await shot('menu');

    await arrive(site, '/work', { colourMode });
    await site.hover(workEntry(1));
    await until(
      async () => (await previewShown(site))?.includes(specProjects[1].title) ?? false,
      'the preview shows',
    );
    // Past its fade in: the picture is of the preview as it stays, not a frame of its entrance.
    await site.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ).then(() => true),
    );
    await shot('preview');
  });

  test(`Home's featured work, a technology's page and /resume, ${colourMode}`, async ({ site }, testInfo) => {
    const shot = (what: string) => site.screenshot(shotFile(`${what}-${colourMode}`, testInfo));
    /** Waits for the page's lazy images in view to be drawn. */
    const imagesDrawn = () =>
      site.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < innerHeight)
            .map((image) => image.decode().catch(() => undefined)),
        ).then(() => true),
      );

    await arrive(site, '/', { colourMode });
    await shot('home');
    await site.evaluate((id) => {
      document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
      return true;
    }, featuredHeadingId);
    await imagesDrawn();
    await shot('featured');

    await arrive(site, technologyPath(technology.slug), { colourMode });
    await shot('technology');

    await arrive(site, '/resume', { colourMode });
    await shot('resume');
  });
}
