/**
 * What JavaScript a page runs, and what it only fetches, before the visitor touches it: read in
 * Debian's Chromium with Playwright's JS coverage (a file fetched ahead of use but never imported is
 * not in it) and its requests, once the page's network has gone idle. Two visits per page: the first
 * of a visit, which shows the splash (its island runs), and a later one, which must run no island code.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { splashSeenKey } from '../../src/lib/browser/preferences.ts';
import { chromiumArgs, findChromium } from './browsers.ts';
import { gzipSize } from './page-weight.ts';

/** A page opened as the first of a visit (the splash plays) or as a later one (it does not; nothing cached). */
export const visits = ['first visit', 'later visit'] as const;
export type Visit = (typeof visits)[number];
/** An init script for a later page: the visit has seen the splash (sessionStorage, as the site records it). */
export const splashSeen = [(key: string) => sessionStorage.setItem(key, '1'), splashSeenKey] as const;

/** Script files with their gzip size, and their sum. */
const files = (dir: string, names: Iterable<string>) => {
  const list = [...names].sort().map((file) => ({ file, gzip: gzipSize(readFileSync(`${dir}/${file}`)) }));
  return { files: list, gzip: list.reduce((sum, file) => sum + file.gzip, 0) };
};

/** Opens each route of the build in `dir`, served at `siteUrl` (its base included), both ways. */
export async function scriptUse(dir: string, siteUrl: string, routes: readonly string[]) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const { origin, pathname: base } = new URL(siteUrl);
  const uses = [];
  try {
    for (const route of routes)
      for (const visit of visits) {
        const context = await browser.newContext();
        if (visit === 'later visit') await context.addInitScript(...splashSeen);
        const page = await context.newPage();
        const fetched = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === origin && url.pathname.endsWith('.js'))
            fetched.add(url.pathname.slice(base.length));
        });
        await page.coverage.startJSCoverage({ resetOnNavigation: false });
        await page.goto(new URL(route.slice(1), siteUrl).href, { waitUntil: 'networkidle' });
        const ran = (await page.coverage.stopJSCoverage()).flatMap(({ url, functions }) =>
          url.endsWith('.js') && functions.some((f) => f.ranges.some((r) => r.count))
            ? new URL(url).pathname.slice(base.length)
            : [],
        );
        // The site's script files that ran, and those fetched but never run (island code fetched at idle).
        const fetchedOnly = [...fetched].filter((file) => !ran.includes(file));
        uses.push({ route, visit, ran: files(dir, new Set(ran)), fetchedOnly: files(dir, fetchedOnly) });
        await context.close();
      }
  } finally {
    await browser.close();
  }
  return uses;
}
