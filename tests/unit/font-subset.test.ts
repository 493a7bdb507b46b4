import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFileBudget } from '../../scripts/budgets.ts';
import { subsetWeight } from '../../scripts/subset-fonts.ts';
import {
  fontSubsetText,
  fontSubsetUnicodeRange,
  fontWeights,
  siteFontFile,
} from '../../src/lib/build/font-subset.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the site font files', () => {
  it.each(fontWeights)(
    'K2D %i is what `npm run fonts` cuts from the installed @fontsource/k2d',
    async (weight) => {
      const committed = readFileSync(path.join(root, siteFontFile(weight)));
      expect(
        Buffer.compare(committed, await subsetWeight(weight)),
        `${siteFontFile(weight)} is out of date: run npm run fonts`,
      ).toBe(0);
    },
  );

  it.each(fontWeights)('K2D %i arrives in one round trip (the font file budget)', (weight) => {
    expect(readFileSync(path.join(root, siteFontFile(weight))).length).toBeLessThanOrEqual(fontFileBudget);
  });

  it('carries the text a visitor reads in English and Western European names', () => {
    for (const text of [
      'Hi, I’m Zoë — “Mobile & Web Developer”…',
      'Façade, naïve, Ørsted, Œuvre, 5 €, 2024–2025',
    ]) {
      expect(
        [...text].filter((character) => !fontSubsetText().includes(character)),
        text,
      ).toEqual([]);
    }
  });

  it('names its ranges as CSS unicode-range values', () => {
    expect(fontSubsetUnicodeRange).toContain('U+20-7E');
    expect(fontSubsetUnicodeRange).toContain('U+20AC');
    for (const range of fontSubsetUnicodeRange) expect(range).toMatch(/^U\+[0-9A-F]+(-[0-9A-F]+)?$/);
  });
});
