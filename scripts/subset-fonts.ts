/**
 * Writes the site's font files (src/assets/fonts/): each K2D weight the site uses, cut from
 * @fontsource/k2d's Latin file down to the characters in src/lib/build/font-subset.ts, with
 * harfbuzz through `subset-font`. Run it after updating @fontsource/k2d or the character ranges;
 * a unit test fails until the files match.
 *
 * Usage: npm run fonts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontSubsetText, fontWeights, siteFontFile } from '../src/lib/build/font-subset.ts';
import { repoRoot } from './lib/site-content.ts';

const require = createRequire(import.meta.url);
const sourceFont = (weight: number) =>
  require.resolve(`@fontsource/k2d/files/k2d-latin-${weight}-normal.woff2`);

/** One weight, subset to the site's characters, as WOFF2 bytes. */
export function subsetWeight(weight: number): Promise<Buffer> {
  return subsetFont(readFileSync(sourceFont(weight)), fontSubsetText(), { targetFormat: 'woff2' });
}

if (import.meta.main) {
  for (const weight of fontWeights) {
    const file = siteFontFile(weight);
    const bytes = await subsetWeight(weight);
    writeFileSync(path.join(repoRoot, file), bytes);
    console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  // The font's licence (SIL OFL 1.1) travels with the files cut from it.
  copyFileSync(
    require.resolve('@fontsource/k2d/LICENSE'),
    path.join(repoRoot, path.dirname(siteFontFile(fontWeights[0])), 'LICENSE'),
  );
}
