import { describe, expect, it } from 'vitest';
import { showToast, subscribeToToasts, toToast, toastRole } from '../../src/lib/browser/toast-store.ts';

describe('toast defaults', () => {
  it("fill in the spec's: five seconds, bottom centre, info", () => {
    expect(toToast({ title: 'Hi' })).toMatchObject({ duration: 5000, position: 'bottom', status: 'info' });
  });

  it('keep what the caller chose', () => {
    const chosen = { title: 'Hi', duration: 800, position: 'top-left', status: 'error' } as const;
    expect(toToast(chosen)).toMatchObject(chosen);
  });

  it('keeps a null duration (stay until closed) and gives every toast its own id', () => {
    const a = toToast({ title: 'A', duration: null });
    const b = toToast({ title: 'B' });
    expect(a.duration).toBeNull();
    expect(a.id).not.toBe(b.id);
  });
});

describe('showToast', () => {
  it('holds toasts raised before anyone listens, then delivers them in order', () => {
    showToast({ title: 'early one' });
    showToast({ title: 'early two' });
    const seen: string[] = [];
    const unsubscribe = subscribeToToasts((toast) => seen.push(toast.title));
    showToast({ title: 'late' });
    unsubscribe();
    expect(seen).toEqual(['early one', 'early two', 'late']);
  });
});

describe('toastRole', () => {
  it('interrupts for errors and warnings only', () => {
    expect(toastRole('error')).toBe('alert');
    expect(toastRole('warning')).toBe('alert');
    expect(toastRole('success')).toBe('status');
    expect(toastRole('info')).toBe('status');
    expect(toastRole('loading')).toBe('status');
  });
});
