/**
 * What a behaviour may do with a page, in any engine. Each driver (Playwright for Chromium,
 * puppeteer-core over WebDriver BiDi for Firefox, webdriverio over WebDriver for WebKit) has a
 * thin adapter to this, so every behaviour is written once.
 *
 * Functions passed to `evaluate` run in the page: they are sent as source text, so they may not
 * use anything from the test's scope, only their one argument.
 */
import type { EngineName } from '../../scripts/lib/browsers.ts';

/** An element found by its role and accessible name, as a visitor (or a screen reader) finds it. */
export interface Target {
  role: Role;
  /** The accessible name, exactly; without it, the `nth` (from 0) visible element with the role. */
  name?: string;
  nth?: number;
  /** Look only inside the first visible element with this role (and name, if given). */
  within?: { role: Role; name?: string };
}

export type Role =
  'button' | 'link' | 'dialog' | 'list' | 'heading' | 'img' | 'navigation' | 'main' | 'searchbox';

export interface Point {
  x: number;
  y: number;
}

/** The points a swipe passes through after its start: halfway, then the end. */
export const swipePath = (from: Point, to: Point): Point[] => [
  { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 },
  to,
];

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'ArrowLeft' | 'ArrowRight';

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export interface EnginePage {
  engine: EngineName;
  /** The engine's version, for the report. */
  version: string;
  /** The viewport actually in use (WebKitGTK's window is never narrower than its toolbar, about 305 px). */
  viewport: { width: number; height: number };
  /** Opens a site path and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Waits until the page at `path` has loaded (after a click that navigates). */
  waitForPath(path: string): Promise<void>;
  /** The current path, without origin. */
  path(): Promise<string>;
  reload(): Promise<void>;
  /** The browser's Back, as a visitor presses it (then `waitForPath` for the earlier page). */
  back(): Promise<void>;
  /** Runs `fn(arg)` in the page (the driver sends its source, so the page's CSP does not apply). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /**
   * Runs a script's source in the page as the driver runs its own, outside the page's
   * Content-Security-Policy: to bring a tool into the page (axe-core), never the site's own code.
   */
  run(source: string): Promise<void>;
  /** A real pointer click on the element (scrolled into view first). */
  click(target: Target): Promise<void>;
  /** Moves the real pointer over the element. */
  hover(target: Target): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  movePointer(x: number, y: number): Promise<void>;
  /** A swipe: the pointer pressed at one point of the viewport, dragged in a few steps to another, released. */
  swipe(from: Point, to: Point): Promise<void>;
  /** A real key press, sent to whatever has focus. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into whatever has focus (letters and digits: what a search takes). */
  type(text: string): Promise<void>;
  /**
   * Sets the viewport's size, as far as the engine allows (WebKitGTK's window is never narrower
   * than its toolbar, about 305 px), and returns the size it has now.
   */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Saves what the viewport shows as a PNG (for looking at, not for asserting). */
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions seen since the page opened. */
  errors(): Promise<string[]>;
}

/** Whether the page can run scripts; a page without JavaScript is driven through clicks alone. */
export interface PageOptions {
  javaScript: boolean;
}

/**
 * In the page: the first visible element with the role and accessible name, or null. The name is
 * what assistive technology would read for these simple cases: aria-label, aria-labelledby, an
 * image's alt, else the text outside aria-hidden parts.
 */
export function locateInPage(target: {
  role: string;
  name?: string;
  nth?: number;
  within?: { role: string; name?: string };
  /** Answer only whether it is there (an element cannot always travel back to the test). */
  presence?: boolean;
}): HTMLElement | boolean | null {
  const selectors: Record<string, string> = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    dialog: 'dialog, [role="dialog"]',
    list: 'ul, ol, [role="list"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    img: 'img, [role="img"]',
    navigation: 'nav, [role="navigation"]',
    main: 'main, [role="main"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    if (element instanceof HTMLImageElement) return element.alt.trim();
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const visible = (element: Element): boolean => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && element.getClientRects().length > 0;
  };
  const find = (root: ParentNode, role: string, name?: string, nth = 0): HTMLElement | null =>
    [...root.querySelectorAll<HTMLElement>(selectors[role] ?? role)].filter(
      (element) => visible(element) && (name === undefined || nameOf(element) === name),
    )[nth] ?? null;
  const root = target.within ? find(document, target.within.role, target.within.name) : document;
  const found = root ? find(root, target.role, target.name, target.nth) : null;
  return target.presence ? found !== null : found;
}

/**
 * In the page a test ends on, before its tab goes to about:blank for the next test (a tab kept for
 * the worker's tests: a new one cost an engine about a third of a CPU-second a test): that origin's
 * storage cleared. Every visit starts by setting storage from the site it visits (`arrive`).
 */
export function leaveAsFound() {
  if (!location.protocol.startsWith('http')) return;
  localStorage.clear();
  sessionStorage.clear();
}
