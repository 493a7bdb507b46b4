/**
 * The owner's own accounts, in the build of an owner's first week (tests/builds/content-edits.ts):
 * their links (GitHub, Mastodon, Bluesky, Stack Overflow, X and a site of their own; no Facebook
 * or LinkedIn) on /contact, in the menu and the footer, and Plausible with Web Vitals. Every page
 * of every test build carries the policy its content asks for and nothing more; without analytics,
 * no page names, allows or loads another origin's script, even after a visitor's interaction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'parse5';
import { z } from 'zod';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { ownerSchema } from '../../content-schemas/owner.ts';
import { profileNetworks } from '../../content-schemas/profile-links.ts';
import { analyticsSettingsId } from '../../src/lib/browser/analytics.ts';
import { idleDeadlineMs } from '../../src/lib/browser/when-idle.ts';
import { elementsIn } from '../../src/lib/build/built-page.ts';
import { contentSecurityPolicy } from '../../src/lib/build/csp.ts';
import { analyticsSetup } from '../../src/lib/content/analytics.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { menuDialogId } from '../../src/lib/markup/element-ids.ts';
import { firstWeekAnalytics, firstWeekLinks } from '../builds/content-edits.ts';
import { allTestBuilds, testBuildPath, testBuilds, type TestBuild } from '../builds/test-builds.ts';
import { builtPages, describeBuild } from '../support/built-pages.ts';
import { pageIdle } from '../support/page-idle.ts';
import { plausibleStandIn, type PlausibleEvent } from '../support/plausible-stand-in.ts';
import { anyWidth, expect, menuControl, test } from './fixtures.ts';

/** The analytics a build's owner.md sets up, as the pages use it; none when it sets none. */
function buildAnalytics(build: TestBuild) {
  const file = contentFolder(path.resolve(build.content)).ownerFile;
  const { data } = splitFrontmatter(readFileSync(file, 'utf8'));
  const owner = ownerSchema(() => z.string()).parse(data);
  return analyticsSetup(owner.analytics);
}

/** A page's policy, its hashes left out, and what else the page names: scripts from elsewhere, analytics settings. */
function pageFacts(html: string) {
  const elements = [...elementsIn(parse(html))];
  const attribute = (element: (typeof elements)[number], name: string) =>
    element.attrs.find((attr) => attr.name === name)?.value;
  const policy = elements
    .map(
      (element) =>
        attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy' &&
        attribute(element, 'content'),
    )
    .find(Boolean) as string | undefined;
  return {
    policy: policy?.replace(/ 'sha256-[^']+'/g, ''),
    frameOrigin: /frame-src (\S+?);/.exec(policy ?? '')?.[1],
    outsideScripts: elements.flatMap((element) => {
      const src = element.tagName === 'script' ? attribute(element, 'src') : undefined;
      return src && /^(https?:)?\/\//.test(src) ? [src] : [];
    }),
    settings: elements.some((element) => attribute(element, 'id') === analyticsSettingsId),
  };
}

for (const build of allTestBuilds) {
  test(`${build.dir}/: every page's policy is the site's, and its analytics provider's origins if it has one, and nothing else`, () => {
    const setup = buildAnalytics(build);
    const pages = builtPages(build);
    expect(pages.length, `${build.dir}/ is missing: run npm run test:builds`).toBeGreaterThan(0);
    for (const { file } of pages) {
      const facts = pageFacts(readFileSync(path.join(testBuildPath(build), file), 'utf8'));
      expect(facts.policy, file).toBe(
        contentSecurityPolicy({ frameOrigin: facts.frameOrigin, analyticsOrigins: setup?.origins }),
      );
      expect(facts.outsideScripts, `${file}: scripts from another origin`).toEqual([]);
      expect(facts.settings, `${file}: analytics settings`).toBe(setup !== undefined);
    }
  });
}

test('the first week builds with Plausible and no analytics elsewhere; Plausible is allowed https://plausible.io for scripts and connections', () => {
  expect(buildAnalytics(testBuilds.threeProjects)?.origins).toEqual({
    script: ['https://plausible.io'],
    connect: ['https://plausible.io'],
    img: [],
  });
  for (const build of [testBuilds.root, testBuilds.oneProject, testBuilds.writeUp])
    expect(buildAnalytics(build), build.dir).toBeUndefined();
});

/** The owner's links as the page should show them: e-mail first, then the list, each named. */
const expectedLinks = [
  { name: 'E-mail', href: 'mailto:sam.rivera@example.com', me: false },
  ...firstWeekLinks.map((link) => ({
    name: 'network' in link ? profileNetworks[link.network] : link.label,
    href: link.url,
    me: 'network' in link && link.network === 'mastodon',
  })),
];

/** The new-tab links inside `scope` that show, as a visitor and a screen reader meet them. */
const shownLinks = (page: Page, scope: string) =>
  page.locator(`${scope} a[target="_blank"]`).evaluateAll((links) =>
    links
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => {
        const icon = link.querySelector('svg path, svg rect');
        return {
          name: link.getAttribute('aria-label'),
          href: link.getAttribute('href'),
          rel: link.getAttribute('rel'),
          icon: icon !== null && link.querySelector('svg')!.getBoundingClientRect().width > 0,
        };
      }),
  );

describeBuild(testBuilds.threeProjects, (_pages, served) => {
  const contact = () => new URL(`${testBuilds.threeProjects.base}contact`, served().origin).href;

  test('/contact, the menu and the footer show exactly the owner\'s links, each named, with an icon; Mastodon\'s is rel="me"', async ({
    page,
  }) => {
    await page.goto(contact());
    const expected = expectedLinks.map(({ name, href, me }) => ({
      name: `${name} (opens in a new tab)`,
      href,
      rel: me ? 'me noopener noreferrer' : 'noopener noreferrer',
      icon: true,
    }));
    expect(await shownLinks(page, 'main')).toEqual(expected);
    expect(await shownLinks(page, 'footer')).toEqual(expected);
    await menuControl(page).click();
    await expect(page.locator(`#${menuDialogId}`)).toBeVisible();
    expect(await shownLinks(page, `#${menuDialogId}`)).toEqual(expected);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(
      'Get in touch with Sam Rivera: e-mail, GitHub, Mastodon, Bluesky, Stack Overflow, X or Field notes.',
    );
  });

  for (const provider of ['answered', 'refused'] as const) {
    test(
      `Plausible's script ${provider}: nothing before the first interaction, then ${provider === 'answered' ? 'one page view, and LCP, INP and CLS after a tap and a hide' : 'nothing sent'}; the page unchanged`,
      { tag: anyWidth },
      async ({ page }) => {
        const requests: string[] = [];
        const events: PlausibleEvent[] = [];
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('request', (request) => {
          if (new URL(request.url()).hostname === 'plausible.io') requests.push(request.url());
        });
        await page.route('https://plausible.io/js/script.js', (route) =>
          provider === 'answered'
            ? route.fulfill({ contentType: 'text/javascript', body: plausibleStandIn })
            : route.abort('blockedbyclient'),
        );
        await page.route('https://plausible.io/api/event', async (route) => {
          events.push(JSON.parse(route.request().postData() ?? '{}') as PlausibleEvent);
          await route.fulfill({ status: 202, body: 'ok' });
        });

        await page.goto(contact(), { waitUntil: 'networkidle' });
        await idle(page);
        expect(requests, 'nothing asked of the provider before an interaction').toEqual([]);
        const before = await look(page);

        const heading = page.getByRole('heading', { level: 1 });
        const reporterRan = page.waitForEvent('requestfinished', (request) =>
          request.url().includes('/scripts/field-timing.'),
        );
        await heading.click();
        await reporterRan;
        if (provider === 'answered') await expect.poll(() => events.map(({ n }) => n)).toEqual(['pageview']);
        else await expect.poll(() => requests).toEqual(['https://plausible.io/js/script.js']);
        await heading.click();
        await idle(page);
        await hide(page);

        if (provider === 'answered') {
          await expect
            .poll(() => events.map(({ n }) => n).toSorted())
            .toEqual(['CLS', 'INP', 'LCP', 'pageview']);
          const byName = Object.fromEntries(events.map((event) => [event.n, event]));
          expect(byName.pageview).toMatchObject({ d: firstWeekAnalytics.domain, u: contact() });
          for (const name of ['LCP', 'INP', 'CLS'])
            expect(byName[name]?.p, name).toMatchObject({
              value: expect.any(Number),
              rating: expect.stringMatching(/good|needs-improvement|poor/),
            });
          expect(byName.INP?.p?.target).toMatch(/h1/);
        } else {
          await idle(page);
          expect(events).toEqual([]);
        }
        await show(page);
        expect(await look(page), 'what the visitor sees').toEqual(before);
        expect(errors).toEqual([]);
      },
    );
  }
});

describeBuild(testBuilds.root, (_pages, served) => {
  test(
    'with no analytics, a tap, a key, the wheel and a hide send nothing to another origin',
    { tag: anyWidth },
    async ({ page }) => {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== served().origin) elsewhere.push(request.url());
      });
      await page.goto(new URL('/contact', served().origin).href, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Shift');
      await page.mouse.wheel(0, 40);
      await idle(page);
      await hide(page);
      await idle(page);
      expect(elsewhere).toEqual([]);
      expect(await page.locator(`#${analyticsSettingsId}`).count()).toBe(0);
    },
  );
});

/**
 * Resolves at the moment the analytics wait for (when-idle.ts): once the page is idle, or at the
 * same deadline (with none, Chromium's headless shell left a quiet page without an idle moment for
 * 90 s, 1 test in 5 on a busy host).
 */
const idle = (page: Page) => page.evaluate(pageIdle, idleDeadlineMs);

/** The page as the visitor sees it: the body's markup, <html>'s attributes, and its pixels. */
async function look(page: Page) {
  const markup = await page.evaluate(() => ({
    body: document.body.outerHTML,
    root: [...document.documentElement.attributes].map(({ name, value }) => `${name}=${value}`),
  }));
  return { ...markup, pixels: (await page.screenshot()).toString('base64') };
}

/**
 * Tells the page it was hidden, as a switch of tab or app does: `visibilityState` reads "hidden"
 * and `visibilitychange` fires (a headless browser never hides a page of its own accord).
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The page shown again. */
const show = (page: Page) =>
  page.evaluate(() => {
    for (const name of ['visibilityState', 'hidden']) Reflect.deleteProperty(document, name);
    document.dispatchEvent(new Event('visibilitychange'));
  });
