import { describe, expect, it } from 'vitest';
import { calibrate, indexFor, leastBenchmarkIndex } from '../../scripts/lib/cpu-calibration.ts';

describe('calibrate', () => {
  it.each([
    // The calculator's own marks (lighthouse docs/throttling.md links it).
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
  ])('gives an index of %i a slowdown of %i×', (index, slowdown) => {
    expect(calibrate(index)?.slowdown).toBeCloseTo(slowdown, 1);
  });

  it("keeps Lighthouse's default within the range of a host like the one its 4× was set for", () => {
    const [low, high] = calibrate(1533)!.range;
    expect(low).toBeLessThan(4);
    expect(high).toBeGreaterThan(4);
    expect(calibrate(900)!.range[1]).toBeLessThan(4);
  });

  it('has no slowdown for a host no faster than the phone', () => {
    expect(calibrate(leastBenchmarkIndex - 1)).toBeUndefined();
  });

  it('inverts: the index a slowdown is calibrated for', () => {
    for (const index of [200, 800, 1100, 1533, 2700])
      expect(indexFor(calibrate(index)!.slowdown)).toBeCloseTo(index);
  });
});
