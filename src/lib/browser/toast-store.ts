/** The statuses and positions of the spec's notification (section 9). */
export const toastStatuses = ['info', 'warning', 'success', 'error', 'loading'] as const;
export const toastPositions = [
  'top',
  'top-left',
  'top-right',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

export type ToastStatus = (typeof toastStatuses)[number];
export type ToastPosition = (typeof toastPositions)[number];

/** The spec's defaults: five seconds, bottom centre. */
export const toastDefaults = { duration: 5000, position: 'bottom', status: 'info' } as const satisfies {
  duration: number;
  position: ToastPosition;
  status: ToastStatus;
};

export interface ToastOptions {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** Milliseconds on screen (the timer pauses while hovered or focused); null stays until closed. */
  duration?: number | null;
  position?: ToastPosition;
}

export interface Toast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string | undefined;
}

/** Dispatched on window when a toast waits for the toaster island, which wakes on it. */
export const toastRequestedEvent = 'toast-requested';

type Listener = (toast: Toast) => void;

/**
 * The store, one per page: the page's <head> script (a copy) and the islands each bundle this
 * module, so it lives on the page's global object rather than in a module of its own.
 */
interface ToastStore {
  listeners: Set<Listener>;
  pending: Toast[];
  nextId: number;
}
const store = (): ToastStore =>
  ((globalThis as { toastStore?: ToastStore }).toastStore ??= {
    listeners: new Set(),
    pending: [],
    nextId: 1,
  });

/** Fills in the defaults. */
export function toToast(options: ToastOptions): Toast {
  return {
    id: store().nextId++,
    title: options.title,
    description: options.description,
    status: options.status ?? toastDefaults.status,
    duration: options.duration === undefined ? toastDefaults.duration : options.duration,
    position: options.position ?? toastDefaults.position,
  };
}

/**
 * Shows a notification. Any island may call it; the toaster island displays it. Toasts raised
 * before the toaster has hydrated wait for it rather than being lost.
 */
export function showToast(options: ToastOptions): Toast {
  const toast = toToast(options);
  const { listeners, pending } = store();
  if (listeners.size === 0) {
    pending.push(toast);
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(toastRequestedEvent));
  }
  for (const listener of listeners) listener(toast);
  return toast;
}

/** Receives every toast, starting with any that were waiting. Returns the unsubscribe. */
export function subscribeToToasts(listener: Listener): () => void {
  const { listeners, pending } = store();
  listeners.add(listener);
  for (const toast of pending.splice(0)) listener(toast);
  return () => listeners.delete(listener);
}

/** Errors and warnings interrupt; the rest wait their turn. */
export const toastRole = (status: ToastStatus): 'alert' | 'status' =>
  status === 'error' || status === 'warning' ? 'alert' : 'status';
