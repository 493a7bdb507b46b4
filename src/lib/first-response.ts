/**
 * The first response to a tap, before the control's island has woken. Islands run no code before
 * the visitor reaches for them, and React takes a phone about 100 ms to start (React, then the
 * island); a tap must show its answer within a frame or two. So the page's <head> script
 * (FirstResponse.astro) answers the first tap itself, with the same DOM the island would touch,
 * and the island, once awake, takes over from the state it finds:
 *
 * - `theme`: flips the colour mode (as `toggleColourMode` does) and remembers it.
 * - `menuOpen` / `menuClose`: opens the menu's modal dialog (server-rendered, complete) and closes
 *   it; Escape closes it natively. Tab wraps around inside it, as in the island's. The menu island
 *   adopts an open dialog.
 * - `viewerOpen`: opens the screenshot viewer's dialog, marking which screenshot was chosen
 *   (`openingAttribute`); it shows a spinner until the island fills it. Were the island's script to
 *   fail, the thumbnail's own link (the full-size image) is followed instead, at once when the failure
 *   came before the tap.
 * - `copy`: copies the address, marks the button copying at once and then with the outcome
 *   (`copyStateAttribute`, for two seconds, and `copyOutcomeAttribute` until the island has
 *   reported it); the island, awake, raises the toast for it, however late it wakes. A code block's
 *   copy button belongs to no island: the script answers every tap on it, copying the text of the
 *   block's `<pre>` and saying so in the block's polite status (`codeBlockAttribute`).
 * - `embedLoad`: shows the button busy (`aria-busy`) and lets the click through, for the island to
 *   replay once awake: the frame is the island's to make.
 *
 * Each applies only while the control's island sleeps (Astro's `ssr` marker); then React handles it.
 * A control in no island is always answered by the script.
 */

/** The attribute naming a control's first response (one of `firstResponses`). */
export const firstResponseAttribute = 'data-first-response';

export const firstResponses = {
  theme: 'theme',
  menuOpen: 'menu-open',
  menuClose: 'menu-close',
  viewerOpen: 'viewer-open',
  copy: 'copy',
  embedLoad: 'embed-load',
} as const;

export type FirstResponse = (typeof firstResponses)[keyof typeof firstResponses];

/** Props that mark a control with its first response. */
export const firstResponse = (kind: FirstResponse) => ({ [firstResponseAttribute]: kind });

/**
 * A control answered while its island sleeps gives way to what works without the island (the
 * thumbnail's full-size image, an embed no longer busy) if the island has not woken this long after
 * the tap, as when its script fails: a request that never answers fails no other way.
 */
export const islandWakeDeadlineMs = 10_000;

/** The id of the menu's dialog (one menu per page), which its control names with aria-controls. */
export const menuDialogId = 'site-menu';

/**
 * What Tab moves between inside a modal dialog, where Tab and Shift+Tab wrap around instead of
 * leaving for the browser's own controls: the islands' dialogs (src/islands/modal.ts) and, while
 * they sleep, the same dialogs opened by the first-response script.
 */
export const modalFocusable = 'a[href], button:not([disabled])';

/** On a viewer dialog opened before its island woke: the position of the screenshot chosen. */
export const openingAttribute = 'data-opening';

/**
 * On the copy button: "copying" from the tap (it shows as copied: the write almost never fails,
 * and waiting for it would wait behind the island starting up), then "copied" or "failed", what
 * the copy did; absent otherwise.
 */
export const copyStateAttribute = 'data-copy-state';

/**
 * On the copy button: the outcome of a copy the <head> script made ("copied" or "failed"), kept
 * until the island, awake, has raised the toast for it, however late it wakes.
 */
export const copyOutcomeAttribute = 'data-copy-outcome';

/** How long the copy button says it copied. */
export const copiedForMs = 2000;

/** Dispatched (bubbling) on the copy button when a copy the <head> script began has settled. */
export const copySettledEvent = 'copy-settled';

/** The copy button's id: the toast island wakes as the visitor reaches for it, to show its toast. */
export const copyButtonId = 'copy-email';

/** The address the copy button copies. */
export const copyTextAttribute = 'data-copy-text';

/**
 * Marks a code block (src/components/CodeBlock.astro): its copy button copies the text of the
 * block's `<pre>`, and the block's `role="status"` element then reads out its `data-copied` or
 * `data-failed` text, the words living with the component.
 */
export const codeBlockAttribute = 'data-code-block';
