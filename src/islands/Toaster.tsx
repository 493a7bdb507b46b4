import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAnimate } from 'motion/react-mini';
import type { IconName } from '../lib/markup/icons.ts';
import { animationTurns } from '../lib/browser/animation-turns.ts';
import { islandFailedEvent } from '../lib/browser/preferences.ts';
import { rootAttributes } from '../styles/root-attributes.ts';
import {
  showToast,
  subscribeToToasts,
  toastPositions,
  toastRole,
  type Toast,
  type ToastStatus,
} from '../lib/browser/toast-store.ts';
import { seconds } from '../styles/tokens.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './Toaster.css.ts';
import { toast as english } from '../words/en.json';
import type { Words } from '../lib/markup/words.ts';

const statusIcon: Record<ToastStatus, IconName> = {
  info: 'info',
  warning: 'warning',
  success: 'check',
  error: 'error',
  loading: 'spinner',
};

const prefersMotion = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Its words (src/words/): the region's name, the close button's, the warning when an island's
 * script failed. English's unless Toaster.astro passes the page's (island-words.ts).
 */
export const toasterWords = (words: Pick<Words, 'toast'>) => words.toast;

/** Shows the toasts any island raises, in the spec's six positions. */
export default function Toaster({ words = toasterWords({ toast: english }) }: { words?: Words['toast'] }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const unsubscribe = subscribeToToasts((toast) => setToasts((shown) => [...shown, toast]));
    let warned = false;
    const warnOnce = () => {
      if (warned) return;
      warned = true;
      showToast({
        status: 'warning',
        title: words.islandFailed,
        description: words.islandFailedText,
      });
    };
    // An island may have failed before this one woke (src/lib/browser/head-script.ts).
    if (document.documentElement.hasAttribute(rootAttributes.islandFailed)) warnOnce();
    window.addEventListener(islandFailedEvent, warnOnce);
    return () => {
      unsubscribe();
      window.removeEventListener(islandFailedEvent, warnOnce);
    };
  }, [words.islandFailed, words.islandFailedText]);

  const remove = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));

  return (
    <section aria-label={words.region}>
      {toastPositions.map((position) => (
        <div key={position} className={styles.stack[position]} data-position={position}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastCard key={toast.id} toast={toast} onClosed={remove} dismiss={words.dismiss} />
            ))}
        </div>
      ))}
    </section>
  );
}

/** One notification: closes itself after its duration, a timer that pauses on hover and focus. */
function ToastCard({
  toast,
  onClosed,
  dismiss,
}: {
  toast: Toast;
  onClosed: (id: number) => void;
  dismiss: string;
}) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  // Closed while it still enters, the toast leaves from where it rests.
  const [turns] = useState(animationTurns);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const closing = useRef(false);

  const close = async () => {
    if (closing.current) return;
    closing.current = true;
    window.clearTimeout(timer.current);
    const element = scope.current;
    if (prefersMotion() && element) {
      await turns.next(() =>
        animate(
          element,
          { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
          { duration: seconds('toast') },
        ),
      );
    }
    onClosed(toast.id);
  };
  // The timer outlives renders; it always calls the latest `close`.
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  const resume = () => {
    if (remaining.current === null || timer.current !== undefined || closing.current) return;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => void closeRef.current(), remaining.current);
  };
  const pause = () => {
    if (timer.current === undefined || remaining.current === null) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  useEffect(() => {
    const element = scope.current;
    if (prefersMotion() && element) {
      turns.next(() =>
        animate(
          element,
          { opacity: [0, 1], transform: ['translateY(0.5rem)', 'none'] },
          { duration: seconds('toast') },
        ),
      );
    }
    resume();
    return () => window.clearTimeout(timer.current);
    // Runs once per toast: the timer's own state lives in refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={scope}
      role={toastRole(toast.status)}
      className={styles.toast[toast.status]}
      data-status={toast.status}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
    >
      <SvgIcon
        name={statusIcon[toast.status]}
        size={22}
        className={toast.status === 'loading' ? styles.spin : styles.icon}
      />
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={dismiss} onClick={() => void close()}>
        <SvgIcon name="close" size={18} />
      </button>
    </div>
  );
}
