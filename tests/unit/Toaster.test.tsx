// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../src/islands/Toaster.tsx';
import { islandFailedEvent } from '../../src/lib/browser/preferences.ts';
import { showToast, toastPositions, toastStatuses } from '../../src/lib/browser/toast-store.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { setUpIslandTests } from '../support/islands.ts';

// Reduced motion: toasts close at once, without an exit animation to wait for.
setUpIslandTests();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  document.documentElement.removeAttribute(rootAttributes.islandFailed);
});

describe('Toaster', () => {
  it('shows every status with the right role, in the region for its position', () => {
    render(<Toaster />);
    act(() => {
      toastStatuses.forEach((status, index) =>
        showToast({ title: `${status} toast`, status, position: toastPositions[index]! }),
      );
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    toastStatuses.forEach((status, index) => {
      const toast = screen.getByText(`${status} toast`).closest('[data-status]')!;
      expect(toast.getAttribute('data-status')).toBe(status);
      expect(toast.getAttribute('role')).toBe(
        status === 'error' || status === 'warning' ? 'alert' : 'status',
      );
      expect(region.contains(toast)).toBe(true);
      expect(toast.parentElement?.getAttribute('data-position')).toBe(toastPositions[index]);
    });
    expect(region.querySelectorAll('[data-position]')).toHaveLength(6);
  });

  it('closes after five seconds by default', () => {
    render(<Toaster />);
    act(() => void showToast({ title: 'Saved', status: 'success' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses its timer while hovered or focused, and resumes with the time that was left', () => {
    render(<Toaster />);
    act(() => void showToast({ title: 'Hold on' }));
    const toast = screen.getByText('Hold on').closest('[data-status]')!;
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Hold on')).not.toBeNull();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByText('Hold on')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Hold on')).toBeNull();

    act(() => void showToast({ title: 'Focused' }));
    const focused = screen.getByText('Focused').closest('[data-status]')!;
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(focused.isConnected).toBe(true);
  });

  it('closes on its dismiss button', async () => {
    render(<Toaster />);
    act(() => void showToast({ title: 'Bye', duration: null }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    });
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('warns once when an island script failed to load, even before it hydrated', () => {
    document.documentElement.setAttribute(rootAttributes.islandFailed, '');
    render(<Toaster />);
    // The failure came before this island woke: the mark on <html> alone raises the warning.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event(islandFailedEvent)));
    const warnings = screen.getAllByRole('alert');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.textContent).toContain('Part of this page did not load');
    expect(warnings[0]?.textContent).toContain('Everything on it still works');
  });
});
