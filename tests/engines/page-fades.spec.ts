/**
 * The spec's page fades, in every engine, along the visitor's usual journey: Home → Work → a
 * project → the next project. Read from the pages' own animations, not from frames racing the
 * clock: the leaving page records its fade as it unloads, the arriving page keeps its fade in,
 * and each fade's curve is then read off a paused copy.
 */
import { anyWidth, specProjects } from '../e2e/fixtures.ts';
import type { Target } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import { arrive, workEntry } from './visitor.ts';
import { fadesAcross, leftKey, measureFades, recordFades } from './page-fades.ts';

const journey: { click: Target; to: string }[] = [
  { click: { role: 'link', name: 'Check out my work' }, to: '/work' },
  { click: workEntry(0), to: `/work/${specProjects[0].slug}` },
  {
    click: {
      role: 'link',
      name: `Next ${specProjects[1].title}`,
      within: { role: 'navigation', name: 'More projects' },
    },
    to: `/work/${specProjects[1].slug}`,
  },
];

test(
  'page change: the old page fades out over 0.5 s, then the new one fades in over 0.5 s (Home → Work → a project → the next)',
  { tag: anyWidth },
  async ({ site }) => {
    // Each step: a click, the old page's fade out, the new page's load and fade in.
    test.setTimeout(20_000 + 10_000 * journey.length);
    await arrive(site, '/');
    let from = '/';
    for (const step of journey) {
      const { left, arrived } = await fadesAcross(site, async () => {
        await site.click(step.click);
        await site.waitForPath(step.to);
      });
      const report = JSON.stringify({ left, arrived });

      const fadeOut = left.find((fade) => fade.from === 1 && fade.to === 0);
      expect(fadeOut, `${from} fades out before it is left: ${report}`).toBeDefined();
      expect(fadeOut).toMatchObject({
        path: from,
        duration: 500,
        // Left only once its fade had run to the end: the old page was gone before the new one came.
        playState: 'finished',
      });
      expect(fadeOut!.visibleMs, `${from}'s fade out is seen`).toBeGreaterThanOrEqual(250);

      const fadeIn = arrived.find((fade) => fade.from === 0 && fade.to === 1);
      expect(fadeIn, `${step.to} fades in: ${report}`).toBeDefined();
      expect(fadeIn).toMatchObject({ path: step.to, duration: 500 });
      expect(fadeIn!.visibleMs, `${step.to}'s fade in is seen`).toBeGreaterThanOrEqual(250);
      from = step.to;
    }
  },
);

test('Back: the page returned to fades in too', { tag: anyWidth }, async ({ site }) => {
  await arrive(site, '/');
  await site.click({ role: 'link', name: 'Check out my work' });
  await site.waitForPath('/work');
  // Restored from the back/forward cache or loaded again, whichever the engine does.
  await site.back();
  await site.waitForPath('/');
  const arrived = await site.evaluate(
    measureFades,
    await site.evaluate(recordFades, { onLeave: false, key: leftKey }),
  );
  const fadeIn = arrived.find((fade) => fade.from === 0 && fade.to === 1);
  expect(fadeIn, `Home fades in: ${JSON.stringify(arrived)}`).toBeDefined();
  expect(fadeIn).toMatchObject({ path: '/', duration: 500 });
});
