import type { APIRoute } from 'astro';
import { href } from '../lib/content/urls.ts';

/**
 * Every page may be crawled (the 404 page keeps itself out of results with its own noindex);
 * the sitemap lists the pages. Crawlers read robots.txt only at a host's root, so on a project
 * site under /<repo>/ this file is informational and the sitemap is best submitted directly.
 */
export const GET: APIRoute = ({ site }) => {
  // A Sitemap line must be absolute; a build that knows no address has no sitemap to name.
  const sitemap = site ? `\nSitemap: ${new URL(href('/sitemap-index.xml'), site).href}\n` : '';
  return new Response(`User-agent: *\nAllow: /\n${sitemap}`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
