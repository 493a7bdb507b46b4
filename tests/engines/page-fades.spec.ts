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

/** An opacity animation of the page's <main>, as the page reports it. */
interface FadeRecord {
  path: string;
  keyframes: { offset: number | null; easing?: string; opacity?: string }[];
  timing: EffectTiming;
  playState: string;
}

/** What a fade looks like: where it starts and ends, and how long it is seen. */
interface Fade extends FadeRecord {
  from: number;
  to: number;
  duration: number;
  /** Milliseconds from 2 % of the way to 98 % of the way (opacity 0.98 → 0.02 for a fade out). */
  visibleMs: number;
}

/** sessionStorage key under which a leaving page stores its fades. */
const leftKey = 'fades-on-leaving';

/**
 * In the page: the opacity animations of <main> now, or, with `onLeave`, as they stand when the
 * page unloads (kept in sessionStorage for the next page to hand back).
 */
function recordFades({ onLeave, key }: { onLeave: boolean; key: string }): FadeRecord[] {
  const record = (): FadeRecord[] =>
    (document.querySelector('main')?.getAnimations() ?? []).flatMap((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const keyframes = (effect?.getKeyframes() ?? []).map(({ offset, easing, opacity }) => ({
        offset,
        easing,
        ...(opacity === undefined || opacity === null ? {} : { opacity: String(opacity) }),
      }));
      if (!effect || !keyframes.some((frame) => 'opacity' in frame)) return [];
      return [
        { path: location.pathname, keyframes, timing: effect.getTiming(), playState: animation.playState },
      ];
    });
  if (onLeave) addEventListener('pagehide', () => sessionStorage.setItem(key, JSON.stringify(record())));
  return record();
}

/**
 * In the page: each recorded fade played on a paused copy, seeked in 5 ms steps, to read the
 * opacity curve the engine renders (whatever its easing) with no clock involved.
 */
function measureFades(records: FadeRecord[]): Fade[] {
  return records.map((record) => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const copy = probe.animate(record.keyframes as Keyframe[], { ...record.timing, delay: 0, fill: 'both' });
    copy.pause();
    const duration = Number(copy.effect!.getComputedTiming().duration);
    const opacityAt = (time: number) => {
      copy.currentTime = time;
      return Number(getComputedStyle(probe).opacity);
    };
    const from = opacityAt(0);
    const to = opacityAt(duration);
    let start = Number.NaN;
    let end = Number.NaN;
    for (let time = 0; time <= duration; time += 5) {
      const way = (opacityAt(time) - from) / (to - from);
      if (Number.isNaN(start) && way >= 0.02) start = time;
      if (Number.isNaN(end) && way >= 0.98) end = time;
    }
    copy.cancel();
    probe.remove();
    return { ...record, from, to, duration, visibleMs: end - start };
  });
}

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
      await site.evaluate(recordFades, { onLeave: true, key: leftKey });
      await site.click(step.click);
      await site.waitForPath(step.to);
      const leftRecords = await site.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as FadeRecord[],
        leftKey,
      );
      const arrivedRecords = await site.evaluate(recordFades, { onLeave: false, key: leftKey });
      const left = await site.evaluate(measureFades, leftRecords);
      const arrived = await site.evaluate(measureFades, arrivedRecords);
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
