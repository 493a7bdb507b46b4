/**
 * A Fontsource package (https://fontsource.org/docs/getting-started/install) as its own files
 * describe it: the family's name, category, weights and alphabets ("subsets") from its
 * metadata.json, each subset's characters from its unicode.json, and its font files, which
 * Fontsource names `<id>-<subset>-<weight>-<style>.<woff|woff2>`. Nothing about a font is written
 * anywhere else: look.ts names the package, and the rest is read here.
 *
 * Runs in Node only (the build, the content check, the scripts): erasable TypeScript only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The part of metadata.json read here (Fontsource's `FontMetadata`). */
interface Metadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  defSubset: string;
  category: string;
}

export interface FontsourceFamily {
  /** The package, e.g. `@fontsource/inter`. */
  packageName: string;
  /** The family's name, e.g. `Inter`. */
  family: string;
  /** `sans-serif`, `serif`, `monospace`, `display` or `handwriting`. */
  category: string;
  /** Its alphabets, the default one first (`latin` for most families). */
  subsets: string[];
  /** The weights it has, e.g. [100, 200, …, 800]. */
  weights: number[];
  /** Each subset's characters, as CSS `unicode-range` values (`U+0000-00FF,U+0131`). */
  unicodeRanges: Record<string, string>;
  /** The absolute path of the upright file of one subset and weight. */
  file: (subset: string, weight: number, format: 'woff' | 'woff2') => string;
  /** The absolute path of the font's licence. */
  licence: string;
}

const resolve = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(resolve(specifier), 'utf8')) as T;

const families = new Map<string, FontsourceFamily>();

/** The installed package `packageName` (`npm install` it first), read once. */
export function fontsourceFamily(packageName: string): FontsourceFamily {
  const known = families.get(packageName);
  if (known) return known;
  let metadata: Metadata;
  try {
    metadata = readJson<Metadata>(`${packageName}/metadata.json`);
  } catch (error) {
    throw new Error(
      `src/styles/look.ts names the font ${packageName}, which is not installed: run npm install ${packageName}`,
      { cause: error },
    );
  }
  if (!metadata.styles.includes('normal')) {
    throw new Error(
      `src/styles/look.ts: ${packageName} has no upright style, only ${metadata.styles.join(', ')}`,
    );
  }
  const family: FontsourceFamily = {
    packageName,
    family: metadata.family,
    category: metadata.category,
    subsets: [metadata.defSubset, ...metadata.subsets.filter((subset) => subset !== metadata.defSubset)],
    weights: metadata.weights,
    unicodeRanges: readJson<Record<string, string>>(`${packageName}/unicode.json`),
    file: (subset, weight, format) =>
      resolve(`${packageName}/files/${metadata.id}-${subset}-${weight}-normal.${format}`),
    licence: resolve(`${packageName}/LICENSE`),
  };
  families.set(packageName, family);
  return family;
}

/**
 * The weight of `family` closest to `wanted`, the heavier of two as close: what a browser picks
 * when a page asks for a weight the family lacks is no better, and the file it uses is this one.
 */
export function nearestWeight(family: Pick<FontsourceFamily, 'weights'>, wanted: number): number {
  return family.weights.reduce((best, weight) => {
    const distance = Math.abs(weight - wanted) - Math.abs(best - wanted);
    return distance < 0 || (distance === 0 && weight > best) ? weight : best;
  });
}

/** A subset's name as a reader knows it: `latin-ext` is "Latin Extended". */
export const subsetName = (subset: string) =>
  subset
    .split('-')
    .map((part) => (part === 'ext' ? 'Extended' : part.charAt(0).toUpperCase() + part.slice(1)))
    .join(' ');
