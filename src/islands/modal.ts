import { useEffect, useSyncExternalStore, type KeyboardEvent } from 'react';
import { modalFocusable } from '../lib/first-response.ts';
import { rootAttributes } from '../styles/root-attributes.ts';

/**
 * What the islands that open a full-screen modal <dialog> (the menu, the screenshot viewer)
 * share: whether they have hydrated, focus that stays inside, the page behind that stays still,
 * and closing on a restore from the back/forward cache. Each opens and closes the dialog itself
 * and keeps its own state following the dialog, so that one the page's first-response script
 * opened while the island woke is simply found open.
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

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's controls. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(modalFocusable)];
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

/**
 * Opens the dialog as a modal, the page behind it held still (`dialogIsOpen` in
 * src/styles/root-state.ts). Held first: `showModal()` restyles the whole page (inert behind the
 * dialog), and the hold joins that one restyle instead of causing another.
 */
export function showModalHeld(dialog: HTMLDialogElement): void {
  document.documentElement.setAttribute(rootAttributes.dialogOpen, '');
  dialog.showModal();
}

/**
 * Release the page in the same task that closes the dialog: the browser returns focus to the page
 * at once, while the dialog's `close` event comes a task later.
 */
export function releasePageBehind(): void {
  document.documentElement.removeAttribute(rootAttributes.dialogOpen);
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
