/**
 * Joins the site's base path and an in-site path. GitHub Pages serves project sites under
 * /<repo>/, so every internal link and asset URL goes through here.
 *
 *   joinBase('/', '/work') === '/work'
 *   joinBase('/portfolio/', '/work') === '/portfolio/work'
 *   joinBase('/portfolio', '/') === '/portfolio/'
 */
export function joinBase(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  return `${trimmedBase}/${trimmedPath}`;
}

/** An in-site URL under the configured base. */
export function href(path: string): string {
  return joinBase(import.meta.env.BASE_URL, path);
}

/** The path of a project's page, without the base. */
export const projectPath = (slug: string): string => `/work/${slug}`;

/**
 * True when `path` (already including the base) is the current page itself, ignoring a trailing
 * slash or `.html`. Its children do not match: /work is not current on /work/quote-kong.
 */
export function isCurrent(currentPath: string, path: string): boolean {
  const strip = (p: string) => p.replace(/(\.html|\/)$/, '') || '/';
  const current = strip(currentPath);
  const target = strip(path);
  return current === target;
}

/** A URL's path without the site's base: '/portfolio/de/work' → '/de/work', '/portfolio/' → '/'. */
export function withoutBase(pathname: string, base: string = import.meta.env.BASE_URL): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const rest = pathname.startsWith(trimmedBase) ? pathname.slice(trimmedBase.length) : pathname;
  const clean = rest.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
  return clean.startsWith('/') ? clean.replace(/(.)\/$/, '$1') : `/${clean}`;
}
