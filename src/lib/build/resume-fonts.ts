/**
 * The fonts of the resume PDF, and which characters they can set. The PDF carries its fonts (only
 * the glyphs it uses), so it reads the same on every machine: look.ts's body and heading fonts, in
 * every alphabet their packages have (src/lib/fonts/print-fonts.ts), not the site's own files, which
 * are cut down to the characters its pages need.
 *
 * A character the fonts lack would be a blank box in the PDF, so the content check refuses it,
 * naming the field (src/lib/build/content-check.ts).
 *
 * Imported by the content check under Node's type stripping: erasable TypeScript only.
 */
import { fonts } from '../../styles/look.ts';
import { fontRoleWeights, type FontRole } from '../../styles/font-roles.ts';
import { coverage, fileFor, printFace, type PrintFace } from '../fonts/print-fonts.ts';

/** The faces the PDF sets: each weight of each role (the body's regular and semibold, the heading's bold). */
export const resumeFaces = (): PrintFace[] =>
  (Object.keys(fontRoleWeights) as FontRole[]).flatMap((role) =>
    fontRoleWeights[role].map((weight) => printFace(role, weight)),
  );

/** What the fonts cover, for messages: "Inter has Cyrillic, …, Latin Extended and Vietnamese letters". */
export const resumeFontCoverage =
  fonts.heading === fonts.body ? coverage('body') : `${coverage('body')}; ${coverage('heading')}`;

/**
 * The characters of `text` that some face of the PDF cannot set, each once, in order: any part of
 * the resume may be set in either font. Spaces and line breaks need no glyph.
 */
export function missingGlyphs(text: string): string[] {
  const faces = resumeFaces();
  const missing = new Set<string>();
  for (const character of text.normalize('NFC')) {
    if (/\s/.test(character)) continue;
    if (faces.some((face) => !fileFor(face, character))) missing.add(character);
  }
  return [...missing];
}
