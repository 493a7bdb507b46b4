import { showToast } from './toast-store.ts';

/**
 * The copy buttons: the e-mail address on /contact and each code block's (src/components/
 * CopyEmail.astro, CodeBlock.astro). Static buttons: the page's <head> script, bundled from this
 * module, answers their taps (src/lib/browser/head-script.ts). Copying needs script, so without it
 * they are not shown.
 */

/** Marks a copy button; its value is the text it copies, or empty: its code block's `<pre>`. */
export const copyAttribute = 'data-copy';

/**
 * Marks a code block: its button copies its `<pre>`, and its `role="status"` element then reads out
 * its `data-copied` or `data-failed` text. A button in no block confirms with a toast instead, titled
 * by its own `data-copied` or `data-failed`: the words live with the component.
 */
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
  if (status) status.textContent = status.dataset[outcome] ?? '';
  else
    showToast({
      status: outcome === 'copied' ? 'success' : 'error',
      title: button.dataset[outcome] ?? '',
      description: outcome === 'copied' ? text : `It is ${text}.`,
    });
  window.setTimeout(() => {
    button.removeAttribute(copyStateAttribute);
    if (status) status.textContent = '';
  }, copiedForMs);
  return outcome;
}
