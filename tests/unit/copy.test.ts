// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedForMs, copyFrom, copyStateAttribute } from '../../src/lib/browser/copy.ts';
import { subscribeToToasts, type Toast } from '../../src/lib/browser/toast-store.ts';

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

/** The e-mail's button: it copies its own value and confirms with a toast titled by its data. */
function emailButton() {
  document.body.innerHTML =
    '<button type="button" data-copy="sam@example.com" data-copied="Address copied" data-failed="Could not copy">Copy</button>';
  return document.querySelector('button')!;
}

afterEach(() => vi.useRealTimers());

describe('copyFrom', () => {
  it('copies, says so from the tap, confirms with a toast, and stops saying so after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const written: string[] = [];
    clipboard(async (text) => void written.push(text));
    const toasts: Toast[] = [];
    const unsubscribe = subscribeToToasts((toast) => toasts.push(toast));
    const button = emailButton();
    const copying = copyFrom(button);
    expect(button.getAttribute(copyStateAttribute)).toBe('copying');
    expect(await copying).toBe('copied');
    expect(written).toEqual(['sam@example.com']);
    expect(toasts).toMatchObject([
      { status: 'success', title: 'Address copied', description: 'sam@example.com' },
    ]);
    vi.advanceTimersByTime(copiedForMs);
    expect(button.hasAttribute(copyStateAttribute)).toBe(false);
    unsubscribe();
  });

  it('says so when the browser refuses, with the text to copy by hand', async () => {
    clipboard(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const toasts: Toast[] = [];
    const unsubscribe = subscribeToToasts((toast) => toasts.push(toast));
    const button = emailButton();
    expect(await copyFrom(button)).toBe('failed');
    expect(button.getAttribute(copyStateAttribute)).toBe('failed');
    expect(toasts).toMatchObject([
      { status: 'error', title: 'Could not copy', description: 'It is sam@example.com.' },
    ]);
    unsubscribe();
  });
});
