import { describe, expect, it } from 'vitest';
import { countLabel, documentTitle, initials, maxTitleLength } from '../../src/lib/content/text.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Your Name')).toBe('YN');
    expect(initials('  ana  maria lopez ')).toBe('AL');
  });
  it('takes one letter from a single name', () => {
    expect(initials('Prince')).toBe('P');
  });
});

describe('countLabel', () => {
  it('uses the plural except for one', () => {
    expect(countLabel(7, 'project')).toBe('7 projects');
    expect(countLabel(1, 'project')).toBe('1 project');
    expect(countLabel(0, 'project')).toBe('0 projects');
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
