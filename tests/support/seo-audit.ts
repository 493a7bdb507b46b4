import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { servePages as serveStatic } from '../../scripts/lib/pages-server.ts';
import { pathLanguage, siteLanguages } from '../../src/lib/content/languages.ts';
import { unindexedPaths } from '../../src/lib/content/routes.ts';

/** How a build was configured: SITE_URL and BASE_PATH as astro.config.mjs reads them. */
export interface BuildConfig {
  site: string;
  base: string;
  /** owner.md's `languages`, the default first; English alone when not given. */
  languages?: readonly string[];
}

/** What search engines and link previews read from one built page. */
export interface PageFacts {
  lang: string;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  h1: string;
  /** Every `<meta property|name>` by its key, e.g. `og:image`, `twitter:card`. */
  meta: Record<string, string>;
  links: { rel: string; href: string; type: string | null; sizes: string | null }[];
  jsonLd: Record<string, unknown>[];
  anchors: string[];
}

/** Reads a built HTML file in the browser's own parser, without loading or running anything. */
export async function readPage(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
    const meta: Record<string, string> = {};
    for (const element of doc.querySelectorAll('meta[property], meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
      // One og:locale:alternate for each of the site's other languages; any other tag once.
      if (key === 'og:locale:alternate') {
        meta[key] = [meta[key], element.getAttribute('content') ?? ''].filter(Boolean).join(' ');
        continue;
      }
      if (key in meta) throw new Error(`<meta> ${key} appears twice`);
      meta[key] = element.getAttribute('content') ?? '';
    }
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      h1: doc.querySelector('h1')?.textContent?.trim() ?? '',
      meta,
      links: [...doc.querySelectorAll('head link')].map((link) => ({
        rel: link.getAttribute('rel') ?? '',
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
        sizes: link.getAttribute('sizes'),
      })),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
      anchors: [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    };
  }, html);
}

/** The site's root URL: the site with the base, ending in a slash ("https://me.github.io/portfolio/"). */
export function siteRoot({ site, base }: BuildConfig): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return new URL(trimmed ? `/${trimmed}/` : '/', site).href;
}

/** The public URL of a built page: index.html → the root, work/x.html → root + work/x. */
export function pageUrl(config: BuildConfig, file: string): string {
  return new URL(file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1'), siteRoot(config)).href;
}

/** Width and height of PNG bytes, from the IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** The locations listed by a sitemap index and the sitemaps it names. */
function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

export interface AuditResult {
  /** Every page by its path in the build, with what it tells search engines. */
  pages: Map<string, PageFacts>;
  /** Fetches a URL of the site (absolute, on the configured site) from the build itself. */
  fetchFromSite(url: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Checks a whole build for what search engines and link previews need: per page a unique title
 * and description, `lang`, a canonical URL under the configured site and base (none on the
 * noindex pages: the 404, the search page), Open Graph and Twitter tags whose 1200×630 image is served by the build,
 * icons and a manifest that resolve, JSON-LD that parses, and a sitemap (found through
 * robots.txt) that lists exactly the public pages. Serves the build as GitHub Pages would to
 * fetch what the pages point at; call `close()` when done. `ownerFiles`: the public folder the build
 * published, whose HTML files are the owner's, not pages (public/ when not given).
 */
export async function auditSeo(
  page: Page,
  dist: string,
  config: BuildConfig,
  ownerFiles?: string,
): Promise<AuditResult> {
  const root = siteRoot(config);
  const { url: served, server } = await serveStatic(path.resolve(dist), new URL(root).pathname);
  const fetchFromSite = async (url: string): Promise<Response> => {
    expect(url.startsWith(root), `${url} is on the site ${root}`).toBe(true);
    return fetch(served + url.slice(root.length));
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  try {
    const files = htmlPages(dist, ownerFiles).sort();
    expect(files, 'the build has pages').toContain('index.html');
    const pages = new Map<string, PageFacts>();
    for (const file of files)
      pages.set(file, await readPage(page, readFileSync(path.join(dist, file), 'utf8')));

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const indexable: string[] = [];
    const unindexed = new Set(unindexedPaths);
    const languages = siteLanguages(config.languages);
    /** A page's language, and its path in the default language: /de/search → de, /search. */
    const languageOf = (file: string) =>
      pathLanguage(`/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`, languages);
    const checkedImages = new Set<string>();

    for (const [file, facts] of pages) {
      const where = `${file}:`;
      const { language, path: inDefault } = languageOf(file);
      expect(facts.lang, `${where} <html lang>`).toBe(language.code);
      expect(facts.title.trim(), `${where} <title>`).not.toBe('');
      // Unique within its language: a page not yet translated has its default page's title, and
      // names it as its alternate in another language (hreflang).
      const titleKey = `${language.code} ${facts.title}`;
      expect(titles.get(titleKey), `${where} title "${facts.title}" is unique`).toBeUndefined();
      titles.set(titleKey, file);
      expect(facts.description?.trim(), `${where} meta description`).toBeTruthy();
      const description = facts.description ?? '';
      const descriptionKey = `${language.code} ${description}`;
      expect(descriptions.get(descriptionKey), `${where} description is unique`).toBeUndefined();
      descriptions.set(descriptionKey, file);
      expect(description.length, `${where} description length`).toBeLessThanOrEqual(160);

      if (unindexed.has(inDefault)) {
        expect(facts.robots, `${where} is kept out of search results`).toBe('noindex');
        expect(facts.canonical, `${where} has no canonical URL`).toBeNull();
      } else {
        expect(facts.robots, `${where} may be indexed`).toBeNull();
        expect(facts.canonical, `${where} canonical URL`).toBe(pageUrl(config, file));
        expect(facts.meta['og:url'], `${where} og:url`).toBe(facts.canonical);
        const response = await fetchFromSite(facts.canonical ?? '');
        expect(response.status, `${where} its canonical URL is served`).toBe(200);
        indexable.push(facts.canonical ?? '');
      }

      // Open Graph and Twitter.
      expect(facts.meta['og:type'], `${where} og:type`).toBe('website');
      expect(facts.meta['og:title']?.trim(), `${where} og:title`).toBeTruthy();
      expect(facts.meta['og:description'], `${where} og:description`).toBe(description);
      expect(facts.meta['og:site_name']?.trim(), `${where} og:site_name`).toBeTruthy();
      expect(facts.meta['og:image:alt']?.trim(), `${where} og:image:alt`).toBeTruthy();
      expect(facts.meta['twitter:card'], `${where} twitter:card`).toBe('summary_large_image');
      expect(facts.meta['twitter:title'], `${where} twitter:title`).toBe(facts.meta['og:title']);
      expect(facts.meta['twitter:description'], `${where} twitter:description`).toBe(description);
      const image = facts.meta['og:image'] ?? '';
      expect(facts.meta['twitter:image'], `${where} twitter:image`).toBe(image);
      expect([facts.meta['og:image:width'], facts.meta['og:image:height']], `${where} og:image size`).toEqual(
        ['1200', '630'],
      );
      if (!checkedImages.has(image)) {
        const response = await fetchFromSite(image);
        expect(response.status, `${where} og:image ${image} is served`).toBe(200);
        expect(response.headers.get('content-type'), `${where} og:image type`).toBe('image/png');
        expect(pngSize(new Uint8Array(await response.arrayBuffer())), `${where} og:image size`).toEqual({
          width: 1200,
          height: 630,
        });
        checkedImages.add(image);
      }

      // Icons and the manifest, through the base.
      const link = (rel: string, type?: string) =>
        facts.links.find(
          (candidate) => candidate.rel === rel && (type === undefined || candidate.type === type),
        );
      // No SVG favicon: Chromium builds one into a document on the main thread (src/lib/content/site-icons.ts).
      expect(link('icon', 'image/svg+xml'), `${where} links no SVG favicon`).toBeUndefined();
      for (const [rel, type] of [['icon', 'image/png'], ['apple-touch-icon'], ['manifest']] as const) {
        const found = link(rel, type);
        expect(found, `${where} <link rel="${rel}"${type ? ` type="${type}"` : ''}>`).toBeDefined();
        expect(
          found?.href.startsWith(new URL(root).pathname),
          `${where} ${rel} ${found?.href} is under the base`,
        ).toBe(true);
      }

      // Structured data parses (readPage throws otherwise), names its type, and its links work.
      for (const data of facts.jsonLd) {
        expect(data['@context'], `${where} JSON-LD @context`).toBe('https://schema.org');
        expect(typeof data['@type'], `${where} JSON-LD @type`).toBe('string');
        for (const key of ['url', 'image'] as const) {
          const value = data[key];
          if (typeof value !== 'string') continue;
          expect(
            (await fetchFromSite(value)).status,
            `${where} JSON-LD ${String(data['@type'])} ${key} ${value}`,
          ).toBe(200);
        }
      }
    }

    // Icons and manifest resolve (they are the same on every page: check them once).
    const home = pages.get('index.html');
    for (const { rel, href, sizes } of home?.links.filter((l) =>
      ['icon', 'apple-touch-icon', 'manifest'].includes(l.rel),
    ) ?? []) {
      const response = await fetchFromSite(new URL(href, root).href);
      expect(response.status, `${rel} ${href} is served`).toBe(200);
      if (sizes) {
        const [width, height] = sizes.split('x').map(Number);
        expect(pngSize(new Uint8Array(await response.arrayBuffer())), `${href} is ${sizes}`).toEqual({
          width,
          height,
        });
      }
      if (rel === 'manifest') {
        const manifest = (await response.json()) as {
          start_url: string;
          theme_color: string;
          background_color: string;
          icons: { src: string; sizes: string }[];
        };
        expect(manifest.start_url).toBe(new URL(root).pathname);
        expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
          expect.arrayContaining(['192x192', '512x512']),
        );
        for (const icon of manifest.icons) {
          const iconResponse = await fetchFromSite(new URL(icon.src, root).href);
          expect(iconResponse.status, `manifest icon ${icon.src}`).toBe(200);
          const [width, height] = icon.sizes.split('x').map(Number);
          expect(
            pngSize(new Uint8Array(await iconResponse.arrayBuffer())),
            `manifest icon ${icon.src}`,
          ).toEqual({ width, height });
        }
      }
    }

    // robots.txt points at the sitemap, which lists exactly the indexable pages.
    const robots = await (await fetchFromSite(new URL('robots.txt', root).href)).text();
    const sitemapIndex = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapIndex, 'robots.txt names the sitemap').toBe(new URL('sitemap-index.xml', root).href);
    const indexResponse = await fetchFromSite(sitemapIndex ?? '');
    expect(indexResponse.status, 'the sitemap index is served').toBe(200);
    const listed: string[] = [];
    for (const sitemap of sitemapLocations(await indexResponse.text())) {
      const response = await fetchFromSite(sitemap);
      expect(response.status, `${sitemap} is served`).toBe(200);
      listed.push(...sitemapLocations(await response.text()));
    }
    expect(listed.toSorted(), 'the sitemap lists exactly the public pages').toEqual(indexable.toSorted());

    return { pages, fetchFromSite, close };
  } catch (error) {
    await close();
    throw error;
  }
}
