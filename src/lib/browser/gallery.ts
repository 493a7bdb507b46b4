/** Pure rules of the screenshot viewer (src/islands/ScreenshotViewer.tsx). */

/** The index `step` places from `index`, wrapping around both ends of `count` screenshots. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** What the viewer's counter says: "2 of 5" for the second of five. */
export function counterText(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * A horizontal swipe is at least this far, in CSS pixels: far enough that a tap or a wobble
 * is not one, short enough for a thumb on a phone.
 */
export const swipeThreshold = 48;

/**
 * Which way a pointer's travel from press to release pages: +1 (next) for a swipe to the left,
 * -1 (previous) for one to the right, 0 when it was too short or more vertical than horizontal
 * (a scroll, not a swipe).
 */
export function swipeStep(deltaX: number, deltaY: number, threshold = swipeThreshold): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** The step an arrow key asks for, or 0 for any other key. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}
