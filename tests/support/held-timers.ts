/**
 * A controlled clock for one kind of wait, the same in every engine (WebDriver has no clock of its
 * own). Both functions run in the page: pass them to `evaluate`.
 */

/**
 * From now on, the page's timers of `delayMs` are held until `fireHeldTimers`, instead of firing
 * when that time has passed: exactly that delay, or with `[least, most]` any delay between (a
 * paused countdown resumes with what is left of it). Other timers run as usual.
 */
export function holdTimers(delayMs: number | [number, number]) {
  const [least, most] = typeof delayMs === 'number' ? [delayMs, delayMs] : delayMs;
  const held = new Map<number, () => void>();
  (window as unknown as { heldTimers: typeof held }).heldTimers = held;
  const { setTimeout: set, clearTimeout: clear } = window;
  let nextId = 1e9;
  window.setTimeout = ((handler: TimerHandler, timeout = 0, ...args: unknown[]) => {
    if (timeout < least || timeout > most || typeof handler !== 'function')
      return set(handler, timeout, ...args);
    const id = nextId++;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id === undefined || !held.delete(id)) clear(id);
  }) as typeof window.clearTimeout;
}

/** How many timers `holdTimers` holds now. */
export function heldTimerCount() {
  return (window as unknown as { heldTimers: Map<number, () => void> }).heldTimers.size;
}

/** Fires the timers `holdTimers` holds, as if their time had passed; returns how many fired. */
export function fireHeldTimers() {
  const held = (window as unknown as { heldTimers: Map<number, () => void> }).heldTimers;
  const due = [...held.values()];
  held.clear();
  for (const fire of due) fire();
  return due.length;
}
