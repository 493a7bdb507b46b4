/**
 * The developer's write-up (tests/fixtures/writing, built by `npm run test:builds` into its own
 * folder with the fixture): every element of a description on one page, for the every-engine
 * checks (writing.spec.ts) and pictures (writing.shots.ts). Each worker serves that build itself,
 * on a port of its own (fixtures.ts), and the engine's pages open there.
 */
import { readProjects } from '../../scripts/lib/site-content.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { expect, test as engineTest } from './fixtures.ts';

const build = testBuilds.writeUp;

/** The write-up's page: the last project of its content set. */
export const writeUpPath = `/work/${readProjects(build.content).at(-1)!.slug}`;

/** The engine's pages open on the write-up's build, which the worker serves (fixtures.ts). */
export const test = engineTest.extend({
  baseURL: async ({ writeUpOrigin }, use) => use(writeUpOrigin),
});

export { expect };

/** In the page: scrolls the first element matching `selector` to the top of the viewport, at once. */
export function scrollToElement(selector: string) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  const top = element.getBoundingClientRect().top + scrollY - 80;
  window.scrollTo({ top, behavior: 'instant' });
  return true;
}

/**
 * In the page: how the code looks, read from the computed style of every coloured token (the
 * classes the build writes) and of the blocks they sit in, as CSS colour strings.
 */
export function codeLook() {
  const blocks = [...document.querySelectorAll('[data-owner-content] pre')];
  const backgroundOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  };
  const tokens = blocks.flatMap((block) =>
    [...block.querySelectorAll('span[class^="code-"]')].map((span) => ({
      kind: span.className,
      colour: getComputedStyle(span).color,
      background: backgroundOf(block),
    })),
  );
  return {
    blocks: blocks.map((block) => ({
      language: block.getAttribute('data-language'),
      colour: getComputedStyle(block).color,
      background: backgroundOf(block),
    })),
    tokens,
  };
}

/**
 * In the page: what the page's layout does at its width. Widths in CSS px: each box's frame (a code
 * block's whole, bar included) and the column of writing it stands in; the widest paragraph.
 */
export function layoutAtWidth() {
  const root = document.documentElement;
  const boxes = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].map((box) => ({
      scrolls: box.scrollWidth > box.clientWidth,
      focusable: box.tabIndex === 0,
      name: box.getAttribute('aria-label'),
      role: box.getAttribute('role'),
      width: (box.closest('[data-code-block]') ?? box).getBoundingClientRect().width,
      column: box.closest('[data-owner-content]')!.clientWidth,
    }));
  return {
    pageScrollsSideways: root.scrollWidth > root.clientWidth,
    code: boxes('[data-owner-content] pre'),
    tables: boxes('[data-owner-content] .prose-table'),
    widestParagraph: Math.max(
      ...[...document.querySelectorAll('[data-owner-content] > p')].map(
        (p) => p.getBoundingClientRect().width,
      ),
    ),
    remPx: parseFloat(getComputedStyle(root).fontSize),
  };
}

/**
 * In the page: what would break the page's Content-Security-Policy, in any engine, read from the
 * page as served: inline `style` attributes; inline scripts and styles whose hash the policy does not
 * list; anything loaded from another origin. (Violations after load are caught as they happen:
 * `watchViolations`.)
 */
export async function cspProblems(): Promise<string[]> {
  const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
  const policy =
    served.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name) ?? [];
  const problems: string[] = [];
  if (!policy) problems.push('no policy');
  for (const element of served.querySelectorAll('[style]'))
    problems.push(`style attribute on <${element.localName}>`);
  const hash = async (text: string) =>
    `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
  for (const element of served.querySelectorAll('script:not([src]), style')) {
    // A data block (JSON-LD, the island code's list) never runs: no policy governs it.
    const type = element.getAttribute('type')?.trim().toLowerCase() ?? '';
    if (element.localName === 'script' && !['', 'module', 'text/javascript'].includes(type)) continue;
    const list = directive(element.localName === 'script' ? 'script-src' : 'style-src');
    if (!list.includes(await hash(element.textContent ?? '')))
      problems.push(`inline <${element.localName}> not in the policy`);
  }
  const urls = [...served.querySelectorAll('[src], [href], [srcset], [poster]')].flatMap((element) => [
    element.getAttribute('src'),
    // Of links, only those the page loads (not <a>, nor a canonical address).
    element.localName === 'link' && /stylesheet|preload|icon|manifest/.test(element.getAttribute('rel') ?? '')
      ? element.getAttribute('href')
      : null,
    element.getAttribute('poster'),
    ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
  ]);
  for (const url of urls) {
    if (url && new URL(url, location.href).origin !== location.origin) problems.push(`loads ${url}`);
  }
  return problems;
}

/** In the page: starts keeping every CSP violation from now on, for `violationsSoFar`. */
export function watchViolations() {
  const seen: string[] = [];
  (window as unknown as { cspSeen: string[] }).cspSeen = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`),
  );
  return true;
}

export const violationsSoFar = () => (window as unknown as { cspSeen?: string[] }).cspSeen ?? [];
