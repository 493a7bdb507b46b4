import { showToast } from './toast-store.ts';

/**
 * The copy buttons, static (src/components/CopyEmail.astro, CodeBlock.astro): the page's <head>
 * script answers their taps with this module (src/lib/browser/head-script.ts). Without script they
 * are not shown. The words they say live with the components, in `data-copied` and `data-failed`.
 */

/** Marks a copy button; its value is the text it copies, or empty: its code block's `<pre>`. */
export const copyAttribute = 'data-copy';

/** Marks a code block: its `role="status"` says how the copy went; a button in no block raises a toast. */
export const codeBlockAttribute = 'data-code-block';

/**
 * On the button while it says "Copied": "copying" from the tap (the write almost never fails, and a
 * wait for it would be felt), then "copied", or "failed" if it did; gone after `copiedForMs`.
 */
export const copyStateAttribute = 'data-copy-state';

/** How long the button says it copied. */
export const copiedForMs = 2000;

/** The id of the e-mail's copy button: the toast island wakes as the visitor reaches for it. */
export const copyButtonId = 'copy-email';

type Outcome = 'copied' | 'failed';

/** Copies what `button` offers, says so at once, then confirms (its block's status, or a toast). */
export async function copyFrom(button: HTMLElement): Promise<Outcome> {
  const block = button.closest(`[${codeBlockAttribute}]`);
  const text = button.getAttribute(copyAttribute) || (block?.querySelector('pre')?.textContent ?? '');
  button.setAttribute(copyStateAttribute, 'copying');
  let outcome: Outcome = 'copied';
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Refused (no permission, an insecure page) or no clipboard at all.
    outcome = 'failed';
  }
  button.setAttribute(copyStateAttribute, outcome);
  const status = block?.querySelector<HTMLElement>('[role="status"]');
  const [copied, title] = [outcome === 'copied', button.dataset[outcome] ?? ''];
  if (status) status.textContent = status.dataset[outcome] ?? '';
  else
    showToast({ status: copied ? 'success' : 'error', title, description: copied ? text : `It is ${text}.` });
  window.setTimeout(() => {
    button.removeAttribute(copyStateAttribute);
    if (status) status.textContent = '';
  }, copiedForMs);
  return outcome;
}
