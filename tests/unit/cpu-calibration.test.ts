import { describe, expect, it } from 'vitest';
import {
  calibrate,
  hostVerdict,
  leastBenchmarkIndex,
  mostStolenShare,
  stealVerdict,
  stolenShare,
} from '../../scripts/lib/cpu-calibration.ts';

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
});

describe('hostVerdict', () => {
  it('has nothing to say of a run calibrated for its host', () => {
    expect(hostVerdict(1533, 4)).toBe('');
    expect(hostVerdict(900, calibrate(900)!.slowdown)).toBe('');
  });

  it('names a host too slow for the slowdown used, and the slowdown its index calls for', () => {
    expect(hostVerdict(900, 4)).toBe('host starved: index 900 calls for 2.2×, not 4.0×');
    expect(hostVerdict(100, 1)).toBe(`host starved: index 100, needs ${leastBenchmarkIndex}`);
  });

  it('names a host faster than the slowdown used was calibrated for', () => {
    expect(hostVerdict(2700, 4)).toBe('host faster than calibrated: index 2,700 calls for 9.0×, not 4.0×');
  });

  it('names a host whose CPU went to other machines during the run, beyond a tenth', () => {
    expect(mostStolenShare).toBe(0.1);
    expect(hostVerdict(1533, 4, 0.25)).toBe('host starved: 25 % of the CPU wanted went elsewhere');
    expect(hostVerdict(1533, 4, 0.1)).toBe('');
    // The index speaks first: a run both too slow and robbed is named by its index.
    expect(hostVerdict(900, 4, 0.5)).toMatch(/^host starved: index 900/);
    // A run with no slowdown to check (the hover's desktop) is judged by the CPU stolen alone.
    expect(stealVerdict(0.25)).toBe(hostVerdict(1533, 4, 0.25));
    expect(stealVerdict(0.05)).toBe('');
  });
});

describe('stolenShare', () => {
  it('gives a share, 0 to 1, of the CPU time wanted since it began counting', () => {
    const stolen = stolenShare();
    for (let spin = Date.now(); Date.now() - spin < 50;);
    const share = stolen();
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
