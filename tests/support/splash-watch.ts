/**
 * The splash's life as the page lives it, for the Chromium and the every-engine suites alike:
 * each change is recorded when it happens (a mutation, an animation's end), on the page's own
 * clock, so that a busy machine delays what the test sees but never what it asserts.
 */
import { expect } from '@playwright/test';

/** One moment of the splash's life. */
export interface SplashMoment {
  /** Milliseconds since navigation start, on the page's clock. */
  at: number;
  /** `watching` (the first look), `state:<data-state>` (the island), or `fail-safe` (its CSS cut). */
  event: string;
  /** The layer covers the viewport, opaque and on top at its centre. */
  covered: boolean;
  /** The mark and "Loading..." are visible. */
  contentShown: boolean;
  /** The layer's opacity, and its opacity animations (the island's fade). */
  layerOpacity: number;
  layerFades: { from: number; to: number; duration: number }[];
  /** The page underneath is complete: its heading is there, with text. */
  pageComplete: boolean;
  /** The mark has pulsed (a script animation ran on it) at some frame so far. */
  pulsed: boolean;
}

/**
 * In the page (it travels as source: it uses only its argument). Watches the splash until it is
 * gone or `timeout` ms of page time have passed, and resolves with the moments seen.
 */
export function watchSplash({
  selector,
  timeout,
}: {
  selector: string;
  timeout: number;
}): Promise<SplashMoment[]> {
  return new Promise((resolve) => {
    const start = () => {
      const splash = document.querySelector<HTMLElement>(selector);
      if (!splash) {
        resolve([]);
        return;
      }
      const moments: SplashMoment[] = [];
      let pulsed = false;
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.display !== 'none' && style.visibility === 'visible' && element.getClientRects().length > 0
        );
      };
      const look = (event: string): SplashMoment => {
        const box = splash.getBoundingClientRect();
        const root = document.documentElement;
        const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        const content = [...splash.children];
        return {
          at: performance.now(),
          event,
          covered:
            visible(splash) &&
            box.width >= root.clientWidth - 1 &&
            box.height >= root.clientHeight - 1 &&
            Number(getComputedStyle(splash).opacity) > 0.5 &&
            Boolean(centre && splash.contains(centre)),
          contentShown:
            content.length > 0 && content.every(visible) && (splash.textContent ?? '').includes('Loading...'),
          layerOpacity: Number(getComputedStyle(splash).opacity),
          layerFades: splash.getAnimations().flatMap((animation) => {
            const effect = animation.effect as KeyframeEffect | null;
            const frames = effect?.getKeyframes() ?? [];
            if (!effect || !frames.some((frame) => 'opacity' in frame)) return [];
            const opacity = (frame: Keyframe | undefined) => Number(frame?.opacity ?? 1);
            return [
              {
                from: opacity(frames[0]),
                to: opacity(frames.at(-1)),
                duration: Number(effect.getComputedTiming().duration),
              },
            ];
          }),
          pageComplete: Boolean(document.querySelector('main h1')?.textContent?.trim()),
          pulsed,
        };
      };
      const gone = () => !visible(splash);
      const finish = () => {
        observer.disconnect();
        resolve(moments);
      };
      const record = (event: string) => {
        moments.push(look(event));
        if (gone()) finish();
      };
      // What can end it: the island's state, and the CSS fail-safe's cut.
      const observer = new MutationObserver(() => record(`state:${splash.dataset.state ?? ''}`));
      observer.observe(splash, { attributes: true, attributeFilter: ['data-state'] });
      splash.addEventListener('animationend', (event) => {
        if (event.target === splash) record('fail-safe');
      });
      // Whether the mark pulses is a state, not an event: looked at once a frame, as a yes or no.
      const pulse = splash.firstElementChild;
      const frame = () => {
        pulsed ||= Boolean(pulse?.getAnimations().some((animation) => !(animation instanceof CSSAnimation)));
        if (!gone()) requestAnimationFrame(frame);
      };
      frame();
      record('watching');
      setTimeout(finish, timeout);
    };
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  });
}

/** The spec's 3000 ms, less a few: a timer's delay is whole milliseconds, on a clock of its own. */
const splashEndsAt = 2990;

/**
 * The splash covered a complete page from the first look until at least 3 s, then the island
 * ended it: with motion, the mark and the text left at once and only the bare, still opaque
 * layer faded; without, a cut.
 */
export function expectSplashLife(moments: SplashMoment[], { motion }: { motion: boolean }) {
  const report = JSON.stringify(moments);
  const [first] = moments;
  expect(first?.event, `the splash was there to watch: ${report}`).toBe('watching');
  expect(first!.at, 'the watch began while the splash was up (page time, ms)').toBeLessThan(splashEndsAt);
  for (const moment of moments.filter((moment) => moment.at < splashEndsAt)) {
    expect(moment, `covered over a complete page before 3 s: ${report}`).toMatchObject({
      covered: true,
      contentShown: true,
      pageComplete: true,
    });
  }
  // Gone: the island's end, or the CSS fail-safe's cut at 3.3 s when the island's timer ran late
  // (a busy machine) and its fade had not finished by then.
  const gone = moments.find((moment) => moment.event === 'state:gone' || moment.event === 'fail-safe');
  expect(gone, `the splash ended: ${report}`).toBeDefined();
  expect(gone!.at).toBeGreaterThanOrEqual(splashEndsAt);
  const ending = moments.find((moment) => moment.event === 'state:ending');
  if (motion) {
    expect(ending, `the island ended it with the fade: ${report}`).toBeDefined();
    expect(ending!.at).toBeGreaterThanOrEqual(splashEndsAt);
    // The moment the fade begins: mark and text already gone, the layer still fully opaque.
    expect(ending).toMatchObject({ contentShown: false, layerOpacity: 1 });
    expect(ending!.layerFades).toEqual([{ from: 1, to: 0, duration: 250 }]);
  } else {
    expect(ending, `no fade under reduced motion: ${report}`).toBeUndefined();
    expect(moments.flatMap((moment) => moment.layerFades)).toEqual([]);
  }
}
