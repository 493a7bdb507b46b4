// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentColourMode, setColourMode, toggleColourMode } from '../../src/lib/browser/colour-mode.ts';
import { colourModeKey } from '../../src/lib/browser/preferences.ts';
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import { themeColour } from '../../src/styles/tokens.ts';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = `<meta name="theme-color" content="${themeColour.dark}">`;
});
afterEach(() => vi.useRealTimers());

describe('colour mode', () => {
  it('is dark unless the page says otherwise', () => {
    expect(currentColourMode()).toBe('dark');
    document.documentElement.dataset.theme = 'nonsense';
    expect(currentColourMode()).toBe('dark');
  });

  it('toggles, remembers the choice and updates the browser chrome colour', () => {
    expect(toggleColourMode()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(colourModeKey)).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      themeColour.light,
    );
    expect(toggleColourMode()).toBe('dark');
    expect(localStorage.getItem(colourModeKey)).toBe('dark');
  });

  it('marks the page as switching until the frame after the flip, so that no transition starts', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const switching = () => document.documentElement.hasAttribute(rootAttributes.colourModeSwitch);
    toggleColourMode();
    expect(switching()).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(switching()).toBe(false);
  });

  it('still applies the mode when storage is blocked', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('blocked');
    };
    try {
      setColourMode('light');
      expect(document.documentElement.dataset.theme).toBe('light');
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
