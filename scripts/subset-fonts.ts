/**
 * Writes the site's font files (src/assets/fonts/): each weight the site sets of the fonts named in
 * src/styles/look.ts, cut from its Fontsource package down to the characters in
 * src/lib/fonts/site-fonts.ts with harfbuzz (through `subset-font`), and each font's licence. Run it
 * after changing a font in look.ts, updating a font package or changing the character ranges; a unit
 * test fails until the files match. Files of a font no longer named are removed.
 *
 * Usage: npm run fonts
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  fontSubsetText,
  siteFontFamilies,
  siteFontFolder,
  type SiteFace,
} from '../src/lib/fonts/site-fonts.ts';
import { repoRoot } from './lib/site-content.ts';

/**
 * The OpenType features the files keep: those a browser applies to Latin text by itself (kerning,
 * ligatures, composed and placed accents, local forms). Left out: contextual alternates and the
 * optional features no page of the site turns on (stylistic sets, fractions, tabular figures where
 * a family has them), whose lookups and glyphs cost a weight of Inter over a kilobyte and took it
 * past the one-round-trip budget.
 */
const keptFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga'];

/** One face, subset to the site's characters, as WOFF2 bytes. */
export function subsetFace(face: SiteFace): Promise<Buffer> {
  // @types/subset-font predates `keepFeatures`.
  const options = { targetFormat: 'woff2', keepFeatures: keptFeatures } as Parameters<typeof subsetFont>[2];
  return subsetFont(readFileSync(face.source), fontSubsetText(), options);
}

/** Every file `npm run fonts` writes, from the project root: the faces and the licences. */
export const siteFontFiles = () =>
  siteFontFamilies().flatMap((family) => [...family.faces.map((face) => face.file), family.licence.file]);

if (import.meta.main) {
  const folder = path.join(repoRoot, siteFontFolder);
  mkdirSync(folder, { recursive: true });
  const written = new Set(siteFontFiles().map((file) => path.join(repoRoot, file)));
  for (const stale of readdirSync(folder).map((name) => path.join(folder, name))) {
    if (!written.has(stale)) {
      rmSync(stale);
      console.log(`${path.relative(repoRoot, stale)}: removed`);
    }
  }
  for (const family of siteFontFamilies()) {
    for (const face of family.faces) {
      const bytes = await subsetFace(face);
      writeFileSync(path.join(repoRoot, face.file), bytes);
      console.log(`${face.file}: ${family.family} ${face.weight}, ${(bytes.length / 1024).toFixed(1)} KB`);
    }
    // The font's licence (SIL OFL 1.1, mostly) travels with the files cut from it.
    copyFileSync(family.licence.source, path.join(repoRoot, family.licence.file));
  }
}
