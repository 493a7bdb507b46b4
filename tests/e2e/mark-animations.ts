/**
 * The splash mark's script animations, as a page records them from its first script: for the tests
 * that hold the pulse to scale only, and to none under reduced motion.
 */
import type { Page } from '@playwright/test';
import { splashSelector } from './fixtures.ts';

/**
 * In the page, before it loads: notes each script animation started on the splash's mark, its
 * animated properties and when (page time).
 */
export function recordMarkAnimations(selector: string) {
  const started: { properties: string[]; at: number }[] = [];
  (window as unknown as { markAnimations: typeof started }).markAnimations = started;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    if (this.matches(selector)) {
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      const ignored = ['offset', 'computedOffset', 'easing', 'composite'];
      started.push({
        properties: [...new Set(keyframes.flatMap((frame) => Object.keys(frame)))].filter(
          (key) => !ignored.includes(key),
        ),
        at: performance.now(),
      });
    }
    return animation;
  };
}

export const markSelector = `${splashSelector} [data-splash-pulse]`;
export const markAnimations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { markAnimations?: { properties: string[]; at: number }[] }).markAnimations ?? [],
  );
