/**
 * Every check a page of any build must pass that no timing decides, in Chromium, in two loads.
 *
 * `lighthouseFailures`: one Lighthouse run, as a later page of a visit (no splash), mobile defaults
 * with Lighthouse's simulated throttling, so the load itself is unthrottled. From the run: its best
 * practices and SEO scores (their audits that are axe rules aside, which `inspectPage` holds), its
 * insight audits, and its requests by type from the network log (the
 * gates of scripts/budgets.ts); from the page it leaves loaded: its elements, the owner's content
 * among them, and its images, which set the limits that grow with them.
 *
 * `inspectPage`: no script file run before a touch (Chromium's coverage); its
 * Content-Security-Policy there and unbroken; axe in both colour modes (with every rule
 * Lighthouse's accessibility category scores, so that category needs no run of its own:
 * tests/support/axe.ts); and at the narrowest phone's width, nothing scrolling sideways but a named
 * region (WCAG 1.4.10, tests/support/wcag.ts).
 */
import lighthouse, { type Flags } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { ownerContentAttribute } from '../../src/lib/markup/owner-content.ts';
import { domBudget, lighthouseGate, requestBudgets } from '../../scripts/budgets.ts';
import { splashSeen } from '../../scripts/lib/visits.ts';
import { chromiumArgs } from '../../scripts/lib/browsers.ts';
import { closedNetwork } from '../../scripts/lib/throttled-tab.ts';
import { axeInBothModes, lighthouseAuditsAxeHolds, type AxeHost } from './axe.ts';
import { reflowProblems, reflowViewport } from './wcag.ts';

/**
 * The Chromium Lighthouse drives for the gates: Debian's headless shell where it is installed, which
 * ran the page checks and Lighthouse runs of `npm test` on 62 CPU-seconds of Chromium, not a full
 * Chromium's 94 (scripts/lib/browsers.ts, `findHeadlessChromium`); `--headless=new` is for a full
 * Chromium found instead. Its screen is a phone's (1.75 device pixels to the CSS pixel, Lighthouse's
 * mobile emulation): Chromium paints images at the host's scale, and the image-delivery insight
 * corrects for the emulated one only when the trace names it, which a headless Chromium's trace does
 * not (GoogleChrome/lighthouse#17080). On a 1× host, an image sent at the phone's resolution is
 * judged against its CSS size and flagged as too large.
 */
export const lighthouseChromeFlags = [
  ...chromiumArgs,
  '--headless=new',
  closedNetwork,
  '--force-device-scale-factor=1.75',
];

type Category = keyof typeof lighthouseGate.scores;
const categories = Object.keys(lighthouseGate.scores) as Category[];
type RequestKind = 'scripts' | 'styles' | 'fonts' | 'images';

/** What the gates read of a page. */
export interface PageFacts {
  url: string;
  /** Category scores, 0–100 (null: Lighthouse gave none). */
  scores: Record<Category, number | null>;
  /** Weighted pass-or-fail audits of those categories that did not pass, as "category/audit". */
  failingAudits: string[];
  /** Insight audits that failed, each with what it found (a URL, a checklist item). */
  failingInsights: { id: string; found: string[] }[];
  /** Insight audits that could not judge the page (`unjudgedInsights`), each with why. */
  unjudgedInsights: { id: string; why: string }[];
  /** The files requested, by kind, each once. */
  requests: Record<RequestKind, string[]>;
  /** Elements in the page, those inside the owner's content, and the images the page shows. */
  elements: { all: number; owner: number; images: number };
}

/** A request's kind, from its Lighthouse resource type (island code fetched ahead of use is a script too). */
function requestKind(item: {
  resourceType?: unknown;
  mimeType?: unknown;
  url?: unknown;
}): RequestKind | null {
  const [type, mime, url] = [String(item.resourceType), String(item.mimeType ?? ''), String(item.url)];
  if (type === 'Script' || ((type === 'Fetch' || type === 'XHR') && /javascript/.test(mime)))
    return 'scripts';
  if (type === 'Stylesheet') return 'styles';
  if (type === 'Font') return 'fonts';
  if (type === 'Image' && !url.startsWith('data:')) return 'images';
  return null;
}

/** Counted in the page Lighthouse leaves loaded: it travels there as source. */
function countElements(ownerSelector: string) {
  return {
    all: document.querySelectorAll('*').length,
    owner: document.querySelectorAll(`${ownerSelector} *`).length,
    images: document.querySelectorAll('img, video[poster]').length,
  };
}

/** Lighthouse's bound for a good cumulative layout shift: its CLS insight fails from there. */
const clsGood = 0.1;

/** The phone Lighthouse emulates, whose width decides where the text wraps. */
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile!;
const lighthousePhone = { width, height, deviceScaleFactor, isMobile: true };

/**
 * The layout shifts of loading `url` in `page` with the web fonts refused: the text stays in its
 * fallback and no font swaps in, so what moves is the page's own doing (an image without its size,
 * content put in late). Lighthouse's CLS insight also fails a page when a font swaps in after the
 * first paint. That happens on a starved machine and not on a quiet one: the fonts are cached from
 * the visit's first page (see lighthouseFailures), and from the memory cache they leave no request
 * in the trace, so Lighthouse names no cause. How far a swap moves the text is set by the fallback
 * fonts the machine has (Debian has no Arial for the metric-adjusted fallback), not by the page. A
 * failed insight is judged again here, where the outcome does not depend on the machine's speed.
 */
async function shiftsWithFontsBlocked(page: Page, url: string): Promise<{ total: number; moved: string[] }> {
  await page.setViewport(lighthousePhone);
  await page.setRequestInterception(true);
  const refuseFonts = (request: HTTPRequest) =>
    void (request.resourceType() === 'font' ? request.abort() : request.continue());
  page.on('request', refuseFonts);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      // Buffered entries are in the observer's records as soon as it observes.
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[];
      observer.disconnect();
      return entries.map((shift) => ({
        value: shift.value,
        nodes: (shift.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `<${source.node.localName}> "${(source.node.textContent ?? '').trim().slice(0, 40)}"`
            : (source.node?.nodeName ?? 'a node'),
        ),
      }));
    });
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map(
        (shift) => `with no web font, ${shift.nodes.join(' ')} moved ${shift.value.toFixed(3)}`,
      ),
    };
  } finally {
    page.off('request', refuseFonts);
    await page.setRequestInterception(false);
  }
}

/** A layout shift in words: what moved, by how much, and the causes Lighthouse named. */
function shiftInWords(shift: Record<string, unknown>): string {
  const node = shift.node as { selector?: string; snippet?: string } | undefined;
  const causes = ((shift.subItems as { items?: { cause?: unknown }[] } | undefined)?.items ?? []).map((sub) =>
    String(sub.cause),
  );
  return `${node?.snippet ?? node?.selector ?? 'an element'} moved ${String(shift.score)} (${causes.join(', ') || 'no cause named'})`;
}

/** In the page Lighthouse leaves loaded: its largest paint's image, or null when that is text. */
function largestPaintImage(): string | null {
  const observer = new PerformanceObserver(() => {});
  // Buffered entries are in the observer's records as soon as it observes.
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const last = observer.takeRecords().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
  observer.disconnect();
  return last?.url || null;
}

type InsightAudit = { scoreDisplayMode?: string; errorMessage?: string };

/**
 * The gate's insights that judged nothing, each with why: one that failed to run, or one "not
 * applicable" to a page that gave it something to judge. Only the LCP-discovery insight may find
 * nothing, on a page whose largest paint is text; where the page's largest paint is an image, its
 * "not applicable" means Lighthouse's trace missed that paint (a run that stopped listening early),
 * and a gate that passed then would not have looked.
 */
export function unjudgedInsights(
  audits: Record<string, InsightAudit | undefined>,
  lcpImage: string | null,
): { id: string; why: string }[] {
  return lighthouseGate.insights.flatMap((id) => {
    const audit = audits[id];
    if (audit?.scoreDisplayMode === 'error') return [{ id, why: audit.errorMessage ?? 'an error' }];
    if (audit?.scoreDisplayMode !== 'notApplicable') return [];
    if (id !== 'lcp-discovery-insight') return [{ id, why: 'not applicable' }];
    return lcpImage ? [{ id, why: `not applicable, yet the largest paint is the image ${lcpImage}` }] : [];
  });
}

/**
 * Runs Lighthouse on `url` in `page` (a new tab of a Chromium with a DevTools port), as a later page
 * of a visit, and reads the facts the gates hold. Throws when the installed Lighthouse no longer has
 * an audit or category the gates name.
 */
export async function auditPage(page: Page, url: string, skipAudits: string[] = []): Promise<PageFacts> {
  const flags: Flags = {
    logLevel: 'error',
    // The cache the visit's first page filled stays (see lighthouseFailures).
    disableStorageReset: true,
    onlyCategories: categories,
    onlyAudits: [...lighthouseGate.insights, 'network-requests', 'layout-shifts'],
    // Besides the page's own exemptions, the axe rules among the audits: `inspectPage` holds them.
    skipAudits: [...lighthouseAuditsAxeHolds, ...skipAudits],
    disableFullPageScreenshot: true,
  };
  const result = await lighthouse(url, flags, undefined, page);
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const missing = [
    ...categories.filter((c) => !lhr.categories[c]),
    ...lighthouseGate.insights.filter((id) => !lhr.audits[id]),
  ];
  if (missing.length)
    throw new Error(
      `Lighthouse ${lhr.lighthouseVersion} has no ${missing.join(', ')}: update lighthouseGate in scripts/budgets.ts.`,
    );
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const requests: PageFacts['requests'] = { scripts: [], styles: [], fonts: [], images: [] };
  for (const item of items('network-requests')) {
    const kind = requestKind(item);
    if (kind && !requests[kind].includes(String(item.url))) requests[kind].push(String(item.url));
  }
  /** An insight's finding in words: a URL, or a checklist item that failed. */
  const found = (item: Record<string, unknown>): string[] => {
    if (typeof item.url === 'string') return [item.url];
    const checklist =
      item.type === 'checklist' ? (item.items as Record<string, { label: string; value: boolean }>) : {};
    return Object.values(checklist).flatMap((check) => (check.value ? [] : [check.label]));
  };
  // Read from the page Lighthouse leaves loaded, before a failed CLS insight loads it again.
  const largestImage = await page.evaluate(largestPaintImage);
  const elements = await page.evaluate(countElements, `[${ownerContentAttribute}]`);
  const failingInsights: PageFacts['failingInsights'] = [];
  for (const id of lighthouseGate.insights.filter((id) => (lhr.audits[id]?.score ?? 1) < 1)) {
    if (id !== 'cls-culprits-insight') {
      failingInsights.push({ id, found: items(id).flatMap(found) });
      continue;
    }
    // Judged again where no font can swap in: what moves there is the page's own.
    const withoutFonts = await shiftsWithFontsBlocked(page, url);
    if (withoutFonts.total >= clsGood)
      failingInsights.push({
        id,
        found: [...items('layout-shifts').map(shiftInWords), ...withoutFonts.moved],
      });
  }
  return {
    url,
    scores: Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    ) as PageFacts['scores'],
    failingAudits: categories.flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter(
        (ref) =>
          ref.weight > 0 &&
          lhr.audits[ref.id]?.scoreDisplayMode === 'binary' &&
          lhr.audits[ref.id]?.score !== 1,
      ).map((ref) => `${c}/${ref.id}`),
    ),
    failingInsights,
    unjudgedInsights: unjudgedInsights(lhr.audits, largestImage),
    requests,
    elements,
  };
}

/** Each gate the page breaks, in words; none when it keeps them all. */
export function gateFailures(facts: PageFacts): string[] {
  const failures: string[] = [];
  for (const c of categories) {
    const score = facts.scores[c];
    if (!(score !== null && score >= lighthouseGate.scores[c]))
      failures.push(`Lighthouse ${c} ${score ?? 'n/a'} < ${lighthouseGate.scores[c]}`);
  }
  if (facts.failingAudits.length) failures.push(`failing audits: ${facts.failingAudits.join(', ')}`);
  for (const { id, found } of facts.failingInsights)
    failures.push(`${id} failed${found.length ? `: ${found.join(', ')}` : ''}`);
  for (const { id, why } of facts.unjudgedInsights) failures.push(`${id} could not judge the page: ${why}`);
  const { images } = facts.elements;
  const limits: Record<RequestKind, number> = {
    scripts: requestBudgets.scripts,
    styles: requestBudgets.styles,
    fonts: requestBudgets.fonts,
    images: requestBudgets.imagesPerImage * images,
  };
  for (const kind of Object.keys(limits) as RequestKind[])
    if (facts.requests[kind].length > limits[kind])
      failures.push(
        `${facts.requests[kind].length} ${kind} requested, over the budget of ${limits[kind]}${kind === 'images' ? ` (${requestBudgets.imagesPerImage} per image shown)` : ''}: ${facts.requests[kind].join(' ')}`,
      );
  const own = facts.elements.all - facts.elements.owner;
  const domLimit = domBudget.siteElements + domBudget.perImage * images;
  if (own > domLimit)
    failures.push(
      `${own} elements of the site's own (the owner's ${facts.elements.owner} aside), over the budget of ${domLimit} (${domBudget.siteElements}, and ${domBudget.perImage} for each of ${images} images)`,
    );
  return failures;
}

/** In the page, from its first script: every policy violation it reports. */
function recordViolations() {
  const violations: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`);
  });
}

/** In the page: the Content-Security-Policy's problems, and those it has reported so far. */
function policyProblems() {
  const policy = document
    .querySelector('meta[http-equiv="content-security-policy"]')
    ?.getAttribute('content');
  if (!policy) return ['no Content-Security-Policy'];
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
  return [
    ...(policy.includes("default-src 'self'") ? [] : ["no default-src 'self'"]),
    ...(scriptSrc ? [] : ['no script-src']),
    ...(scriptSrc?.includes('unsafe-inline') ? ['script-src allows unsafe-inline'] : []),
    ...(policy.includes("'unsafe-eval'") ? ["the policy allows 'unsafe-eval'"] : []),
    ...(window as unknown as { cspViolations: string[] }).cspViolations,
  ];
}

/**
 * Lighthouse's gates on `url`, in `page` (a new tab of the Lighthouse Chromium), as a later page of
 * a visit that began at `firstPage`: every gate it breaks, in words.
 */
export async function lighthouseFailures(
  page: Page,
  url: string,
  { skipAudits = [], firstPage = new URL('/', url).href }: { skipAudits?: string[]; firstPage?: string } = {},
): Promise<string[]> {
  await page.evaluateOnNewDocument(...splashSeen);
  // A later page of a visit finds in the cache what the first page fetched, the fonts above all.
  // Lighthouse would empty the cache: on a busy machine the fonts then came after the first paint
  // and swapped in, a layout shift no visitor sees (the splash covers the first page of a visit).
  await page.goto(firstPage, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  return gateFailures(await auditPage(page, url, skipAudits));
}

/**
 * Loads `url` in `page` (a tab of the Lighthouse Chromium, new or kept from another page's checks)
 * as a later page of a visit, lets it settle (no request for half a second: island code is fetched
 * once the page is idle), and returns every check it fails, in words: script files run before a
 * touch, the policy, axe at each of `axeWidths` in both modes, and sideways scrolling at the
 * narrowest phone's width.
 */
export async function inspectPage(
  page: Page,
  url: string,
  { axeWidths = [375] }: { axeWidths?: number[] } = {},
): Promise<string[]> {
  // Taken out again at the end: the tab may be kept for the next page's checks.
  const scripts = [
    await page.evaluateOnNewDocument(...splashSeen),
    await page.evaluateOnNewDocument(recordViolations),
  ];
  try {
    return await checksOnLoad(page, url, axeWidths);
  } finally {
    for (const { identifier } of scripts) await page.removeScriptToEvaluateOnNewDocument(identifier);
  }
}

/** `inspectPage`'s checks, once its scripts are set to run on the page's first document. */
async function checksOnLoad(page: Page, url: string, axeWidths: number[]): Promise<string[]> {
  await page.setViewport({ width: axeWidths[0] ?? 375, height: 900 });
  await page.coverage.startJSCoverage({ resetOnNavigation: false, includeRawScriptCoverage: true });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const failures: string[] = [];
  // No JavaScript before interaction: island code is only fetched once the page is idle, and the
  // page's inline scripts (HTML, held to the byte budget) are not files.
  const ran = (await page.coverage.stopJSCoverage()).filter(
    (script) =>
      // The page's own script files: not the driver's evaluations (axe's), which have no URL.
      /^https?:\/\//.test(script.url) &&
      new URL(script.url).pathname.endsWith('.js') &&
      script.rawScriptCoverage?.functions.some((f) => f.ranges.some((range) => range.count > 0)),
  );
  failures.push(...ran.map((script) => `a script file ran before any interaction: ${script.url}`));
  failures.push(...(await page.evaluate(policyProblems)).map((problem) => `policy: ${problem}`));
  // Embedded third-party pages are not ours to audit; their frames' titles still are.
  const host: AxeHost = {
    run: (source) => page.evaluate(source).then(() => undefined),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
  };
  for (const width of axeWidths) {
    await page.setViewport({ width, height: 900 });
    failures.push(
      ...(await axeInBothModes(host, { iframes: false })).map((finding) => `axe at ${width} px, ${finding}`),
    );
  }
  await page.setViewport(reflowViewport);
  failures.push(
    ...(await page.evaluate(reflowProblems)).map((problem) => `at ${reflowViewport.width} px, ${problem}`),
  );
  return failures;
}
