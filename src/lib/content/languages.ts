/**
 * The languages a site is written in: owner.md's `languages` (BCP 47 codes, the first the default),
 * or English alone when it names none. The default language keeps the site's addresses; each other
 * one has every page again under its code: /de, /de/work, /de/work/<slug>… (issue 71). With one
 * language the site is as it always was: no prefix, no switcher, no alternates.
 */

/** The language a site without `languages` is written in. */
export const defaultLanguageCode = 'en';

/** Scripts written right to left (ISO 15924), as `Intl.Locale#maximize` names a language's script. */
const rightToLeftScripts = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

export type TextDirection = 'ltr' | 'rtl';

export interface SiteLanguage {
  /** The BCP 47 code, as `<html lang>`, hreflang and the translations' file names write it: "de", "pt-BR". */
  code: string;
  /** Its segment of the addresses, lower case: "/pt-br/work". The default language has none. */
  segment: string;
  dir: TextDirection;
  /** Its name in itself, as the switcher shows it: "Deutsch", "العربية". */
  name: string;
  isDefault: boolean;
}

/** Which way a language's script runs: Arabic, Hebrew, Persian, Urdu… right to left. */
export function textDirection(code: string): TextDirection {
  const script = new Intl.Locale(code).maximize().script;
  return script && rightToLeftScripts.has(script) ? 'rtl' : 'ltr';
}

/** A language's name in itself, its first letter capitalised as a list entry's ("Français"). */
export function ownName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The site's languages, the default first, from owner.md's `languages` (already checked as BCP 47). */
export function siteLanguages(codes: readonly string[] | undefined): SiteLanguage[] {
  const listed = codes?.length ? codes : [defaultLanguageCode];
  return listed.map((code, index) => ({
    code,
    segment: code.toLowerCase(),
    dir: textDirection(code),
    name: ownName(code),
    isDefault: index === 0,
  }));
}

/** Whether the site offers more than one language: its switcher, alternates and prefixed pages. */
export const isMultilingual = (languages: readonly SiteLanguage[]): boolean => languages.length > 1;

/**
 * A page's path in a language: the default's is the path itself; another's is under its segment.
 *   localisedPath('/work', de) === '/de/work'; localisedPath('/', de) === '/de'
 */
export function localisedPath(path: string, language: SiteLanguage): string {
  if (language.isDefault) return path;
  return path === '/' ? `/${language.segment}` : `/${language.segment}${path}`;
}

/**
 * The language of a path (without the base) and the page's path in the default language:
 *   pathLanguage('/de/work/x', languages) → { language: de, path: '/work/x' }
 */
export function pathLanguage(
  path: string,
  languages: readonly SiteLanguage[],
): { language: SiteLanguage; path: string } {
  const [, first = '', ...rest] = path.split('/');
  const language = languages.find(
    (candidate) => !candidate.isDefault && candidate.segment === first.toLowerCase(),
  );
  if (!language) return { language: languages[0]!, path };
  return { language, path: `/${rest.join('/')}` };
}

/**
 * The language of a page from its route's pattern, as Astro names it to the page (`Astro.routePattern`):
 * '/de/work/[slug]' is German, '/work/[slug]' the default language's.
 */
export const routeLanguage = (routePattern: string, languages: readonly SiteLanguage[]): SiteLanguage =>
  pathLanguage(routePattern, languages).language;

/** The site's other languages, whose pages live under their segment. */
export const prefixedLanguages = (languages: readonly SiteLanguage[]) =>
  languages.filter((language) => !language.isDefault);

/**
 * Open Graph's form of a language, language_TERRITORY: "de" → "de_DE", "en" → "en_US", "ar" → "ar_EG"
 * (the region a language is most likely written in, by Unicode's likely subtags).
 */
export function openGraphLocale(code: string): string {
  const locale = new Intl.Locale(code).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}

/**
 * The attributes that mark content written in another language than its page's: `lang`, and `dir`
 * when its script runs the other way. None when they agree, so a one-language site's markup is unchanged.
 */
export function contentLanguageAttributes(
  contentCode: string,
  page: Pick<SiteLanguage, 'code' | 'dir'>,
): { lang?: string; dir?: TextDirection } {
  if (contentCode === page.code) return {};
  const dir = textDirection(contentCode);
  return dir === page.dir ? { lang: contentCode } : { lang: contentCode, dir };
}

/**
 * The same page in every language and the x-default (the default language's), as search engines
 * read them: from a page's path in the default language and a way to make an absolute URL of a path.
 * Every language's page names them all, itself included, so the alternates are reciprocal.
 */
export function languageAlternates(
  path: string,
  languages: readonly SiteLanguage[],
  absolute: (path: string) => string,
): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({
      hreflang: language.code,
      href: absolute(localisedPath(path, language)),
    })),
    { hreflang: 'x-default', href: absolute(path) },
  ];
}
