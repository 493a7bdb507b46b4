import { describe, expect, it } from 'vitest';
import { countLabel, initials } from '../../src/lib/text.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Your Name')).toBe('YN');
    expect(initials('  ana  maria lopez ')).toBe('AL');
  });
  it('takes one letter from a single name', () => {
    expect(initials('Prince')).toBe('P');
  });
});

describe('countLabel', () => {
  it('uses the plural except for one', () => {
    expect(countLabel(7, 'project')).toBe('7 projects');
    expect(countLabel(1, 'project')).toBe('1 project');
    expect(countLabel(0, 'project')).toBe('0 projects');
  });
});
