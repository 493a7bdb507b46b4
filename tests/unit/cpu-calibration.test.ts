import { describe, expect, it } from 'vitest';
import {
  calibrate,
  controlVerdict,
  hostVerdict,
  isStarved,
  leastBenchmarkIndex,
  mostStolenShare,
  needsControl,
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

describe('the control of a run that broke a timing budget', () => {
  const run = (host: string, timingFailures: string[]) => ({ host, cpuSlowdown: 5.8, timingFailures });

  it('is wanted when the host raised no doubt, or was faster than calibrated, and never without a failure', () => {
    expect(needsControl(run('', ['TBT 60 ms > 50 ms']))).toBe(true);
    expect(needsControl(run(hostVerdict(2719, 5.8), ['TBT 215 ms > 50 ms']))).toBe(true);
    expect(needsControl(run(hostVerdict(900, 4), ['TBT 215 ms > 50 ms']))).toBe(false);
    expect(needsControl(run('', []))).toBe(false);
  });

  it("sets the run aside when the page's plain copy broke every budget it broke", () => {
    const verdict = controlVerdict(run('', ['performance 96 < 100', 'TBT 60 ms > 50 ms']), [
      'TBT 70 ms > 50 ms',
      'performance 95 < 100',
    ]);
    expect(verdict).toBe(
      "host starved: at 5.8× the page's content alone, as plain HTML, broke TBT 70 ms > 50 ms, performance 95 < 100",
    );
    expect(isStarved(verdict)).toBe(true);
  });

  it('says, for a host faster than calibrated, how much gentler the slowdown was than its index calls for', () => {
    const verdict = controlVerdict(run(hostVerdict(2719, 5.8), ['TBT 215 ms > 50 ms']), [
      'TBT 238 ms > 50 ms',
    ]);
    expect(verdict).toBe(
      "host starved: at 5.8× (index 2,719 calls for 9.1×, not 5.8×) the page's content alone, as plain HTML, broke TBT 238 ms > 50 ms",
    );
    expect(isStarved(verdict)).toBe(true);
  });

  it("keeps the run's own verdict, and its failures the site's, when the copy kept any budget the run broke", () => {
    expect(
      controlVerdict(run('', ['performance 96 < 100', 'TBT 60 ms > 50 ms']), ['TBT 70 ms > 50 ms']),
    ).toBe('');
    const faster = hostVerdict(2719, 5.8);
    expect(controlVerdict(run(faster, ['TBT 215 ms > 50 ms']), [])).toBe(faster);
    expect(isStarved(faster)).toBe(false);
  });
});
