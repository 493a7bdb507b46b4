import type { ClientDirective } from 'astro';
import { fallbackHrefAttribute } from '../lib/island-fallback.ts';

/** What counts as a visitor reaching for an island. */
const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction` hydrates an island when the visitor first reaches for it: pointer over
 * it, a touch, or keyboard focus inside it. Its value may name more triggers, space-separated:
 * `#id` watches that element the same way (a static list the island enhances), any other word
 * is a window event that wakes it (`client:interaction="#work-list toast-requested"`). Until
 * then the page runs none of its JavaScript — not even React — so nothing competes with the
 * first render.
 *
 * A click that lands while the island is still loading (a quick tap) is held back and replayed
 * on the same element once it has hydrated (or failed to), so no first click is lost or doubled.
 * If the island's script fails to load, its controls that name a fallback
 * (`fallbackHrefAttribute`) lead there from then on, the replayed click included.
 */
const interaction: ClientDirective = (load, options, island) => {
  // A bare `client:interaction` arrives as `true`; a value as its string.
  const value: unknown = options.value;
  const words = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
  const windowEvents = words.filter((word) => !word.startsWith('#'));
  const watched = [
    island,
    ...words.flatMap((word) => (word.startsWith('#') ? [document.getElementById(word.slice(1))] : [])),
  ].filter((element): element is HTMLElement => element !== null);
  let clicked: HTMLElement | null = null;
  // A control clicked while the island loads (even on an icon inside it): its default action
  // waits, and the click is replayed on it once the island has hydrated, or has failed to, so
  // the island's own handler decides (a menu control opens the menu instead of following its
  // fallback link).
  const deferClick = (event: Event) => {
    const target =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button, a, input, select, textarea, summary, [role="button"]')
        : null;
    if (!target || !event.isTrusted) return;
    // A modified or middle click (a new tab, say) is the browser's to handle, not replayed.
    const plain =
      event instanceof MouseEvent &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey;
    if (!plain) return;
    clicked = target;
    event.preventDefault();
  };

  // Astro's loader raises this on the island when its script fails (after one retry).
  let failed = false;
  island.addEventListener('astro:hydration-error', () => (failed = true), { once: true });
  const followFallback = (event: Event) => {
    const control =
      event.target instanceof Element ? event.target.closest(`[${fallbackHrefAttribute}]`) : null;
    const destination = control?.getAttribute(fallbackHrefAttribute);
    if (destination) location.assign(destination);
  };

  const start = async () => {
    for (const element of watched) {
      for (const name of interactionEvents) element.removeEventListener(name, start);
    }
    for (const name of windowEvents) window.removeEventListener(name, start);
    island.addEventListener('click', deferClick, { capture: true });
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      island.removeEventListener('click', deferClick, { capture: true });
      if (failed) island.addEventListener('click', followFallback);
      const target = clicked as HTMLElement | null;
      if (target?.isConnected) target.click();
    }
  };

  for (const element of watched) {
    for (const name of interactionEvents) element.addEventListener(name, start, { passive: true });
  }
  for (const name of windowEvents) window.addEventListener(name, start, { once: true });
};

export default interaction;
