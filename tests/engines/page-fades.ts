/**
 * The page fades as the pages' own animations hold them (page-fades.spec.ts, and the same fades on a
 * page that runs right to left in languages.spec.ts): the leaving page records its fade as it unloads,
 * the arriving page keeps its fade in, and each fade's curve is then read off a paused copy.
 */
import type { EnginePage } from './engine-page.ts';

/** An opacity animation of the page's <main>, as the page reports it. */
export interface FadeRecord {
  path: string;
  keyframes: { offset: number | null; easing?: string; opacity?: string }[];
  timing: EffectTiming;
  playState: string;
}

/** What a fade looks like: where it starts and ends, and how long it is seen. */
export interface Fade extends FadeRecord {
  from: number;
  to: number;
  duration: number;
  /** Milliseconds from 2 % of the way to 98 % of the way (opacity 0.98 → 0.02 for a fade out). */
  visibleMs: number;
}

/** sessionStorage key under which a leaving page stores its fades. */
export const leftKey = 'fades-on-leaving';

/**
 * In the page: the opacity animations of <main> now, or, with `onLeave`, as they stand when the
 * page unloads (kept in sessionStorage for the next page to hand back).
 */
export function recordFades({ onLeave, key }: { onLeave: boolean; key: string }): FadeRecord[] {
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
export function measureFades(records: FadeRecord[]): Fade[] {
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

/** In the page: the fades the page left recorded as it unloaded, and the arriving page's, measured. */
export async function fadesAcross(
  site: EnginePage,
  leave: () => Promise<void>,
): Promise<{ left: Fade[]; arrived: Fade[] }> {
  await site.evaluate(recordFades, { onLeave: true, key: leftKey });
  await leave();
  const leftRecords = await site.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as FadeRecord[],
    leftKey,
  );
  const arrivedRecords = await site.evaluate(recordFades, { onLeave: false, key: leftKey });
  return {
    left: await site.evaluate(measureFades, leftRecords),
    arrived: await site.evaluate(measureFades, arrivedRecords),
  };
}
