/**
 * A stand-in for Plausible's script, served in its place by the tests (no test reaches the
 * internet, and Plausible's own script counts nothing in a browser driven by automation). It keeps
 * the script's documented contract: it reads `data-domain` from its own tag, sends to `/api/event`
 * on its own origin, records a page view as it loads, and offers `window.plausible(name, { props })`,
 * draining the queue a page may have filled before it loaded.
 */
export const plausibleStandIn = `(() => {
  const tag = document.currentScript;
  const endpoint = new URL('/api/event', tag.src).href;
  const send = (name, options) =>
    fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ n: name, u: location.href, d: tag.getAttribute('data-domain'), p: options && options.props }),
    });
  const queued = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  for (const args of queued) send(...args);
  send('pageview');
})();`;

/** One event as the stand-in sends it (Plausible's own field names). */
export interface PlausibleEvent {
  /** The event's name: "pageview", or a custom event's. */
  n: string;
  u: string;
  d: string;
  p?: Record<string, string | number>;
}
