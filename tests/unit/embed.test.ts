import { describe, expect, it } from 'vitest';
import { embedHost, loadedBlank } from '../../src/lib/browser/embed.ts';

describe('loadedBlank', () => {
  it('counts an unreadable (cross-origin) frame as loaded', () => {
    expect(loadedBlank(null)).toBe(false);
  });
  it('counts a readable frame left at about:blank as showing nothing', () => {
    expect(loadedBlank('about:blank')).toBe(true);
    expect(loadedBlank('')).toBe(true);
  });
  it('counts a readable page with an address as loaded', () => {
    expect(loadedBlank('https://example.com/')).toBe(false);
  });
});

describe('embedHost', () => {
  it('names the host only', () => {
    expect(embedHost('https://www.lymanrentals.ca/path?q=1')).toBe('www.lymanrentals.ca');
  });
});
