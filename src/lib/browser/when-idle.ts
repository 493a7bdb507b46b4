/**
 * The longest a task waits for an idle moment. An idle callback with no deadline can wait for ever:
 * Chromium starts an idle period only around a frame, and a page that draws none may get no idle
 * moment at all (seen in the headless shell, a test waiting 90 s on a quiet page).
 */
export const idleDeadlineMs = 2000;

/**
 * Runs `task` in the page's next idle moment, or after `idleDeadlineMs` at the latest; a task later
 * where there are no idle callbacks (Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(task, { timeout: idleDeadlineMs });
    return () => window.cancelIdleCallback(idle);
  }
  const later = window.setTimeout(task);
  return () => window.clearTimeout(later);
}
