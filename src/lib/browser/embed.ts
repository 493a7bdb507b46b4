/**
 * The click-to-load embed (src/components/ProjectEmbed.astro): static markup that this module, run by
 * the page's <head> script, brings to life at the tap on its button, the same before and after the
 * page's islands wake. Nothing is asked of the embedded site before that tap. The frame is created
 * on it and shown once it fires `load`; a site that refuses to be framed fires no error event, so
 * silence past `embedLoadTimeoutMs` (or a load that leaves the frame blank) counts as refused: the
 * frame goes, the preview stays, and a polite note points to the link to the original website. This
 * module is the one writer of the embed's state and of its button's busy state. Its words live in the
 * markup (`data-*` of the status and the button), which the interface's language gives them.
 */

/**
 * How long an embed may take to fire its `load` event before it counts as refused. A site that
 * refuses to be framed fires no error event in any engine, and in some none at all: only its
 * silence tells. Long enough for a slow site on a phone, short enough not to leave the visitor
 * waiting on a blank frame.
 */
export const embedLoadTimeoutMs = 8000;

/** Marks the button that loads an embed: the <head> script answers its tap with `loadEmbed`. */
export const embedLoadAttribute = 'data-embed-load';

/**
 * On the embed's root: what it is doing (`EmbedState`), which its styles follow. Its value at first,
 * "preview", is in the markup; the frame's address, title and sandbox are its `data-*` (`EmbedData`).
 */
export const embedStateAttribute = 'data-embed-state';

/** What the embed is doing: only the preview, loading, shown, or refused by the site. */
export type EmbedState = 'preview' | 'loading' | 'shown' | 'refused';

/** The embed root's `data-*` (as `dataset` names them), written by ProjectEmbed.astro. */
export interface EmbedData {
  embedUrl: string;
  embedTitle: string;
  embedSandbox: string;
}

/** The words the status says (`data-loading`, `data-refused`) and the button's once refused (`data-retry`). */
export interface EmbedWords {
  loading: string;
  refused: string;
  retry: string;
}

/**
 * Whether a frame that fired `load` shows nothing of the embedded site. A cross-origin page
 * cannot be read (`readableUrl` is null): it loaded. A frame the parent can read that is still
 * at about:blank is an engine's empty stand-in for a page it would not show.
 */
export function loadedBlank(readableUrl: string | null): boolean {
  return readableUrl !== null && (readableUrl === '' || readableUrl === 'about:blank');
}

/** The frame's address when the parent may read it (same origin), else null. */
function readableUrl(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentDocument ? frame.contentDocument.URL : null;
  } catch {
    return null;
  }
}

/** The site's host, as the visitor knows it: "www.lymanrentals.ca". */
export function embedHost(url: string): string {
  return new URL(url).host;
}

/** Loads the embed whose button was tapped; a tap while it loads, or once it shows, does nothing. */
export function loadEmbed(button: HTMLElement): void {
  const root = button.closest<HTMLElement>(`[${embedStateAttribute}]`);
  const state = root?.getAttribute(embedStateAttribute) as EmbedState | undefined;
  if (!root || state === 'loading' || state === 'shown') return;
  const data = root.dataset as unknown as EmbedData;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  const words = status.dataset as unknown as EmbedWords;
  const show = (next: EmbedState, said: string) => {
    root.setAttribute(embedStateAttribute, next);
    status.textContent = said;
    if (next === 'loading') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };

  const frame = document.createElement('iframe');
  Object.assign(frame, {
    src: data.embedUrl,
    title: data.embedTitle,
    referrerPolicy: 'strict-origin-when-cross-origin',
    allow: 'fullscreen',
  });
  frame.setAttribute('sandbox', data.embedSandbox);
  const refused = () => {
    frame.remove();
    button.textContent = words.retry;
    show('refused', words.refused);
  };
  const wait = window.setTimeout(refused, embedLoadTimeoutMs);
  frame.addEventListener('load', () => {
    window.clearTimeout(wait);
    if (loadedBlank(readableUrl(frame))) return refused();
    show('shown', '');
    // The button that had focus is hidden now: focus moves into the frame.
    frame.focus();
  });
  show('loading', words.loading);
  // Into the box that holds the preview (the root's first child), behind it until it shows.
  root.firstElementChild!.append(frame);
}
