/**
 * The splash's life, read from its own CSS animations (Splash.css.ts), for the Chromium and the
 * every-engine suites alike. Its timing is asserted from the animations themselves: where they
 * start on the document's timeline (navigation start, whenever the splash was first styled), and
 * what the page shows with them held at a given moment of that timeline. A busy machine delays
 * when the test looks, never what it asserts.
 */
import { expect } from '@playwright/test';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';
import { islandSelector, splashSelector } from '../e2e/fixtures.ts';
import english from '../../src/words/en.json' with { type: 'json' };

/** What the splash shows at one moment. */
export interface SplashLook {
  /** Milliseconds since navigation start. */
  at: number;
  /** The layer covers the viewport, opaque and on top at its centre. */
  covered: boolean;
  /** The mark and its words ("Loading...") are visible. */
  contentShown: boolean;
  /** The layer is visible at all, and its opacity. */
  layerShown: boolean;
  layerOpacity: number;
}

/** The splash's life as its animations hold it. */
export interface SplashLife {
  /** Each animation's start on the document's timeline (0 is navigation start) and its end after it. */
  animations: { part: 'layer' | 'content'; startTime: number | null; endTime: number }[];
  /** What the page shows at each moment asked for, its animations held there. */
  looks: SplashLook[];
  /** The page underneath was complete (its heading there, with text) when the splash was first seen. */
  pageComplete: boolean;
  /** When the look began, and what the splash showed then, as the visitor saw it. */
  firstLook: SplashLook;
  /** When its animations had all finished, on their own, page time. */
  finishedAt: number;
  /** Page time when the splash's island woke (NaN: not by the end), and whether it pulsed the mark then. */
  islandWokeAt: number;
  pulsed: boolean;
}

/**
 * What `readSplashLife` is given: the splash, its island, and the moments it is looked at (before
 * 3 s, either side of 3 s, mid-fade, either side of its end).
 */
export const splashLifeArgs = {
  selector: splashSelector,
  /** What it says, in the page's language: English's unless a test of another language says. */
  text: english.site.loading,
  island: islandSelector('Splash'),
  sleeping: islandMarkup.sleeping,
  moments: [0, 1500, 2990, 3010, 3125, 3240, 3260],
};

/**
 * In the page (it travels as source: it uses only its argument). Waits for the splash's animations
 * (and a frame, for the <head> script to have timed them), looks at the splash as it is, then at each
 * moment with its animations held there, puts them back, and resolves once they have finished.
 */
export function readSplashLife({
  selector,
  text,
  island,
  sleeping,
  moments,
}: {
  selector: string;
  text: string;
  /** The splash's island, and the attribute it carries while it sleeps (src/lib/build/island-markup.ts). */
  island: string;
  sleeping: string;
  moments: readonly number[];
}): Promise<SplashLife | null> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const loaded = () =>
    document.readyState === 'loading'
      ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
      : Promise.resolve();
  return loaded().then(async () => {
    const splash = document.querySelector<HTMLElement>(selector);
    if (!splash) return null;
    const timed = () =>
      splash.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSAnimation);
    for (let tries = 0; timed().length === 0 && tries < 600; tries++) await frame();
    await frame();
    const animations = timed();
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.display !== 'none' && style.visibility === 'visible' && element.getClientRects().length > 0
      );
    };
    const look = (at: number): SplashLook => {
      const box = splash.getBoundingClientRect();
      const root = document.documentElement;
      const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      const content = [...splash.children];
      const layerOpacity = Number(getComputedStyle(splash).opacity);
      return {
        at,
        covered:
          visible(splash) &&
          box.width >= root.clientWidth - 1 &&
          box.height >= root.clientHeight - 1 &&
          layerOpacity > 0.5 &&
          Boolean(centre && splash.contains(centre)),
        contentShown:
          content.length > 0 && content.every(visible) && (splash.textContent ?? '').includes(text),
        layerShown: visible(splash),
        layerOpacity,
      };
    };
    // Whether the island has woken, and has pulsed the mark (a script animation on it), seen once a frame.
    let islandWokeAt = Number.NaN;
    let pulsed = false;
    let watching = true;
    const watch = () => {
      if (Number.isNaN(islandWokeAt) && !document.querySelector(island)?.hasAttribute(sleeping)) {
        islandWokeAt = performance.now();
      }
      pulsed ||= Boolean(
        splash.firstElementChild?.getAnimations().some((animation) => !(animation instanceof CSSAnimation)),
      );
      if (watching) requestAnimationFrame(watch);
    };
    watch();
    const firstLook = look(performance.now());
    const pageComplete = Boolean(document.querySelector('main h1')?.textContent?.trim());
    const described = animations.map((animation) => ({
      part: animation.effect && (animation.effect as KeyframeEffect).target === splash ? 'layer' : 'content',
      startTime: animation.startTime === null ? null : Number(animation.startTime),
      endTime: Number(animation.effect?.getComputedTiming().endTime),
    })) as SplashLife['animations'];
    const looks: SplashLook[] = [];
    for (const at of moments) {
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = at;
      }
      looks.push(look(at));
    }
    // Back on the document's timeline from navigation start, as the page had them.
    for (const animation of animations) animation.startTime = 0;
    await Promise.all(animations.map((animation) => animation.finished));
    watching = false;
    return {
      animations: described,
      looks,
      pageComplete,
      firstLook,
      finishedAt: performance.now(),
      islandWokeAt,
      pulsed,
    };
  });
}

/** The spec's 3000 ms, and the fade after it (Splash.css.ts). */
const lifeMs = 3000;
const fadeMs = 250;

/**
 * The splash covered a complete page from navigation start until 3 s, then its mark and text left
 * at once and (with motion) only the bare, still opaque layer faded for 250 ms, or (without) it was
 * cut; every animation timed from navigation start, so none outlives that however late it began.
 */
export function expectSplashLife(life: SplashLife | null, { motion }: { motion: boolean }) {
  const report = JSON.stringify(life);
  expect(life, 'the splash was there').not.toBeNull();
  const { animations, looks, firstLook } = life!;
  expect(animations.map((animation) => animation.part).sort(), report).toEqual([
    'content',
    'content',
    'layer',
  ]);
  for (const animation of animations) {
    expect(animation.startTime, `timed from navigation start: ${report}`).toBe(0);
    const end = animation.part === 'layer' && motion ? lifeMs + fadeMs : lifeMs;
    expect(animation.endTime, `${animation.part} ends at ${end} ms: ${report}`).toBe(end);
  }
  const at = (moment: number) => looks.find((look) => look.at === moment)!;
  for (const moment of [0, 1500, 2990]) {
    expect(at(moment), `covered before 3 s: ${report}`).toMatchObject({ covered: true, contentShown: true });
  }
  expect(at(3010), `mark and text gone at 3 s: ${report}`).toMatchObject({ contentShown: false });
  if (motion) {
    // The fade: the layer still there, growing lighter, then gone.
    expect(at(3010), report).toMatchObject({ layerShown: true });
    expect(at(3010).layerOpacity).toBeGreaterThan(0.9);
    expect(at(3125).layerOpacity).toBeGreaterThan(0.3);
    expect(at(3125).layerOpacity).toBeLessThan(0.7);
    expect(at(3240).layerOpacity).toBeLessThan(0.1);
  } else {
    expect(at(3010), `a cut under reduced motion: ${report}`).toMatchObject({ layerShown: false });
  }
  expect(at(3260), `gone after its end: ${report}`).toMatchObject({ layerShown: false, covered: false });
  // As the visitor saw it when the look began: covering a complete page, or, looked at late, gone.
  if (firstLook.at < lifeMs - 10) {
    expect(firstLook, report).toMatchObject({ covered: true, contentShown: true });
    expect(life!.pageComplete, `over a complete page: ${report}`).toBe(true);
  } else if (firstLook.at > lifeMs + fadeMs + 10) {
    expect(firstLook, report).toMatchObject({ layerShown: false });
  }
  // And on its own, at its time: it finished no earlier than its end.
  expect(life!.finishedAt).toBeGreaterThanOrEqual((motion ? lifeMs + fadeMs : lifeMs) - 1);
}

/**
 * The island pulsed the mark when it woke in time for it; a slow machine may wake it after the mark
 * has left (3 s), and then it must not. Between the two, React's effects may run either side of 3 s.
 */
export function expectPulseIfInTime(life: SplashLife, { motion }: { motion: boolean }) {
  const report = JSON.stringify(life);
  if (!motion || life.islandWokeAt >= lifeMs) expect(life.pulsed, `no pulse: ${report}`).toBe(false);
  else if (life.islandWokeAt < lifeMs - 500)
    expect(life.pulsed, `the island pulsed the mark: ${report}`).toBe(true);
}
