import { afterNextFrame } from './next-frame.ts';
import { colourModeKey, isColourMode, type ColourMode } from './preferences.ts';
import { rootAttributes } from '../../styles/root-attributes.ts';
import { themeColour } from '../../styles/tokens.ts';

/**
 * The colour mode, dark first, then the visitor's choice: the page's <head> script applies the
 * remembered mode before the first paint and flips it at every tap on the toggle (marked
 * `colourModeToggleAttribute`); the toggle's island only shows the change (src/islands/ThemeToggle.tsx).
 */
export const colourModeToggleAttribute = 'data-colour-mode-toggle';

/** The mode on the page now: what the <head> script or the last toggle set; dark otherwise. */
export function currentColourMode(root: HTMLElement = document.documentElement): ColourMode {
  const mode = root.getAttribute(rootAttributes.colourMode);
  return isColourMode(mode) ? mode : 'dark';
}

/** Shows a mode: the page's colours and the browser's own (`theme-color`). */
function show(mode: ColourMode, root: HTMLElement) {
  root.setAttribute(rootAttributes.colourMode, mode);
  root.ownerDocument
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', themeColour[mode]);
}

/** Before the first paint: the remembered mode, if any (storage blocked: dark, and the page works the same). */
export function applyRememberedColourMode(root: HTMLElement = document.documentElement): void {
  try {
    const mode = localStorage.getItem(colourModeKey);
    if (isColourMode(mode)) show(mode, root);
  } catch {}
}

/** Applies a mode to the page and remembers it for the next visit. */
export function setColourMode(mode: ColourMode, root: HTMLElement = document.documentElement): void {
  // No transition starts while the page takes its new colours (`rootAttributes.colourModeSwitch`).
  root.setAttribute(rootAttributes.colourModeSwitch, '');
  afterNextFrame(
    () => root.removeAttribute(rootAttributes.colourModeSwitch),
    root.ownerDocument.defaultView!,
  );
  show(mode, root);
  try {
    localStorage.setItem(colourModeKey, mode);
  } catch {
    // Storage can be blocked (private modes, policies): the mode still applies to this page.
  }
}

/** Flips between dark and light; returns the new mode. */
export function toggleColourMode(root: HTMLElement = document.documentElement): ColourMode {
  const next: ColourMode = currentColourMode(root) === 'dark' ? 'light' : 'dark';
  setColourMode(next, root);
  return next;
}
