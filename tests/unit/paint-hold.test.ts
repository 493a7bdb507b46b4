import { describe, expect, it } from 'vitest';
import {
  isHeldPaint,
  leastHeldPaintMs,
  paintHeldMs,
  paintHoldVerdict,
} from '../../scripts/lib/paint-hold.ts';

/** Viz's record of one BeginFrame decision, `ms` into the trace. */
const decision = (ms: number, reason: string, shouldSend: boolean) => ({
  name: 'SendBeginFrameDecision',
  ts: ms * 1000,
  args: { reason, should_send: shouldSend },
});
/** Frames every 16.7 ms from `fromMs` to `toMs`, each decided as `reason`. */
const frames = (fromMs: number, toMs: number, reason: string, shouldSend: boolean) =>
  Array.from({ length: Math.floor((toMs - fromMs) / 16.7) + 1 }, (_, i) =>
    decision(fromMs + i * 16.7, reason, shouldSend),
  );

describe('paintHeldMs', () => {
  it('measures the BeginFrames withheld between navigation and first paint, as traced in a held run', () => {
    // As Chromium 156 traced a held later visit: sent until 230 ms, then withheld for 2 s.
    const trace = [
      ...frames(0, 220, 'SendFrameTiming', true),
      ...frames(233, 2233, 'ThrottleUndrawnFrames', false),
      ...frames(2240, 2600, 'SendDefault', true),
    ];
    const held = paintHeldMs(trace, 0, 2_262_000);
    expect(held).toBeGreaterThan(1980);
    expect(held).toBeLessThanOrEqual(2000);
  });

  it('counts every reason viz withholds a frame from an unresponsive or undrawn client', () => {
    for (const reason of ['ThrottleUndrawnFrames', 'ThrottleUnresponsiveClient', 'StopUnresponsiveClient'])
      expect(paintHeldMs([decision(100, reason, false), decision(1100, reason, false)], 0, 2e6)).toBe(1000);
  });

  it('leaves out frames the page did not ask for, frames sent, and frames outside the window', () => {
    const trace = [
      ...frames(100, 1100, 'StopNotRequested', false),
      ...frames(100, 1100, 'ThrottleRequested', false),
      ...frames(100, 1100, 'SendDefault', true),
      decision(50, 'ThrottleUndrawnFrames', false),
      decision(1500, 'ThrottleUndrawnFrames', false),
    ];
    expect(paintHeldMs(trace, 100_000, 1_200_000)).toBe(0);
  });

  it('fails loudly on a trace without viz decisions, where a hold could not be seen', () => {
    expect(() => paintHeldMs([{ name: 'RunTask', ts: 0 }], 0, 1e6)).toThrow(/SendBeginFrameDecision/);
  });
});

describe('paintHoldVerdict', () => {
  it('sets a run aside from a hold the length of a few frames up, not below', () => {
    expect(paintHoldVerdict(0)).toBe('');
    expect(paintHoldVerdict(leastHeldPaintMs - 1)).toBe('');
    const verdict = paintHoldVerdict(2000);
    expect(verdict).toContain('2,000 ms');
    expect(verdict).toContain('lighthouse#17148');
    expect(isHeldPaint(verdict)).toBe(true);
    expect(isHeldPaint(paintHoldVerdict(leastHeldPaintMs))).toBe(true);
  });

  it('is not mistaken for a host verdict', () => {
    expect(isHeldPaint('host starved: index 900 calls for 2.1×, not 4.0×')).toBe(false);
    expect(isHeldPaint('')).toBe(false);
  });
});
