import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFileBudget } from '../../scripts/budgets.ts';
import { siteFontFiles, subsetFace } from '../../scripts/subset-fonts.ts';
import {
  fontSubsetText,
  fontSubsetUnicodeRange,
  siteFontFaces,
  siteFontFamilies,
  siteFontFolder,
} from '../../src/lib/fonts/site-fonts.ts';
import { fonts } from '../../src/styles/look.ts';
import { fontRoleWeights, fontVariables } from '../../src/styles/font-roles.ts';

const root = path.resolve(import.meta.dirname, '../..');
const faces = siteFontFaces().map((face) => [path.basename(face.file), face] as const);

describe('the site font files', () => {
  it.each(faces)('%s is what `npm run fonts` cuts from the installed package', async (_name, face) => {
    const committed = readFileSync(path.join(root, face.file));
    expect(
      Buffer.compare(committed, await subsetFace(face)),
      `${face.file} is out of date: run npm run fonts`,
    ).toBe(0);
  });

  it.each(faces)('%s arrives in one round trip (the font file budget)', (_name, face) => {
    expect(readFileSync(path.join(root, face.file)).length).toBeLessThanOrEqual(fontFileBudget);
  });

  it('are the files of the fonts look.ts names, and nothing else', () => {
    expect(readdirSync(path.join(root, siteFontFolder)).toSorted(), 'run npm run fonts').toEqual(
      siteFontFiles()
        .map((file) => path.basename(file))
        .toSorted(),
    );
  });

  it("are one family per package, named by the package, each weight a role sets from the package's own files", () => {
    const families = siteFontFamilies();
    expect(families.map((family) => family.packageName)).toEqual([...new Set(Object.values(fonts))]);
    expect(families[0]!.cssVariable).toBe(fontVariables.body);
    for (const family of families) {
      const metadata = JSON.parse(
        readFileSync(path.join(root, 'node_modules', family.packageName, 'metadata.json'), 'utf8'),
      );
      expect(family.family).toBe(metadata.family);
      for (const face of family.faces) {
        expect(metadata.weights).toContain(face.weight);
        expect(face.source).toContain(path.join('node_modules', family.packageName, 'files'));
        expect(face.file).toBe(`${siteFontFolder}/${face.role}-${face.weight}.woff2`);
      }
    }
    // Three files at most: the body's regular and semibold, the heading's bold.
    const weights = Object.values(fontRoleWeights).flat();
    expect(siteFontFaces().length).toBeLessThanOrEqual(weights.length);
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
