/**
 * The site's own font files: each weight the pages set of look.ts's two fonts, self-hosted, cut
 * down to the characters below by `npm run fonts` (scripts/subset-fonts.ts) and named by what they
 * are for (`body-400.woff2`, `heading-700.woff2`), whatever the family. astro.config.mjs declares
 * them, one family per package; the layout preloads them. Characters outside the ranges show in
 * the fallback font, as characters outside a family's Latin file always did.
 *
 * Why so few: each weight is preloaded and then arrives in one round trip of a new connection
 * (within `fontFileBudget`, scripts/budgets.ts, under TCP's first window of 14.6 KB). A full Latin
 * file of a bold weight was 14.5 KB: it needed a second round trip, and Lighthouse's LCP rose from
 * 1.2 s to 1.35 s on every page with an image.
 *
 * Runs in Node only (astro.config.mjs, the scripts): erasable TypeScript only.
 */
import { fonts } from '../../styles/look.ts';
import { fontRoleWeights, fontVariables, type FontRole } from '../../styles/font-roles.ts';
import { fontsourceFamily, nearestWeight } from './fontsource.ts';

/** Code point ranges, first and last included. */
export const fontSubsetRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** The ranges as CSS `unicode-range` values (`U+20-7E`, `U+20AC`). */
export const fontSubsetUnicodeRange = fontSubsetRanges.map(([first, last]) =>
  first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
) as [string, ...string[]];

/** Every character of the ranges, as one string. */
export const fontSubsetText = (): string =>
  fontSubsetRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');

/** Where the files are written, from the project root. */
export const siteFontFolder = 'src/assets/fonts';

/** One weight of a family, as the site serves it. */
export interface SiteFace {
  /** The role whose weight it is: its file is named after it. */
  role: FontRole;
  weight: number;
  /** The file the site serves, from the project root: `src/assets/fonts/body-400.woff2`. */
  file: string;
  /** The package's file it is cut from, an absolute path. */
  source: string;
}

/** A family as the pages set it: one per package that look.ts names. */
export interface SiteFontFamily {
  packageName: string;
  /** The family's name, e.g. `Inter`. */
  family: string;
  /** The CSS variable the family is set in (`fontVariables`, src/styles/font-roles.ts). */
  cssVariable: string;
  /** What shows until the files arrive, by the family's category. */
  fallbacks: [string, ...string[]];
  faces: SiteFace[];
  /** The font's licence (SIL OFL, mostly), which travels with the files cut from it. */
  licence: { file: string; source: string };
}

const fallbacksFor = (category: string): [string, ...string[]] =>
  category === 'serif' ? ['serif'] : category === 'monospace' ? ['monospace'] : ['system-ui', 'sans-serif'];

/** A CSS `unicode-range` value's code points: "U+0000-00FF,U+0131". */
const rangeCodePoints = (unicodeRange: string) =>
  unicodeRange.split(',').map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first, 16), parseInt(last, 16)] as const;
  });

/** The subset of a family whose characters hold the most of the site's: `latin`, for most. */
function sourceSubset(unicodeRanges: Record<string, string>, subsets: string[]): string {
  const wanted = [...fontSubsetText()].map((character) => character.codePointAt(0)!);
  const held = (subset: string) => {
    const ranges = rangeCodePoints(unicodeRanges[subset] ?? '');
    return wanted.filter((code) => ranges.some(([first, last]) => code >= first && code <= last)).length;
  };
  return subsets.reduce((best, subset) => (held(subset) > held(best) ? subset : best));
}

/**
 * The families the site sets, the body's first: each weight a role sets (`fontRoleWeights`), or the
 * nearest the family has, once per package and weight.
 */
export function siteFontFamilies(): SiteFontFamily[] {
  const byPackage = new Map<string, SiteFontFamily>();
  for (const role of Object.keys(fonts) as FontRole[]) {
    const packageName = fonts[role];
    const font = fontsourceFamily(packageName);
    let family = byPackage.get(packageName);
    if (!family) {
      family = {
        packageName,
        family: font.family,
        cssVariable: fontVariables[role],
        fallbacks: fallbacksFor(font.category),
        faces: [],
        licence: { file: `${siteFontFolder}/LICENSE-${role}`, source: font.licence },
      };
      byPackage.set(packageName, family);
    }
    const subset = sourceSubset(font.unicodeRanges, font.subsets);
    for (const wanted of fontRoleWeights[role]) {
      const weight = nearestWeight(font, wanted);
      if (family.faces.some((face) => face.weight === weight)) continue;
      family.faces.push({
        role,
        weight,
        file: `${siteFontFolder}/${role}-${weight}.woff2`,
        source: font.file(subset, weight, 'woff2'),
      });
    }
  }
  return [...byPackage.values()];
}

/** Every file the site serves, with the one it is cut from. */
export const siteFontFaces = (): SiteFace[] => siteFontFamilies().flatMap((family) => family.faces);
