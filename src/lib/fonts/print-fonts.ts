/**
 * look.ts's fonts as the build's own documents set them (the resume PDF, the social cards, the
 * icons): every alphabet the package has, not the site's cut files, so that a name such as
 * "Zoë Nguyễn" prints whole. Fontsource splits a family into one file per alphabet ("subset"); a
 * character is set in the first file that has it. The files are WOFF: satori reads WOFF and not
 * WOFF2, and fontkit (behind pdfkit, and here) reads both.
 *
 * What the fonts lack would print as a blank box, so the content check refuses it (`missingGlyphs`
 * in src/lib/build/resume-fonts.ts). The measures the cards and icons need (a word's width, where
 * the capitals sit) are read from the font here too, never written down for one family.
 *
 * Runs in Node only: erasable TypeScript only.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { fonts } from '../../styles/look.ts';
import type { FontRole } from '../../styles/font-roles.ts';
import { fontsourceFamily, nearestWeight, subsetName } from './fontsource.ts';

/** One alphabet's file of a weight. */
export interface PrintFile {
  subset: string;
  path: string;
  font: fontkit.Font;
}

/** One weight of a role's font, in every alphabet its package has. */
export interface PrintFace {
  role: FontRole;
  /** The family's name, e.g. `Inter`. */
  family: string;
  /** The weight of the files: the one asked for, or the nearest the family has. */
  weight: number;
  /** The default alphabet's first (Latin, for most families). */
  files: PrintFile[];
}

const faces = new Map<string, PrintFace>();

/** The `role`'s font (look.ts) at `weight`, its files read once. */
export function printFace(role: FontRole, weight: number): PrintFace {
  const key = `${role} ${weight}`;
  const known = faces.get(key);
  if (known) return known;
  const family = fontsourceFamily(fonts[role]);
  const fileWeight = nearestWeight(family, weight);
  const face: PrintFace = {
    role,
    family: family.family,
    weight: fileWeight,
    files: family.subsets.map((subset) => {
      const path = family.file(subset, fileWeight, 'woff');
      return { subset, path, font: fontkit.create(readFileSync(path)) as fontkit.Font };
    }),
  };
  faces.set(key, face);
  return face;
}

/** The file of `face` that sets `character` (a code point), if any has it. */
export function fileFor(face: PrintFace, character: string): PrintFile | undefined {
  const codePoint = character.codePointAt(0)!;
  return face.files.find((file) => file.font.hasGlyphForCodePoint(codePoint));
}

/**
 * `text` cut into runs, each set in one file of `face`: a character stays in the run's file while
 * that file has it (spaces and punctuation too), else goes to the first file that has it. A
 * character none has stays in the run it falls in (it prints as a blank box).
 */
export function printRuns(face: PrintFace, text: string): { file: PrintFile; text: string }[] {
  const runs: { file: PrintFile; text: string }[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    if (last?.file.font.hasGlyphForCodePoint(character.codePointAt(0)!)) {
      last.text += character;
      continue;
    }
    const file = fileFor(face, character) ?? last?.file ?? face.files[0]!;
    if (last && last.file === file) last.text += character;
    else runs.push({ file, text: character });
  }
  return runs;
}

/** The width of `text` set in `face`, in ems (kerning applied within each run). */
export function advanceInEms(face: PrintFace, text: string): number {
  return printRuns(face, text).reduce(
    (width, run) => width + run.file.font.layout(run.text).advanceWidth / run.file.font.unitsPerEm,
    0,
  );
}

/**
 * Where `face`'s capitals sit in a line box of satori's (its height the font's ascent plus
 * descent, with no leading): how far below the box's middle their middle is, in ems. Negative when
 * they sit above it.
 */
export function capitalsBelowMiddle(face: PrintFace): number {
  const { font } = face.files[0]!;
  const { ascent, descent, capHeight, unitsPerEm } = font;
  // From the box's top: its middle is (ascent + |descent|) / 2 down, the capitals' middle is
  // ascent − capHeight / 2 down.
  return (ascent - capHeight / 2 - (ascent - descent) / 2) / unitsPerEm;
}

/** What a role's font covers, for messages: "Inter has Cyrillic, Greek, Latin, Latin Extended and Vietnamese letters". */
export function coverage(role: FontRole): string {
  const family = fontsourceFamily(fonts[role]);
  const names = family.subsets.map(subsetName).toSorted();
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${family.family} has ${list} letters`;
}
