import { describe, expect, it } from 'vitest';
import { ringNeighbours, sortByOrder } from '../../src/lib/content/ordering.ts';

const entry = (id: string, order: number) => ({
  id,
  filePath: `projects/${id}.mdx`,
  data: { order },
});

describe('sortByOrder', () => {
  it('sorts by the order field, not by file name', () => {
    const sorted = sortByOrder([entry('b', 3), entry('c', 1), entry('a', 2)]);
    expect(sorted.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });

  it('fails on a shared order number, naming both files and the field', () => {
    expect(() => sortByOrder([entry('one', 1), entry('two', 2), entry('dup', 2)])).toThrow(
      'projects/dup.mdx: order: order 2 is already used by projects/two.mdx',
    );
  });
});

describe('ringNeighbours', () => {
  const ring = ['a', 'b', 'c'];

  it('links the first back to the last and the last on to the first', () => {
    expect(ringNeighbours(ring, 0)).toEqual({ previous: 'c', next: 'b' });
    expect(ringNeighbours(ring, 1)).toEqual({ previous: 'a', next: 'c' });
    expect(ringNeighbours(ring, 2)).toEqual({ previous: 'b', next: 'a' });
  });

  it('gives a single project no neighbours: it would only link to itself', () => {
    expect(ringNeighbours(['only'], 0)).toEqual({});
  });

  it('gives each of two projects the other as Next only, not as Previous as well', () => {
    expect(ringNeighbours(['a', 'b'], 0)).toEqual({ next: 'b' });
    expect(ringNeighbours(['a', 'b'], 1)).toEqual({ next: 'a' });
  });

  it('refuses a position outside the list', () => {
    expect(() => ringNeighbours(ring, 3)).toThrow(RangeError);
    expect(() => ringNeighbours([], 0)).toThrow(RangeError);
  });
});
