/**
 * What the every-engine specs share: the controls a visitor reaches for, how a visit starts, and
 * what a visitor sees, read in the page.
 */
import { expect } from '@playwright/test';
import { islandMarkup } from '../../src/lib/build/island-markup.ts';
import { colourModeKey, splashSeenKey } from '../../src/lib/browser/preferences.ts';
import { workListSelector } from '../../src/lib/markup/navigation.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { locateInPage, type EnginePage, type Key, type Target } from './engine-page.ts';

// A button wherever scripts run, before its island wakes too.
export const openMenu: Target = { role: 'button', name: 'Open navigation' };
export const menu = { role: 'dialog', name: 'Site navigation' } as const satisfies Target;
export const themeToggle: Target = { role: 'button', name: 'Change theme color' };
export const menuLinks = ['1. Home', '2. Work', '3. About', '4. Contact'];

/**
 * Opens `path` as a visitor who remembers `colourMode` and has (or has not) seen the splash in
 * this tab. Storage is set from another page of the site first.
 */
export async function arrive(
  site: EnginePage,
  path: string,
  {
    colourMode = 'dark',
    firstVisit = false,
    base = '/',
  }: { colourMode?: 'dark' | 'light'; firstVisit?: boolean; base?: string } = {},
) {
  await site.goto(`${base}404.html`);
  await site.evaluate(
    ({ keys, mode, first }) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(keys.colour, mode);
      if (!first) sessionStorage.setItem(keys.splash, '1');
    },
    { keys: { colour: colourModeKey, splash: splashSeenKey }, mode: colourMode, first: firstVisit },
  );
  await site.goto(path);
}

/** Whether an element with exactly this text (a tooltip, say) is on screen and opaque. */
export const textShown = (site: EnginePage, text: string) =>
  site.evaluate((wanted) => {
    const opaque = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 0.9) return false;
      }
      return true;
    };
    return [...document.querySelectorAll('body *')].some((element) => {
      if (element.children.length > 0 || element.textContent?.trim() !== wanted) return false;
      const style = getComputedStyle(element);
      return style.visibility === 'visible' && element.getClientRects().length > 0 && opaque(element);
    });
  }, text);

/** Whether the element is on screen (found and visible). */
export const shown = async (site: EnginePage, target: Target) =>
  (await site.evaluate(locateInPage, { ...target, presence: true })) === true;

/** The accessible name of the focused element ('(body)' when nothing is). */
export const focusedName = (site: EnginePage) =>
  site.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (element.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses `key` until the element named `name` has focus. */
export async function pressUntilFocused(site: EnginePage, name: string, key: Key = 'Tab', limit = 25) {
  const passed: string[] = [];
  for (let step = 0; step < limit; step++) {
    await site.press(key);
    const now = await focusedName(site);
    passed.push(now);
    if (now === name) return;
  }
  throw new Error(`${key} never reached "${name}"; passed ${passed.join(' → ')}`);
}

export const background = (site: EnginePage) =>
  site.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The visible control named "Open navigation": what it is, and what it says it opens. */
export const menuControlState = (site: EnginePage) =>
  site.evaluate(() => {
    const control = [...document.querySelectorAll('[aria-label="Open navigation"]')].find(
      (element) => element.getClientRects().length > 0,
    );
    return {
      tag: control?.tagName.toLowerCase() ?? null,
      popup: control?.getAttribute('aria-haspopup') ?? null,
    };
  });

/** Whether focus is on nothing the open menu covers: inside the menu, or on no element of the page. */
export const focusNotBehindMenu = (site: EnginePage) =>
  site.evaluate(
    () =>
      Boolean(document.activeElement?.closest('dialog, [role="dialog"]')) ||
      document.activeElement === document.body,
  );

/** Whether the page scrolls (a modal dialog over it holds it still). */
export const pageScrolls = (site: EnginePage) =>
  site.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden');

/**
 * Whether the menu (named `name`: the page's language's words for it) covers the viewport and is
 * what sits at its centre (on top of the page).
 */
export const menuOnTop = (site: EnginePage, name: string = menu.name) =>
  site.evaluate((label) => {
    const dialog = [...document.querySelectorAll('dialog, [role="dialog"]')].find(
      (element) => element.getAttribute('aria-label') === label,
    );
    if (!dialog || getComputedStyle(dialog).visibility !== 'visible') return false;
    const box = dialog.getBoundingClientRect();
    const covers =
      box.left <= 0 &&
      box.top <= 0 &&
      box.right >= document.documentElement.clientWidth - 1 &&
      box.bottom >= document.documentElement.clientHeight - 1;
    return covers && dialog.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2));
  }, name);

/** The `nth` entry (from 0) of the /work list: the links of the page's main content. */
export const workEntry = (nth: number): Target => ({
  role: 'link',
  nth,
  within: { role: 'list', name: 'Projects' },
});

/** Waits (polling, up to `timeout` ms, 10 s unless told) until `probe` is true. */
export const until = (probe: () => Promise<boolean>, message: string, timeout = 10_000) =>
  expect.poll(probe, { message, timeout }).toBe(true);

/** The project image the /work preview shows, if any: its alt text, once it has loaded. */
export const previewShown = (site: EnginePage) =>
  site.evaluate((workList) => {
    const list = document.querySelector(`main ${workList}`);
    const image = [...document.querySelectorAll('img')].find(
      (img) =>
        !list?.contains(img) &&
        img.closest('main') &&
        img.getClientRects().length > 0 &&
        getComputedStyle(img).visibility === 'visible' &&
        img.complete &&
        img.naturalWidth > 0,
    );
    return image?.alt ?? null;
  }, workListSelector);

/**
 * How many of the page's islands have woken: Astro drops their sleeping marker then
 * (src/lib/build/island-markup.ts, held to a real build by tests/unit/astro-output.test.ts).
 */
export const islandsAwake = (site: EnginePage) =>
  site.evaluate(
    ({ element, sleeping }) => document.querySelectorAll(`${element}:not([${sleeping}])`).length,
    islandMarkup,
  );

/** Whether the island around `selector` (an element it renders) has woken. */
export const islandAwake = (site: EnginePage, selector: string) =>
  site.evaluate(
    ({ selector, sleeping }) => {
      const element = document.querySelector(selector);
      return element !== null && element.closest(`[${sleeping}]`) === null;
    },
    { selector, sleeping: islandMarkup.sleeping },
  );

/**
 * From now on, holds each animation that starts on or inside `selector` at its first frame, and
 * counts them (`animationsHeld`): a controlled clock, under which the next step lands while that
 * animation runs, however slow the machine. `releaseAnimations` lets those still held play on.
 */
export const holdAnimations = (site: EnginePage, selector: string) =>
  site.evaluate((selector) => {
    const page = window as unknown as { heldAnimations: Animation[] };
    page.heldAnimations = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      if (this.closest(selector)) {
        animation.pause();
        page.heldAnimations.push(animation);
      }
      return animation;
    };
  }, selector);

/** How many animations `holdAnimations` has held. */
export const animationsHeld = (site: EnginePage) =>
  site.evaluate(
    () => (window as unknown as { heldAnimations?: Animation[] }).heldAnimations?.length ?? 0,
    undefined,
  );

/** Lets the animations `holdAnimations` holds that are still paused play on. */
export const releaseAnimations = (site: EnginePage) =>
  site.evaluate(() => {
    for (const animation of (window as unknown as { heldAnimations: Animation[] }).heldAnimations)
      if (animation.playState === 'paused') animation.play();
  }, undefined);

/**
 * Points the page's islands (those of `component`, a file name such as "WorkList", or all) at code
 * that is not there: each fails to wake, as on a broken connection.
 */
export const breakIslands = (site: EnginePage, component?: string) =>
  site.evaluate(
    ({ element, code, only }) => {
      for (const island of document.querySelectorAll(element)) {
        if (only && !island.getAttribute(code.component)?.includes(`/${only}.`)) continue;
        for (const attribute of [code.component, code.renderer]) {
          const url = island.getAttribute(attribute);
          if (url) island.setAttribute(attribute, url.replace('/_astro/', '/_astro/missing/'));
        }
      }
    },
    { ...islandMarkup, only: component ?? '' },
  );

/** Whether the page says that one of its islands failed (src/lib/browser/head-script.ts). */
export const islandFailed = (site: EnginePage) =>
  site.evaluate((name) => document.documentElement.hasAttribute(name), rootAttributes.islandFailed);

/** The texts of the toasts on screen with this role ('status' for news, 'alert' for a warning). */
export const toastsShown = (site: EnginePage, role: 'status' | 'alert') =>
  site.evaluate(
    (wanted) =>
      [...document.querySelectorAll(`[role="${wanted}"][data-status]`)]
        .filter((toast) => toast.getClientRects().length > 0)
        .map((toast) => toast.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    role,
  );

/**
 * In the page: resolves once the element and everything in it have finished coming in (their
 * animations have ended), so that what follows judges it at rest, not mid-entrance.
 */
export function entranceFinished(selector: string) {
  const element = document.querySelector(selector);
  const animations = element?.getAnimations({ subtree: true }) ?? [];
  return Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))).then(
    () => true,
  );
}

/**
 * Waits until the viewer has woken (the visitor reached for the gallery): its thumbnails then tell
 * assistive technology that they open a dialog. Until then a thumbnail is its link.
 */
export const viewerAwake = (site: EnginePage) =>
  until(
    () => site.evaluate(() => document.querySelector('a[aria-haspopup="dialog"] img') !== null),
    'the viewer wakes',
  );
