import type { ClientDirective } from 'astro';
import { fetchIslandCodeWhenIdle } from '../lib/browser/island-code.ts';
import { afterNextFrame } from '../lib/browser/next-frame.ts';

/** A pointer over the island (`pointermove`: one that rested there before it listened), a touch, focus, a key. */
const reaching = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How long a press keeps its island asleep when no click ends it (a long press, a scroll). */
export const pressWaitMs = 500;

/**
 * `client:interaction` hydrates an island when the visitor first reaches for it: a pointer over it,
 * a touch, keyboard focus inside it, or either already there when the island attaches. Until then
 * the page runs none of its JavaScript, not even React. Its value may add, space-separated: `#id`,
 * an element watched the same way (a static list the island enhances); `visible`, the island scrolled
 * into view by the visitor (a thumb scrolls to a gallery before it taps one); any other word, a
 * window event (`client:interaction="#work-list toast-requested"`).
 *
 * What a control does before its island has woken is the platform's (a link leads on, a popover
 * opens) or the page's <head> script's (src/lib/browser/head-script.ts), and no island's button
 * waits for its island to do what it says. A touch or a key wakes the island only once the browser
 * has drawn its next frame, which then shows that first response; a finger waits for its click
 * first (a frame or more after it lifts, or `pressWaitMs`), so that the island's start-up, one long
 * task, never stands before the click.
 */
const interaction: ClientDirective = (load, { value }, island) => {
  fetchIslandCodeWhenIdle();
  // A bare `client:interaction` arrives as `true`; a value as its string.
  const words = typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
  const ids = words.flatMap((word) => (word.startsWith('#') ? [document.getElementById(word.slice(1))] : []));
  const watched = [island, ...ids].filter((element) => element !== null);
  const asleep = new AbortController();
  const { signal } = asleep;

  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  const wake = (event?: Event) => {
    if (signal.aborted) return;
    asleep.abort();
    const startNextFrame = () => afterNextFrame(() => void start());
    // A finger sends `pointerover` too, just before `pointerdown`: it is a press, not a hover.
    const finger =
      event?.type === 'touchstart' || (event as PointerEvent | undefined)?.pointerType === 'touch';
    if (finger || event?.type === 'pointerdown') {
      const ended = () => (window.clearTimeout(deadline), clicked.abort(), startNextFrame());
      const [clicked, deadline] = [new AbortController(), window.setTimeout(() => ended(), pressWaitMs)];
      for (const name of ['click', 'pointercancel'])
        window.addEventListener(name, ended, { capture: true, signal: clicked.signal });
    } else if (!event || event instanceof PointerEvent) void start();
    else startNextFrame();
  };

  for (const element of watched)
    for (const name of reaching) element.addEventListener(name, wake, { passive: true, signal });
  for (const word of words.filter((word) => !word.startsWith('#') && word !== 'visible'))
    window.addEventListener(word, wake, { signal });
  if (words.includes('visible')) {
    // Once the visitor scrolls. The island element has no box (display: contents): what it holds does.
    const seen = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
    );
    const scrolled = () => [...island.children].forEach((child) => seen.observe(child));
    window.addEventListener('scroll', scrolled, { once: true, passive: true, signal });
    signal.addEventListener('abort', () => seen.disconnect());
  }
  // Reached for before it could listen (a slow page, parsed while the visitor moved or tabbed).
  if (watched.some((element) => element.matches(':hover'))) wake();
  else if (watched.some((element) => element.matches(':focus-within'))) wake(new FocusEvent('focusin'));
};

export default interaction;
