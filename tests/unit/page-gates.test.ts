import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domBudget, requestBudgets } from '../../scripts/budgets.ts';
import { findHeadlessChromium } from '../../scripts/lib/browsers.ts';
import {
  gateFailures,
  inspectPage,
  lighthouseChromeFlags,
  lighthouseFailures,
  type PageFacts,
  unjudgedInsights,
} from '../support/page-gates.ts';
import { servePages, type PagesServer } from '../../scripts/lib/pages-server.ts';

const keptFacts: PageFacts = {
  url: 'http://127.0.0.1/',
  scores: { 'best-practices': 100, seo: 100 },
  failingAudits: [],
  failingInsights: [],
  unjudgedInsights: [],
  requests: { scripts: ['a.js'], styles: [], fonts: ['a.woff2'], images: ['a.avif', 'b.avif'] },
  elements: { all: 300, owner: 40, images: 2 },
};

describe('the gates on a page, from its facts', () => {
  it('find nothing in a page that keeps every budget', () => {
    expect(gateFailures(keptFacts)).toEqual([]);
  });

  it('name a score under 100, a failing audit and a failing insight', () => {
    const failures = gateFailures({
      ...keptFacts,
      scores: { ...keptFacts.scores, seo: 92 },
      failingAudits: ['seo/meta-description'],
      failingInsights: [{ id: 'render-blocking-insight', found: ['http://127.0.0.1/a.css'] }],
    });
    expect(failures).toEqual([
      'Lighthouse seo 92 < 100',
      'failing audits: seo/meta-description',
      'render-blocking-insight failed: http://127.0.0.1/a.css',
    ]);
  });

  it('name an insight that judged nothing: one that failed to run, or one with nothing to judge', () => {
    const ran = { scoreDisplayMode: 'metricSavings' };
    const audits = {
      'render-blocking-insight': { scoreDisplayMode: 'error', errorMessage: 'No trace' },
      'image-delivery-insight': { scoreDisplayMode: 'notApplicable' },
      'lcp-discovery-insight': { scoreDisplayMode: 'notApplicable' },
      'cls-culprits-insight': ran,
    };
    const image = 'http://127.0.0.1/portrait.avif';
    const unjudged = unjudgedInsights(audits, image);
    expect(unjudged).toEqual([
      { id: 'render-blocking-insight', why: 'No trace' },
      { id: 'image-delivery-insight', why: 'not applicable' },
      { id: 'lcp-discovery-insight', why: `not applicable, yet the largest paint is the image ${image}` },
    ]);
    // A page whose largest paint is text gives the LCP-discovery insight nothing to judge.
    expect(
      unjudgedInsights({ ...audits, 'lcp-discovery-insight': { scoreDisplayMode: 'notApplicable' } }, null),
    ).toEqual(unjudged.slice(0, 2));
    expect(gateFailures({ ...keptFacts, unjudgedInsights: unjudged.slice(0, 1) })).toEqual([
      'render-blocking-insight could not judge the page: No trace',
    ]);
  });

  it('hold images to one request each, and the elements to a limit that grows with the images', () => {
    const images = 50;
    const grown = {
      ...keptFacts,
      requests: { ...keptFacts.requests, images: Array.from({ length: images }, (_, i) => `${i}.avif`) },
      elements: { all: domBudget.siteElements + domBudget.perImage * images + 1000, owner: 1000, images },
    };
    expect(gateFailures(grown)).toEqual([]);
    const failures = gateFailures({
      ...grown,
      requests: { ...grown.requests, images: [...grown.requests.images, 'extra.avif'] },
      elements: { ...grown.elements, all: grown.elements.all + 1 },
    });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^51 images requested, over the budget of 50/);
    expect(failures[1]).toMatch(/elements of the site's own .* over the budget of 800/);
  });
});

/**
 * Made-up pages under the page checks themselves (Lighthouse, coverage, the policy, axe, 320 px):
 * one that keeps every check, and one that breaks the request budgets, three insight audits (a
 * render-blocking stylesheet, an image far larger than shown, the largest paint an image loaded
 * lazily), runs script files before a touch, breaks its own policy, fails axe in one colour mode
 * only, and is wider than the narrowest phone.
 */
describe('the page checks on made-up pages, through Lighthouse', () => {
  let dir: string;
  let server: PagesServer;
  let chrome: LaunchedChrome;
  let browser: Browser;
  // A policy like the site's: the page's own files, and no inline script.
  const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:">`;
  const head = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${policy}<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="A made-up page for the gates' tests."><link rel="icon" href="data:,">`;
  const scripts = Array.from({ length: requestBudgets.scripts + 1 }, (_, i) => `s${i}.js`);
  const styles = Array.from({ length: requestBudgets.styles + 1 }, (_, i) => `s${i}.css`);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'page-gates-'));
    const square = (size: number) =>
      sharp({ create: { width: size, height: size, channels: 3, background: '#3182ce' } })
        .png()
        .toBuffer();
    writeFileSync(path.join(dir, 'small.png'), await square(128));
    // Noise, so that the large image is heavy as well as large.
    const noise = Buffer.from(Array.from({ length: 1600 * 1600 * 3 }, (_, i) => (i * 7919) % 251));
    writeFileSync(
      path.join(dir, 'large.png'),
      await sharp(noise, { raw: { width: 1600, height: 1600, channels: 3 } })
        .png()
        .toBuffer(),
    );
    for (const file of scripts) writeFileSync(path.join(dir, file), 'export {};\n');
    // Content put in late: once the page has painted, a block pushes everything down.
    writeFileSync(
      path.join(dir, scripts[0]!),
      `addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => {
        const late = document.createElement('div');
        late.style.height = '400px';
        document.querySelector('main').prepend(late);
      })));\n`,
    );
    for (const file of styles) writeFileSync(path.join(dir, file), 'p { margin: 1rem; }\n');
    writeFileSync(
      path.join(dir, 'kept.html'),
      `${head('Kept')}</head><body><main><h1>Every gate kept</h1><p>Nothing here holds the first paint.</p><img src="small.png" width="64" height="64" alt="A blue square"></main></body></html>`,
    );
    writeFileSync(
      path.join(dir, 'broken.html'),
      `${head('Broken')}${styles.map((s) => `<link rel="stylesheet" href="${s}">`).join('')}<style>[data-theme="light"] .faint { color: #ddd; }</style></head><body><main><h1>Gates broken</h1><img src="large.png" width="300" height="300" loading="lazy" alt="Noise"><p class="faint">Text.</p><div style="width: 400px">Wide.</div><script>document.title = 'Inline';</script>${scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}</main></body></html>`,
    );
    server = await servePages(dir);
    chrome = await launch({
      chromePath: findHeadlessChromium(),
      chromeFlags: lighthouseChromeFlags,
      logLevel: 'error',
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  });

  afterAll(async () => {
    await browser?.disconnect();
    chrome?.kill();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Both checks of a page as tests/e2e/pages.build.spec.ts runs them: Lighthouse in a tab of its own,
   * the page checks in one tab kept from page to page (so the broken page, checked second, is checked
   * in a tab that has checked the kept one) and left on about:blank.
   */
  let checkTab: Page | undefined;
  const check = async (file: string) => {
    const url = `${server.url}${file}`;
    const lighthouseTab = await browser.newPage();
    const failures = await lighthouseFailures(lighthouseTab, url).finally(() => lighthouseTab.close());
    checkTab ??= await browser.newPage();
    failures.push(...(await inspectPage(checkTab, url)));
    await checkTab.goto('about:blank');
    return failures;
  };

  it('pass a page that keeps them all', async () => {
    expect(await check('kept')).toEqual([]);
  });

  it('fail a page over its request budgets, and name each failing insight and every other check it fails', async () => {
    const failures = await check('broken');
    expect(failures).toContainEqual(
      expect.stringMatching(/^a script file ran before any interaction: .*s0\.js/),
    );
    expect(failures).toContainEqual(expect.stringMatching(/^policy: script-src(-elem)? blocked inline/));
    expect(failures).toContainEqual(expect.stringMatching(/^axe at 375 px, light: color-contrast/));
    expect(failures.filter((failure) => /axe at 375 px, dark: color-contrast/.test(failure))).toEqual([]);
    expect(failures).toContainEqual(expect.stringMatching(/^at 320 px, the page is \d+ px wide/));
    expect(failures).toContainEqual(expect.stringMatching(/^render-blocking-insight failed: .*s0\.css/));
    expect(failures).toContainEqual(expect.stringMatching(/^image-delivery-insight failed: .*large\.png/));
    expect(failures).toContainEqual(expect.stringMatching(/^lcp-discovery-insight failed: .*lazy/i));
    // A shift of the page's own, which no font swap explains.
    expect(failures).toContainEqual(
      expect.stringMatching(
        /^cls-culprits-insight failed: .*with no web font, <body> "Gates broken.*" moved 0\.\d+/,
      ),
    );
    expect(failures).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${requestBudgets.scripts + 1} scripts requested, over the budget of ${requestBudgets.scripts}`,
        ),
      ),
    );
    expect(failures).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${requestBudgets.styles + 1} styles requested, over the budget of ${requestBudgets.styles}`,
        ),
      ),
    );
  });
});
