/**
 * The fonts of the resume PDF, and which characters they can set. The PDF carries its fonts
 * (only the glyphs it uses), so it reads the same on every machine: K2D, the site's typeface, in
 * the full files Google Fonts publishes (Latin, Latin Extended, Vietnamese and Thai), not the
 * site's own files, which are cut down to the characters its pages need (src/lib/font-subset.ts).
 *
 * A character K2D lacks would be a blank box in the PDF, so the content check refuses it, naming
 * the field (src/lib/build/content-check.ts).
 *
 * Imported by the content check under Node's type stripping: erasable TypeScript only.
 */
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/** The family the PDF registers its fonts under. */
export const resumeFontFamily = 'K2D';

/** The weights the PDF sets, each a file of @expo-google-fonts/k2d (Google Fonts' own TTF files). */
export const resumeFontFiles = {
  400: '@expo-google-fonts/k2d/400Regular/K2D_400Regular.ttf',
  600: '@expo-google-fonts/k2d/600SemiBold/K2D_600SemiBold.ttf',
  700: '@expo-google-fonts/k2d/700Bold/K2D_700Bold.ttf',
} as const;

/** A weight's file, as an absolute path. */
export const resumeFontPath = (weight: keyof typeof resumeFontFiles): string =>
  fileURLToPath(import.meta.resolve(resumeFontFiles[weight]));

/** What the fonts cover, for messages. */
export const resumeFontCoverage = 'K2D has Latin, Vietnamese and Thai letters';

let regular: fontkit.Font | undefined;

/**
 * The characters of `text` the PDF's fonts cannot set, each once, in order. The weights share
 * one character set, so the regular weight answers for all. Spaces and line breaks need no glyph.
 */
export function missingGlyphs(text: string): string[] {
  regular ??= fontkit.openSync(resumeFontPath(400)) as fontkit.Font;
  const font = regular;
  const missing = new Set<string>();
  for (const character of text.normalize('NFC')) {
    if (/\s/.test(character)) continue;
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}
