/** What an animation that has started gives back to stop it: motion's controls, for one. */
interface Cancellable {
  cancel(): void;
}

/**
 * The animations of one part of a page, one at a time: each starts only once the one before it is
 * cancelled. Started over a running animation, motion stops that one by committing its current
 * frame with WAAPI's `commitStyles()`, a write to the style attribute that WebKit reports as a
 * violation of the site's Content-Security-Policy (a console error in Safari). `cancel()` writes
 * nothing, and the next animation starts from its own first frame or from the part's resting style.
 */
export function animationTurns() {
  let running: Cancellable | undefined;
  return {
    /** Cancels the running animation, then starts the next with `start`. */
    next<A extends Cancellable>(start: () => A): A {
      running?.cancel();
      const started = start();
      running = started;
      return started;
    },
    /** Cancels the running animation, if any. */
    cancel() {
      running?.cancel();
      running = undefined;
    },
  };
}
