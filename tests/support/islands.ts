/**
 * Set-up for island tests under jsdom: the visitor asks for reduced motion (islands then skip
 * their animations, so nothing waits on one), and each test's render is unmounted after it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Stands in for jsdom's missing matchMedia: only `prefers-reduced-motion: reduce` matches. */
export function preferReducedMotion(): void {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** Call once at the top of an island's test file. */
export function setUpIslandTests(): void {
  beforeEach(preferReducedMotion);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
