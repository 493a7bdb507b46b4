import { describe, expect, it } from 'vitest';
import { isCurrent, joinBase, projectPath } from '../../src/lib/content/urls.ts';

describe('joinBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/work', '/work'],
    ['/', 'work/quote-kong', '/work/quote-kong'],
    ['/portfolio/', '/', '/portfolio/'],
    ['/portfolio/', '/work', '/portfolio/work'],
    ['/portfolio', '/about', '/portfolio/about'],
    ['/portfolio/', '/resume.pdf', '/portfolio/resume.pdf'],
  ])('joinBase(%j, %j) is %j', (base, path, expected) => {
    expect(joinBase(base, path)).toBe(expected);
  });

  it('never produces a double slash', () => {
    expect(joinBase('/portfolio//', '//work')).toBe('/portfolio/work');
  });
});

describe('projectPath', () => {
  it('puts a project under /work', () => {
    expect(projectPath('quote-kong')).toBe('/work/quote-kong');
  });
});

describe('isCurrent', () => {
  it('matches a page whatever its trailing slash or .html', () => {
    expect(isCurrent('/portfolio/work.html', '/portfolio/work')).toBe(true);
    expect(isCurrent('/portfolio/work/', '/portfolio/work')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it('does not match a different page', () => {
    expect(isCurrent('/work/quote-kong', '/work')).toBe(false);
    expect(isCurrent('/about', '/')).toBe(false);
  });
});
