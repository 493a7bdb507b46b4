/**
 * The site's Content-Security-Policy, the one place that says what a page may load. Every page
 * carries it in a <meta> right after <meta charset> (SiteLayout.astro; a policy in a <meta> governs
 * only what follows it), in builds only: the dev server's pages would need hashes it never makes.
 * After the build, each page's policy gains the hashes of its own inline scripts and styles, and
 * only those (`withPageHashes` in src/lib/build/built-page.ts): nothing else inline runs.
 */
import type { AnalyticsSetup } from '../content/analytics.ts';

export interface PolicyOptions {
  /** The one origin a page may frame: a project page's embed (its file names the URL). */
  frameOrigin?: string | undefined;
  /** The owner's analytics provider's origins, by directive (src/lib/content/analytics.ts); none by default. */
  analyticsOrigins?: AnalyticsSetup['origins'] | undefined;
}

/**
 * The policy's directives: the site's own files only; images may be data: URLs (the fallback logo).
 * With an analytics provider, its origins and no others, in the directives it needs.
 */
export function contentSecurityPolicy({ frameOrigin, analyticsOrigins }: PolicyOptions = {}): string {
  const also = (kind: keyof AnalyticsSetup['origins']) =>
    (analyticsOrigins?.[kind] ?? []).map((origin) => ` ${origin}`).join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${also('script')}`,
    "style-src 'self'",
    `img-src 'self' data:${also('img')}`,
    "font-src 'self'",
    `connect-src 'self'${also('connect')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Frames fall back to default-src ('self').
    ...(frameOrigin ? [`frame-src ${frameOrigin}`] : []),
  ];
  return `${directives.join('; ')};`;
}
