import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontsourceFamily, nearestWeight, subsetName } from '../../src/lib/fonts/fontsource.ts';
import { fonts } from '../../src/styles/look.ts';

describe('a Fontsource package', () => {
  const family = fontsourceFamily(fonts.body);
  const metadata = JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve(`${fonts.body}/metadata.json`)), 'utf8'),
  ) as { family: string; subsets: string[]; weights: number[]; defSubset: string };

  it('is read from its own metadata: its family, weights and alphabets, the default alphabet first', () => {
    expect(family.family).toBe(metadata.family);
    expect(family.weights).toEqual(metadata.weights);
    expect(family.subsets[0]).toBe(metadata.defSubset);
    expect(family.subsets.toSorted()).toEqual(metadata.subsets.toSorted());
    for (const subset of family.subsets) expect(family.unicodeRanges[subset]).toMatch(/^U\+[0-9A-F]/i);
  });

  it('finds a file for every alphabet of every weight, and its licence', () => {
    for (const subset of family.subsets) {
      for (const weight of family.weights) {
        expect(existsSync(family.file(subset, weight, 'woff'))).toBe(true);
        expect(existsSync(family.file(subset, weight, 'woff2'))).toBe(true);
      }
    }
    expect(existsSync(family.licence)).toBe(true);
  });

  it('says how to install a font that look.ts names and npm has not installed', () => {
    expect(() => fontsourceFamily('@fontsource/not-installed-here')).toThrow(
      'npm install @fontsource/not-installed-here',
    );
  });

  it('gives the weight nearest one asked for, the heavier of two as near', () => {
    const weights = { weights: [300, 400, 700, 900] };
    expect(nearestWeight(weights, 400)).toBe(400);
    expect(nearestWeight(weights, 600)).toBe(700);
    expect(nearestWeight(weights, 500)).toBe(400);
    expect(nearestWeight(weights, 550)).toBe(700);
    expect(nearestWeight({ weights: [400, 800] }, 600)).toBe(800);
    expect(nearestWeight({ weights: [400] }, 700)).toBe(400);
  });

  it('names its alphabets as a reader knows them', () => {
    expect(['latin', 'latin-ext', 'cyrillic-ext', 'vietnamese'].map(subsetName)).toEqual([
      'Latin',
      'Latin Extended',
      'Cyrillic Extended',
      'Vietnamese',
    ]);
  });
});
