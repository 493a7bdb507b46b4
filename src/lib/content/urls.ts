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
