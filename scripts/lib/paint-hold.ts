/**
 * A first paint that the browser held back, not the page. Chromium's display compositor (viz) stops
 * sending a page BeginFrames while the frames it sent before wait undrawn (or while the page looks
 * unresponsive), and then sends one a second: a page ready to paint at 0.3 s paints at 1.2 or 2.2 s.
 * Lighthouse's simulation starts from the paint it observed, so in such a run the Speed Index, and
 * where the page's tasks fall against its first paint (TBT), are the browser's and not the page's.
 * Upstream: https://github.com/GoogleChrome/lighthouse/issues/17148 (open; it reproduces on PSI).
 * Here it held most visits, first and later, for 1 or 2 s in Chromium 156 launched with
 * chrome-launcher's defaults; the same page, in a Chromium that Puppeteer launched, paints at 0.3 s.
 *
 * It is read from viz's own record of each decision (trace category `viz`). A trace without any
 * such record means Chromium no longer writes them this way, and a hold would pass unseen: that
 * throws. Remove this file once the upstream issue is fixed in the Chromium that Debian ships.
 */

/** The trace category that records viz's BeginFrame decisions (Lighthouse's `additionalTraceCategories`). */
export const paintHoldTraceCategory = 'viz';

/** Viz's reasons for withholding a BeginFrame from a client that asked for one. */
const withholdingReasons = new Set([
  'ThrottleUndrawnFrames',
  'ThrottleUnresponsiveClient',
  'StopUnresponsiveClient',
]);

/** A hold this long says the browser, not the page, chose when the first paint came (a frame is 16.7 ms). */
export const leastHeldPaintMs = 250;

const heldPaint = 'first paint held by the browser';

interface TraceEvent {
  name: string;
  ts: number;
  args?: object;
}

/**
 * For how long (ms) viz withheld BeginFrames between the trace times `fromUs` and `toUs`
 * (microseconds, the trace's clock): from the first withheld frame to the last; 0 if none was.
 */
export function paintHeldMs(events: readonly TraceEvent[], fromUs: number, toUs: number): number {
  const decisions = events.filter((event) => event.name === 'SendBeginFrameDecision');
  if (decisions.length === 0)
    throw new Error(
      'scripts/lib/paint-hold.ts: the trace records no viz SendBeginFrameDecision. This Chromium no ' +
        'longer writes them as Chromium 156 did, so a first paint held back by the browser ' +
        '(GoogleChrome/lighthouse#17148) would go unseen: update or remove the check.',
    );
  const withheld = decisions.filter(({ ts, args }) => {
    const decision = args as { reason?: unknown; should_send?: unknown } | undefined;
    return (
      ts >= fromUs &&
      ts <= toUs &&
      decision?.should_send === false &&
      withholdingReasons.has(String(decision.reason))
    );
  });
  return withheld.length > 0 ? (withheld.at(-1)!.ts - withheld[0]!.ts) / 1000 : 0;
}

/** Why a run whose first paint was held `heldMs` says nothing of the page's timings; '' when it does. */
export const paintHoldVerdict = (heldMs: number) =>
  heldMs >= leastHeldPaintMs
    ? `${heldPaint}: BeginFrames withheld for ${Math.round(heldMs).toLocaleString('en')} ms before its first contentful paint (GoogleChrome/lighthouse#17148)`
    : '';

/** A verdict of `paintHoldVerdict`'s. */
export const isHeldPaint = (verdict: string) => verdict.startsWith(heldPaint);
