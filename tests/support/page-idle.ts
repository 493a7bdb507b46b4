/**
 * In the page (it travels as source): resolves at the page's next idle moment, or at `timeout` at
 * the latest, as `whenIdle` (src/lib/browser/when-idle.ts) waits, given its `idleDeadlineMs`; a
 * task later where there are no idle callbacks (WebKit).
 */
export const pageIdle = (timeout: number): Promise<null> =>
  new Promise((resolve) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(() => resolve(null), { timeout })
      : setTimeout(() => resolve(null)),
  );
