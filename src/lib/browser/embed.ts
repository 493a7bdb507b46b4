/** Pure rules of the click-to-load embed (src/islands/EmbedLoader.tsx). */

/**
 * How long an embed may take to fire its `load` event before it counts as refused. A site that
 * refuses to be framed fires no error event in any engine, and in some none at all: only its
 * silence tells. Long enough for a slow site on a phone, short enough not to leave the visitor
 * waiting on a blank frame.
 */
export const embedLoadTimeoutMs = 8000;

/** Marks the button that loads an embed: the <head> script shows its tap while the island sleeps. */
export const embedLoadAttribute = 'data-embed-load';

/**
 * The first response to a tap on the button before its island has woken: the button busy (a ring
 * turns), as the island shows it loading. The island, woken, is pressed again and loads the frame.
 */
export function showEmbedLoading(button: HTMLElement): void {
  button.setAttribute('aria-busy', 'true');
}

/** An island that failed to wake leaves its embed as it was: no button stays busy. */
export function clearEmbedLoading(page: ParentNode): void {
  for (const button of page.querySelectorAll(`[${embedLoadAttribute}][aria-busy]`))
    button.removeAttribute('aria-busy');
}

/** What the embed is doing: only the preview, loading, shown, or refused by the site. */
export type EmbedState = 'preview' | 'loading' | 'shown' | 'refused';

/**
 * Whether a frame that fired `load` shows nothing of the embedded site. A cross-origin page
 * cannot be read (`readableUrl` is null): it loaded. A frame the parent can read that is still
 * at about:blank is an engine's empty stand-in for a page it would not show.
 */
export function loadedBlank(readableUrl: string | null): boolean {
  return readableUrl !== null && (readableUrl === '' || readableUrl === 'about:blank');
}

/** The site's host, as the visitor knows it: "www.lymanrentals.ca". */
export function embedHost(url: string): string {
  return new URL(url).host;
}
