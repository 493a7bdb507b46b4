import type { APIRoute } from 'astro';
import { href } from '../lib/urls.ts';

/**
 * Every page may be crawled (the 404 page keeps itself out of results with its own noindex);
 * the sitemap lists the pages. Crawlers read robots.txt only at a host's root, so on a project
 * site under /<repo>/ this file is informational and the sitemap is best submitted directly.
 */
export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs `site` in astro.config.mjs (set SITE_URL).');
  const sitemap = new URL(href('/sitemap-index.xml'), site);
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap.href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
