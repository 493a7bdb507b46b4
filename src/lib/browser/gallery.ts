/** Pure rules of the screenshot viewer (src/islands/ScreenshotViewer.tsx). */

/** Which way the page reads: in a right-to-left page the next screenshot lies to the left. */
export type Direction = 'ltr' | 'rtl';

/** The index `step` places from `index`, wrapping around both ends of `count` screenshots. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The digits 0 to 9 as most languages write them. */
export const asciiDigits = '0123456789';

/**
 * The digits 0 to 9 as `lang` writes them ("٠١٢٣٤٥٦٧٨٩" in Arabic), worked out where the page is
 * built: building a number format in the browser loads the language's data, which a slow phone
 * feels in the tap that fills the viewer (bench:compare's "viewer filled", about 100 ms).
 */
export function languageDigits(lang: string): string {
  const numbers = new Intl.NumberFormat(lang);
  return [...asciiDigits].map((digit) => numbers.format(Number(digit))).join('');
}

/**
 * What the viewer's counter says, from the page's words ("{position} of {count}"): "2 of 5" for the
 * second of five, its numbers written in the page's `digits`.
 */
export function counterText(template: string, index: number, count: number, digits = asciiDigits): string {
  const write = (number: number) => String(number).replace(/\d/g, (digit) => digits[Number(digit)] ?? digit);
  return template.replace('{position}', write(index + 1)).replace('{count}', write(count));
}

/**
 * A horizontal swipe is at least this far, in CSS pixels: far enough that a tap or a wobble
 * is not one, short enough for a thumb on a phone.
 */
export const swipeThreshold = 48;

/**
 * Which way a pointer's travel from press to release pages: +1 (next) for a swipe towards where the
 * page starts (the left in a left-to-right page, the right in a right-to-left one), -1 (previous) for
 * one the other way, 0 when it was too short or more vertical than horizontal (a scroll, not a swipe).
 */
export function swipeStep(
  deltaX: number,
  deltaY: number,
  direction: Direction = 'ltr',
  threshold = swipeThreshold,
): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  const towardsStart = direction === 'ltr' ? deltaX < 0 : deltaX > 0;
  return towardsStart ? 1 : -1;
}

/** The step an arrow key asks for, or 0 for any other key: the arrow that points where the next one lies. */
export function keyStep(key: string, direction: Direction = 'ltr'): -1 | 0 | 1 {
  const forward = direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
  const back = direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}
