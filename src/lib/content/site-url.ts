/**
 * The site's public address (Astro's `site`), from the environment the build runs in. Canonical
 * links, Open Graph and X cards, JSON-LD, the sitemap and robots.txt are absolute URLs on it.
 *
 * `SITE_URL` wins (the GitHub Pages workflow sets it from the repository; set it for a custom
 * domain or a build uploaded by hand). Otherwise the host's own variable, where the build runs
 * on one. With none, the build knows no address: it says so and writes no absolute URL rather
 * than a `localhost` one that search engines and link previews would keep.
 */

/** Hosts that tell a build its address, and the variable each sets. */
export const hostAddressVariables = [
  /** Netlify: the site's main address, with its scheme. */
  { host: 'Netlify', variable: 'URL' },
  /** Vercel: the production domain, without a scheme. */
  { host: 'Vercel', variable: 'VERCEL_PROJECT_PRODUCTION_URL' },
  /** Cloudflare Pages: this deployment's address, with its scheme. */
  { host: 'Cloudflare Pages', variable: 'CF_PAGES_URL' },
] as const;

export interface SiteAddress {
  /** The address as an origin plus any path, without a trailing slash: "https://me.github.io". */
  url: string;
  /** Where it came from: "SITE_URL" or the host's variable. */
  from: string;
}

/** "me.vercel.app" → "https://me.vercel.app"; trailing slashes dropped. Throws on a non-URL. */
export function normaliseAddress(value: string, from: string): string {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`${from} is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${from} must be an http(s) address, got ${JSON.stringify(value)}`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The site's address from `env`, or undefined when nothing names one. Empty values count as unset. */
export function siteAddress(env: Readonly<Record<string, string | undefined>>): SiteAddress | undefined {
  const candidates = [{ variable: 'SITE_URL' }, ...hostAddressVariables];
  for (const { variable } of candidates) {
    const value = env[variable]?.trim();
    if (value) return { url: normaliseAddress(value, variable), from: variable };
  }
  return undefined;
}

/** What a build without an address prints, once. */
export const unknownAddressWarning = `No site address: set SITE_URL (e.g. https://example.com), or build on a host that names it (${hostAddressVariables
  .map(({ host, variable }) => `${host}: ${variable}`)
  .join(
    ', ',
  )}). This build writes no canonical links, og:url, social images, JSON-LD or sitemap, since each needs an absolute URL.`;
