import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  counterText,
  keyStep,
  languageDigits,
  swipeStep,
  swipeThreshold,
  wrapIndex,
} from '../../src/lib/browser/gallery.ts';

describe('wrapIndex', () => {
  it('steps forward and back inside the range', () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });
  it('wraps past either end', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
  it('stays at 0 with one screenshot or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe('counterText', () => {
  it("counts from one, in the page's words and numbers", () => {
    expect(counterText('{position} of {count}', 1, 5)).toBe('2 of 5');
    expect(counterText('{position} von {count}', 0, 3, languageDigits('de'))).toBe('1 von 3');
    expect(counterText('{position} من {count}', 0, 12, languageDigits('ar-EG'))).toBe('١ من ١٢');
  });
  it('writes the digits of a language as Intl does, and 0-9 for most', () => {
    expect(languageDigits('en')).toBe(asciiDigits);
    expect(languageDigits('de')).toBe(asciiDigits);
    expect(languageDigits('ar-EG')).toBe('٠١٢٣٤٥٦٧٨٩');
  });
});

describe('swipeStep', () => {
  it('pages forward on a swipe to the left and back on one to the right', () => {
    expect(swipeStep(-(swipeThreshold + 1), 4)).toBe(1);
    expect(swipeStep(swipeThreshold + 1, -4)).toBe(-1);
  });
  it('pages forward on a swipe to the right in a right-to-left page, where the next one lies to the left', () => {
    expect(swipeStep(swipeThreshold + 1, 4, 'rtl')).toBe(1);
    expect(swipeStep(-(swipeThreshold + 1), -4, 'rtl')).toBe(-1);
  });
  it('ignores taps, short moves and mostly vertical drags', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(swipeThreshold - 1, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('keyStep', () => {
  it('reads the arrow keys and nothing else', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
  });
  it('turns them in a right-to-left page: the left arrow points to the next screenshot', () => {
    expect(keyStep('ArrowLeft', 'rtl')).toBe(1);
    expect(keyStep('ArrowRight', 'rtl')).toBe(-1);
  });
});
