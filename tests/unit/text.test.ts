import { describe, expect, it } from 'vitest';
import { documentTitle, initials, maxTitleLength } from '../../src/lib/content/text.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Your Name')).toBe('YN');
    expect(initials('  ana  maria lopez ')).toBe('AL');
  });
  it('takes one letter from a single name', () => {
    expect(initials('Prince')).toBe('P');
  });
});

describe('counts in words', () => {
  it("takes the form the language's plural rules give the number, written its way", () => {
    const english = wordsFor('en');
    expect(english.count(english.words.work.count, 7)).toBe('7 projects');
    expect(english.count(english.words.work.count, 1)).toBe('1 project');
    expect(english.count(english.words.work.count, 0)).toBe('0 projects');
    const arabic = wordsFor('ar');
    expect(arabic.count(arabic.words.work.count, 2)).toBe('مشروعان');
    expect(arabic.count(arabic.words.work.count, 3)).toBe('3 مشاريع');
    expect(arabic.count(arabic.words.work.count, 11)).toBe('11 مشروعًا');
  });
});

describe('documentTitle', () => {
  it("adds the owner's name when the whole fits", () => {
    expect(documentTitle('Quote Kong', 'Your Name')).toBe('Quote Kong · Your Name');
  });

  it("drops the owner's name before anything of the page's own", () => {
    const title = 'Harbour Pilot for the Port of Rotterdam Container Terminals';
    expect(documentTitle(title, 'Alexandra Montgomery-Whitfield')).toBe(title);
  });

  it('cuts an 80-character title at a word boundary, within the limit html-validate accepts', () => {
    const title = 'Harbour Pilot: Berth Planning for the Port of Rotterdam Container Terminals 2025';
    expect(title).toHaveLength(80);
    const shortened = documentTitle(title, 'Your Name');
    expect(shortened.length).toBeLessThanOrEqual(maxTitleLength);
    expect(shortened).toBe('Harbour Pilot: Berth Planning for the Port of Rotterdam Container…');
  });

  it('cuts a title with no space in it anywhere', () => {
    expect(documentTitle('x'.repeat(90), undefined)).toBe(`${'x'.repeat(69)}…`);
  });
});
