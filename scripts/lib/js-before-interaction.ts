/**
 * What JavaScript a page runs, and what it only fetches, before the visitor touches it: read in
 * Debian's Chromium with its JS coverage (a file fetched ahead of use but never imported is not in
 * it) and its network log, once the page has loaded and the network has been
 * quiet for half a second. Two visits per page: the first of a visit, which shows the splash (its
 * island runs), and a later one, which must run no island code at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { splashSeenKey } from '../../src/lib/preferences.ts';
import { chromiumArgs, findChromium } from './browsers.ts';
import { gzipSize } from './page-weight.ts';

export type Visit = 'first visit' | 'later visit';

export interface ScriptUse {
  route: string;
  visit: Visit;
  /** The site's script files that ran, with their gzip size. */
  ran: { file: string; gzip: number }[];
  /** Script files fetched but never run (the island code fetched at idle), with their gzip size. */
  fetchedOnly: { file: string; gzip: number }[];
}

/** Sums the gzip bytes of a list of files. */
export const gzipTotal = (files: readonly { gzip: number }[]) =>
  files.reduce((sum, file) => sum + file.gzip, 0);

/**
 * Opens `route` of the build served at `siteUrl` (its base included) from the build folder
 * `dir`, as a first visit and as a later one, and says what script files each ran and fetched.
 */
export async function scriptUse(
  dir: string,
  siteUrl: string,
  routes: readonly string[],
  browser?: Browser,
): Promise<ScriptUse[]> {
  const own = browser ?? (await chromium.launch({ executablePath: findChromium(), args: chromiumArgs }));
  const base = new URL(siteUrl).pathname;
  const fileOf = (url: string) => new URL(url).pathname.slice(base.length);
  const gzipOf = (file: string) => gzipSize(readFileSync(path.join(dir, file)));
  const uses: ScriptUse[] = [];
  try {
    for (const route of routes) {
      for (const visit of ['first visit', 'later visit'] as const) {
        const context = await own.newContext();
        if (visit === 'later visit') {
          await context.addInitScript((key) => sessionStorage.setItem(key, '1'), splashSeenKey);
        }
        const page = await context.newPage();
        const fetched = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === new URL(siteUrl).origin && url.pathname.endsWith('.js'))
            fetched.add(fileOf(url.href));
        });
        await page.coverage.startJSCoverage({ resetOnNavigation: false });
        await page.goto(new URL(route.replace(/^\//, ''), siteUrl).href, { waitUntil: 'networkidle' });
        const ran = new Set(
          (await page.coverage.stopJSCoverage())
            .filter(
              (entry) =>
                entry.url.endsWith('.js') && entry.functions.some((fn) => fn.ranges.some((r) => r.count > 0)),
            )
            .map((entry) => fileOf(entry.url)),
        );
        uses.push({
          route,
          visit,
          ran: [...ran].sort().map((file) => ({ file, gzip: gzipOf(file) })),
          fetchedOnly: [...fetched]
            .filter((file) => !ran.has(file))
            .sort()
            .map((file) => ({ file, gzip: gzipOf(file) })),
        });
        await context.close();
      }
    }
  } finally {
    if (!browser) await own.close();
  }
  return uses;
}
