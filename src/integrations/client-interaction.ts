import type { ClientDirective } from 'astro';
import { islandWakeDeadlineMs } from '../lib/first-response.ts';
import { islandCodeId, listedModules } from '../lib/build/island-code.ts';
import { afterNextFrame } from '../lib/browser/next-frame.ts';
import { contentPainted } from '../lib/browser/content-painted.ts';

/**
 * What counts as a visitor reaching for an island. `pointermove` too: a pointer that came to rest
 * over the island before it could listen sends no `pointerover` when it moves on inside.
 */
const interactionEvents = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const;

/**
 * The page's island code (src/lib/build/island-code.ts), fetched into the HTTP cache once the content has
 * painted, one file in each idle moment: a first tap then waits on no network. Fetched, not
 * preloaded as modules: a module preload also compiles, on the main thread, and that long task
 * would stand between a tap and its response. One file, not as many as the idle deadline allows:
 * each fetch costs the main thread a little, and a callback that fills its deadline (up to 50 ms)
 * is a task a tap arriving then waits behind. Once per page, for the first island; not for a
 * visitor who asked to save data. (Safari has no requestIdleCallback: a task is the next best.)
 */
let islandCodeFetched = false;
function fetchIslandCodeWhenIdle(): void {
  if (islandCodeFetched) return;
  islandCodeFetched = true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const whenIdle = (task: () => void) => {
    if (window.requestIdleCallback) window.requestIdleCallback(task);
    else window.setTimeout(task);
  };
  void contentPainted().then(() => {
    const urls = listedModules(islandCodeId);
    const fetchOne = () => {
      const url = urls.shift();
      if (url === undefined) return;
      // Read to the end, so the whole file lands in the cache; a failure is the tap's to meet.
      void fetch(url, { priority: 'low' })
        .then((response) => response.blob())
        .catch(() => {});
      whenIdle(fetchOne);
    };
    whenIdle(fetchOne);
  });
}

/**
 * How long a press keeps its island asleep when no click ends it: a long press, a finger resting to
 * scroll, or one that moved off before it lifted.
 */
export const pressWaitMs = 500;

/**
 * Calls `then` once the press now down has made its click, been cancelled (a scroll), or begun
 * `pressWaitMs` ago (a finger lifted without a click waits that long too).
 */
function onceClicked(then: () => void): void {
  const ends = ['click', 'pointercancel'] as const;
  const ended = () => {
    window.clearTimeout(deadline);
    for (const name of ends) window.removeEventListener(name, ended, { capture: true });
    then();
  };
  const deadline = window.setTimeout(ended, pressWaitMs);
  for (const name of ends) window.addEventListener(name, ended, { capture: true });
}

/**
 * `client:interaction` hydrates an island when the visitor first reaches for it: pointer over
 * it, a touch, or keyboard focus inside it, or either already there when the island attaches. Its
 * value may name more triggers, space-separated:
 * `#id` watches that element the same way (a static list the island enhances), any other word
 * is a window event that wakes it (`client:interaction="#work-list toast-requested"`). Until
 * then the page runs none of its JavaScript — not even React — so nothing competes with the
 * first render.
 *
 * A click that lands while the island is still loading (a quick tap) is held back and replayed
 * on the same element once it has hydrated (or failed to, or has not within
 * `islandWakeDeadlineMs`), so no first click is lost or doubled, unless the page's first-response
 * script (FirstResponse.astro) has answered it already.
 *
 * A touch or a key press wakes the island only once the browser has drawn its next frame: that
 * frame then shows the first response to the tap, not the island's code starting up. A finger (or
 * pen) waits for its click first (or `pressWaitMs`): the click, which the first response answers,
 * comes a frame or more after the finger lifts, and the island's start-up (one long task, its
 * module evaluated) must not stand before it. A mouse (or a hovering pen) coming over the island
 * wakes it at once (the click is still a while away).
 */
const interaction: ClientDirective = (load, options, island) => {
  fetchIslandCodeWhenIdle();
  // A bare `client:interaction` arrives as `true`; a value as its string.
  const value: unknown = options.value;
  const words = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
  const windowEvents = words.filter((word) => !word.startsWith('#'));
  const watched = [
    island,
    ...words.flatMap((word) => (word.startsWith('#') ? [document.getElementById(word.slice(1))] : [])),
  ].filter((element): element is HTMLElement => element !== null);
  let clicked: HTMLElement | null = null;
  let replayDeadline: number | undefined;
  // Replays the click held back (below) on its control, once: the island's handler, or the
  // control's own default action (a link leads on), decides what it does.
  const replayClick = () => {
    island.removeEventListener('click', deferClick, { capture: true });
    window.clearTimeout(replayDeadline);
    const target = clicked;
    clicked = null;
    if (target?.isConnected) target.click();
  };
  // A control clicked while the island loads (even on an icon inside it): its default action
  // waits, and the click is replayed on it once the island has hydrated, or has failed to, so
  // the island's own handler decides (the embed's button makes its frame). Held no longer than
  // islandWakeDeadlineMs: an island whose script never answers must not swallow a link's click.
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
    if (clicked === null) replayDeadline = window.setTimeout(replayClick, islandWakeDeadlineMs);
    clicked = target;
    event.preventDefault();
  };

  let woken = false;
  const wakeNow = (when: 'now' | 'next frame' | 'once clicked') => {
    if (woken) return;
    woken = true;
    for (const element of watched) {
      for (const name of interactionEvents) element.removeEventListener(name, wake);
    }
    for (const name of windowEvents) window.removeEventListener(name, wake);
    island.addEventListener('click', deferClick, { capture: true });
    const startAfterNextFrame = () => afterNextFrame(() => void start());
    if (when === 'now') void start();
    else if (when === 'next frame') startAfterNextFrame();
    else onceClicked(startAfterNextFrame);
  };
  const wake = (event: Event) => {
    // A finger sends `pointerover` too, just before `pointerdown`: it is a press, not a hover.
    const finger =
      event.type === 'touchstart' || (event instanceof PointerEvent && event.pointerType === 'touch');
    if (finger || event.type === 'pointerdown') wakeNow('once clicked');
    else if (event instanceof PointerEvent) wakeNow('now');
    else wakeNow('next frame');
  };

  const start = async () => {
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      replayClick();
    }
  };

  for (const element of watched) {
    for (const name of interactionEvents) element.addEventListener(name, wake, { passive: true });
  }
  for (const name of windowEvents) window.addEventListener(name, wake, { once: true });
  // Reached for before it could listen (a slow page, parsed while the visitor moved or tabbed):
  // no event is coming for that, so it wakes now.
  if (watched.some((element) => element.matches(':hover'))) wakeNow('now');
  else if (watched.some((element) => element.matches(':focus-within'))) wakeNow('next frame');
};

export default interaction;
