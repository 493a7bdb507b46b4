import { useEffect, useSyncExternalStore, type KeyboardEvent } from 'react';

/**
 * What the islands with a full-screen dialog (the menu, the screenshot viewer) share: whether they
 * have hydrated, focus that stays inside, and closing on a restore from the back/forward cache. The
 * page behind holds still through CSS while either is open (`pageBehindHeld`, src/styles/root-state.ts).
 */

const noSubscription = () => () => {};

/** False while hydrating (the server's markup, links that work without script), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What Tab moves between inside a dialog. */
const focusable = 'a[href], button:not([disabled])';

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's controls. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Restored from the back/forward cache with the dialog open: `close` it. */
export function useCloseWhenRestored(close: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [close]);
}
