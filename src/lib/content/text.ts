/**
 * The language the site is written in, a BCP 47 tag: the pages' `<html lang>` and the resume PDF's.
 * One language today; a translated page or resume gives its own.
 */
export const siteLanguage = 'en';

/** Up to two initials for the logo mark: "Your Name" → "YN", "Prince" → "P". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => (word ?? '').charAt(0).toUpperCase()).join('');
}

/** "project" for 1, "projects" for any other count. */
export const nounFor = (count: number, noun: string): string => `${noun}${count === 1 ? '' : 's'}`;

/** "1 project" / "7 projects". */
export function countLabel(count: number, noun: string): string {
  return `${count} ${nounFor(count, noun)}`;
}

/** The longest `<title>` html-validate's `long-title` rule accepts (its default): search engines cut longer ones. */
export const maxTitleLength = 70;

/**
 * A page's `<title>`: "Page · Owner" when it fits in `limit` characters; else the page's own name
 * alone; else that name cut at a word boundary, with an ellipsis. A project may have any title its
 * schema accepts, and its page still gets a title that search engines show whole.
 */
export function documentTitle(name: string, suffix: string | undefined, limit = maxTitleLength): string {
  const full = suffix ? `${name} · ${suffix}` : name;
  if (full.length <= limit) return full;
  if (name.length <= limit) return name;
  const cut = name.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.·–-]+$/, '')}…`;
}
