import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { hostAddressVariables } from '../../src/lib/site-url.ts';
import { expect, test } from './fixtures.ts';

/** No address anywhere in the environment: none of the variables src/lib/site-url.ts reads. */
const noAddress = Object.fromEntries(
  ['SITE_URL', ...hostAddressVariables.map(({ variable }) => variable)].map((name) => [name, '']),
);

/** Every published text file of a build: pages, sitemaps, robots.txt and the manifest. */
function publishedFiles(dist: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of htmlPages(dist)) files.set(file, readFileSync(path.join(dist, file), 'utf8'));
  for (const name of readdirSync(dist)) {
    if (/^(sitemap.*\.xml|robots\.txt|manifest\.webmanifest)$/.test(name)) {
      files.set(name, readFileSync(path.join(dist, name), 'utf8'));
    }
  }
  return files;
}

/** Every absolute URL a page states: attributes (href, src, content) and JSON-LD values. */
function absoluteUrls(html: string): string[] {
  const urls: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      for (const attr of child.attrs) if (/^https?:\/\//.test(attr.value)) urls.push(attr.value);
      walk(child);
    }
  };
  walk(parse(html));
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    urls.push(...(JSON.stringify(JSON.parse(match[1]!)).match(/https?:\/\/[^"]+/g) ?? []));
  }
  return urls;
}

test.describe('the site address a build publishes', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(() => site.remove());

  test('without any address: says so, and no page, sitemap or robots.txt names localhost or any made-up address', () => {
    const { status, output } = site.build(noAddress);
    expect(status, output).toBe(0);
    expect(output).toContain('No site address: set SITE_URL');
    const dist = path.join(site.dir, 'dist');
    const files = publishedFiles(dist);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'work/haletale.html', 'robots.txt']),
    );
    for (const [file, text] of files) {
      expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);
    }
    // Nothing that needs an absolute URL is written with a guessed one.
    expect(existsSync(path.join(dist, 'sitemap-index.xml'))).toBe(false);
    expect(files.get('robots.txt')).not.toMatch(/Sitemap:/);
    for (const [file, text] of files) {
      if (!file.endsWith('.html')) continue;
      expect(text, file).not.toMatch(
        /rel="canonical"|property="og:url"|property="og:image"|application\/ld\+json/,
      );
      // Outside links (social profiles, embeds, schema.org) remain; none is on this site.
      for (const url of absoluteUrls(text))
        expect(new URL(url).hostname, `${file}: ${url}`).not.toMatch(/localhost/);
    }
  });

  test("on a host that names the address (Netlify's URL): that address everywhere, as the base of every absolute URL", () => {
    const address = 'https://owner-portfolio.netlify.app';
    const { status, output } = site.build({ ...noAddress, URL: address });
    expect(status, output).toBe(0);
    expect(output).not.toContain('No site address');
    const dist = path.join(site.dir, 'dist');
    const files = publishedFiles(dist);
    for (const [file, text] of files) expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);

    for (const [file, text] of files) {
      if (!file.endsWith('.html')) continue;
      const document = text;
      const onSite = absoluteUrls(document).filter((url) => url.startsWith(address));
      expect(onSite.length, `${file}: absolute URLs on ${address}`).toBeGreaterThan(0);
      if (file === '404.html') continue; // noindex: no canonical URL
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(document)?.[1];
      expect(canonical, `${file}: canonical`).toBe(
        `${address}/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`,
      );
      expect(document, `${file}: og:url`).toContain(`<meta property="og:url" content="${canonical}">`);
      expect(/<meta property="og:image" content="([^"]+)"/.exec(document)?.[1], `${file}: og:image`).toMatch(
        new RegExp(`^${address}/social`),
      );
    }
    const home = files.get('index.html')!;
    expect(home).toContain(`"url":"${address}/"`);
    expect(files.get('robots.txt')).toContain(`Sitemap: ${address}/sitemap-index.xml`);
    const sitemap = files.get('sitemap-0.xml') ?? '';
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(listed.length).toBeGreaterThan(5);
    for (const url of listed) expect(url.startsWith(`${address}/`), url).toBe(true);
  });
});
