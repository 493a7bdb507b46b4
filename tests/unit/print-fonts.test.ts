import { describe, expect, it } from 'vitest';
import { missingGlyphs, resumeFaces, resumeFontCoverage } from '../../src/lib/build/resume-fonts.ts';
import { fontsourceFamily } from '../../src/lib/fonts/fontsource.ts';
import { advanceInEms, printFace, printRuns } from '../../src/lib/fonts/print-fonts.ts';
import { fonts } from '../../src/styles/look.ts';

const heading = printFace('heading', 700);

describe("the build's documents' fonts", () => {
  it('are every alphabet of the fonts look.ts names, in the weights the resume sets', () => {
    for (const face of resumeFaces()) {
      expect(face.files.map((file) => file.subset)).toEqual(fontsourceFamily(fonts[face.role]).subsets);
      expect(face.files.every((file) => file.path.endsWith('-normal.woff'))).toBe(true);
    }
    expect(resumeFaces().map((face) => [face.role, face.weight])).toEqual([
      ['body', expect.any(Number)],
      ['body', expect.any(Number)],
      ['heading', expect.any(Number)],
    ]);
  });

  it('set each character in the first file that has it, a word mixing alphabets in runs', () => {
    const runs = printRuns(heading, 'Zoë Nguyễn');
    expect(runs.map((run) => run.text).join('')).toBe('Zoë Nguyễn');
    for (const run of runs) {
      for (const character of run.text)
        expect(run.file.font.hasGlyphForCodePoint(character.codePointAt(0)!)).toBe(true);
    }
  });

  it("print the fixture's names, and name what they cannot print", () => {
    expect(
      missingGlyphs('Zoë Nguyễn, Đại học Bách khoa Đà Nẵng, Müller & Søn, Công ty Phần mềm Hội An'),
    ).toEqual([]);
    // Egyptian hieroglyphs: a script no body font has. Spaces need no glyph.
    expect(missingGlyphs('Nefer 𓄤𓆑 𓄤\n')).toEqual(['𓄤', '𓆑']);
    // The message names the family and its alphabets: the fixture's need Latin and Vietnamese.
    expect(resumeFontCoverage).toMatch(
      new RegExp(`^${fontsourceFamily(fonts.body).family} has .*Latin.*Vietnamese`),
    );
  });

  it("measure a word's width from the font itself, in every alphabet", () => {
    const { font } = heading.files[0]!;
    expect(advanceInEms(heading, 'H')).toBe(font.glyphForCodePoint(0x48).advanceWidth / font.unitsPerEm);
    expect(advanceInEms(heading, 'Nguyễn')).toBeGreaterThan(advanceInEms(heading, 'Nguyn'));
  });
});
