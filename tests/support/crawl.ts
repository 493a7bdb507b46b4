/** Every URL a built page refers to: links, images, sources, stylesheets, scripts, fonts, islands. */
export function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, attribute, value] of html.matchAll(
    /\s(href|src|srcset|component-url|renderer-url|content)="([^"]*)"/g,
  )) {
    if (!value) continue;
    if (attribute === 'srcset') {
      urls.push(
        ...value
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          .filter(Boolean),
      );
    } else if (attribute === 'content') {
      // Only meta values that are URLs (social images, canonical-like values).
      if (/^(https?:)?\//.test(value)) urls.push(value);
    } else {
      urls.push(value);
    }
  }
  urls.push(...cssUrls(html));
  return urls.map((url) => url.replaceAll('&amp;', '&'));
}

/** url(...) references in CSS (or in inline <style>). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => !url.startsWith('data:'));
}

export interface CrawlResult {
  /** Internal URLs visited, with their HTTP status. */
  statuses: Map<string, number>;
  /** Internal URLs that sit outside the base path, with the page that referred to them. */
  outsideBase: { url: string; from: string }[];
  /** Absolute external URLs found, with the page that referred to them. */
  external: { url: string; from: string }[];
  /** Pages whose HTML was read. */
  pages: string[];
}

/**
 * Follows every internal reference from `start` (a URL ending in the base path): HTML pages are
 * parsed, stylesheets are scanned for url(), scripts for imports; everything is fetched once.
 * References to `siteOrigin` (the configured public address) are checked against this server.
 */
export async function crawl(start: string, siteOrigin?: string): Promise<CrawlResult> {
  const origin = new URL(start).origin;
  const base = new URL(start).pathname;
  const result: CrawlResult = { statuses: new Map(), outsideBase: [], external: [], pages: [] };
  const queue: { url: string; from: string }[] = [{ url: start, from: '(start)' }];
  while (queue.length) {
    const { url } = queue.shift()!;
    if (result.statuses.has(url)) continue;
    const response = await fetch(url, { redirect: 'follow' });
    result.statuses.set(url, response.status);
    const type = response.headers.get('content-type') ?? '';
    const body =
      type.startsWith('text/') || type.includes('javascript') || type.includes('json') || type.includes('xml')
        ? await response.text()
        : '';
    let found: string[] = [];
    if (type.startsWith('text/html')) {
      result.pages.push(url);
      found = referencedUrls(body);
    } else if (type.startsWith('text/css')) {
      found = cssUrls(body);
    } else if (type.includes('javascript')) {
      found = [...body.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)].map(
        (match) => match[1] ?? '',
      );
    }
    for (const reference of found) {
      if (/^(mailto:|tel:|data:|#|javascript:)/.test(reference)) continue;
      const resolved = new URL(reference, url);
      resolved.hash = '';
      // Absolute URLs on the site's public address (canonical, social images) are served here.
      if (siteOrigin && resolved.origin === siteOrigin) {
        resolved.protocol = new URL(origin).protocol;
        resolved.host = new URL(origin).host;
      }
      if (resolved.origin !== origin) {
        if (/^https?:$/.test(resolved.protocol)) result.external.push({ url: resolved.href, from: url });
        continue;
      }
      if (!resolved.pathname.startsWith(base)) result.outsideBase.push({ url: resolved.href, from: url });
      queue.push({ url: resolved.href, from: url });
    }
  }
  return result;
}

/** Whether a link leads to a page of the site, not a file (the résumé PDF, a full-size screenshot). */
export const isPageHref = (href: string): boolean => !/\.(pdf|webp|avif|png|jpe?g)$/.test(href);
