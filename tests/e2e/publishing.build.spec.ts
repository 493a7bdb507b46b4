import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { testBuildPages, testBuildPath, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

/** Every published text file of a build: pages, sitemaps, robots.txt and the manifest. */
function publishedFiles(build: TestBuild): Map<string, string> {
  const dist = testBuildPath(build);
  const files = new Map<string, string>();
  for (const file of testBuildPages(build)) files.set(file, readFileSync(path.join(dist, file), 'utf8'));
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

/**
 * The site address a build publishes, read from two test builds (tests/builds/test-builds.ts): one
 * built with no address at all, one on Netlify, which names the address in its own variable. The
 * notice a build without an address prints is unit-tested (tests/unit/site-address.test.ts).
 */
test('without any address: no page, sitemap or robots.txt names localhost or any made-up address', () => {
  const build = testBuilds.oneProject;
  expect(build.address).toBeNull();
  const dist = testBuildPath(build);
  const files = publishedFiles(build);
  expect([...files.keys()]).toEqual(expect.arrayContaining(['index.html', 'robots.txt']));
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
  const build = testBuilds.threeProjects;
  expect(build.address?.variable).toBe('URL');
  // The base path follows the address, as a project site's does.
  const address = `${build.address!.url}${build.base.replace(/\/$/, '')}`;
  const files = publishedFiles(build);
  for (const [file, text] of files) expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);

  for (const [file, document] of files) {
    if (!file.endsWith('.html')) continue;
    const onSite = absoluteUrls(document).filter((url) => url.startsWith(address));
    expect(onSite.length, `${file}: absolute URLs on ${address}`).toBeGreaterThan(0);
    // noindex (the 404 page, the search page): no canonical URL.
    if (document.includes('<meta name="robots" content="noindex">')) continue;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(document)?.[1];
    // A URL, so percent-encoded: a technology's page may carry accents in its file name.
    expect(canonical, `${file}: canonical`).toBe(
      encodeURI(`${address}/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`),
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
