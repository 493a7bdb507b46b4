import { pageFadeKey } from './preferences.ts';
import { rootAttributes } from '../../styles/root-attributes.ts';
import { motionMs } from '../../styles/tokens.ts';

/**
 * A leaving page navigates when its fade has finished. Where animations do not run (a hidden tab),
 * it never finishes: from the moment it starts, the page looks this often whether it has moved,
 * and leaves once it has not (or at once, once the tab is hidden).
 */
const stallCheckMs = motionMs.pageFade * 2;

/**
 * The page fades, the same in every engine (cross-document view transitions are not in every
 * engine, and their fades cannot be seen in the page): an in-site link click fades the page content
 * out (src/styles/page-fades.css.ts) and navigates once that fade has finished, while the next page
 * is fetched underneath; the next page, told so through sessionStorage, fades in. So does a page
 * reached by Back or Forward (the page left that way cannot fade out: the browser gives no moment for
 * it). Run from the <head> script, so that the arriving page is marked before its first paint.
 * Visitors who ask for reduced motion get none of it.
 *
 * - Storage blocked: no fade in after a link; the page shows at once.
 * - Other sites, anchors within this page, new tabs and downloads are left to the browser, and so
 *   is a click something else has answered (an island opening its viewer, say).
 * - The next page downloads during the fade (a prefetch hint), where the engine prefetches.
 * - No fade (none running), or a hidden tab: the page leaves at once. The guard counts from the
 *   moment the fade starts, not from the click (a busy machine may start it late).
 * - Shown again from the back/forward cache, the page that had faded out fades back in; a layout
 *   read in between makes the fade start anew even where it had run before.
 */
export function fadePageChanges(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const root = document.documentElement;
  const enter = () => {
    root.removeAttribute(rootAttributes.pageLeave);
    root.setAttribute(rootAttributes.pageEnter, '');
  };
  let cameFromFade = false;
  try {
    cameFromFade = sessionStorage.getItem(pageFadeKey) !== null;
    sessionStorage.removeItem(pageFadeKey);
  } catch {
    // No fade in.
  }
  const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (cameFromFade || arrival?.type === 'back_forward') enter();

  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || !plainClick) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    event.preventDefault();
    if (root.hasAttribute(rootAttributes.pageLeave)) return;
    const destination = link.href;
    try {
      sessionStorage.setItem(pageFadeKey, '1');
    } catch {
      // The next page shows at once.
    }
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = destination;
    document.head.append(hint);
    root.setAttribute(rootAttributes.pageLeave, '');
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      location.assign(destination);
    };
    const fades = document.querySelector('main')?.getAnimations() ?? [];
    const [fade] = fades;
    if (!fade || document.hidden) return leave();
    void Promise.all(fades.map((each) => each.finished)).then(leave, leave);
    let seen: number | null = -1;
    const guard = () => {
      const now = fade.currentTime === null ? null : Number(fade.currentTime);
      if (document.hidden || now === seen) return leave();
      seen = now;
      setTimeout(guard, stallCheckMs);
    };
    void fade.ready.then(() => setTimeout(guard, stallCheckMs));
    document.addEventListener('visibilitychange', () => document.hidden && leave());
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    root.removeAttribute(rootAttributes.pageEnter);
    void document.body.offsetWidth;
    enter();
  });
}
