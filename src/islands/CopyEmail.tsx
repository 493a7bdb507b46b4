import { useEffect, useRef, useState } from 'react';
import {
  copiedForMs,
  copyButtonId,
  copyOutcomeAttribute,
  copySettledEvent,
  copyStateAttribute,
  copyTextAttribute,
  firstResponse,
  firstResponses,
} from '../lib/first-response.ts';
import { showToast } from '../lib/browser/toast-store.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './CopyEmail.css.ts';

type CopyState = 'copied' | 'failed';

/**
 * Copies the owner's address: the button says so at once and a success toast confirms it. A tap
 * before the island wakes is copied by the page's first-response script, which marks the button
 * with the outcome (src/lib/first-response.ts); the island, awake, raises the toast for it.
 */
export default function CopyEmail({ email }: { email: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CopyState | undefined>(undefined);

  const announce = (outcome: CopyState) => {
    if (outcome === 'copied')
      showToast({ status: 'success', title: 'E-mail address copied', description: email });
    else showToast({ status: 'error', title: 'Could not copy the address', description: `It is ${email}.` });
  };
  const report = (outcome: CopyState) => {
    setState(outcome);
    announce(outcome);
  };

  useEffect(() => {
    if (!state) return;
    const timer = window.setTimeout(() => setState(undefined), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  // A copy the first-response script made before this island woke, settled or settling: its toast
  // is raised now, however late; the button says so only while it still did.
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const takeOver = () => {
      const outcome = element.getAttribute(copyOutcomeAttribute);
      if (outcome !== 'copied' && outcome !== 'failed') return;
      element.removeAttribute(copyOutcomeAttribute);
      if (element.hasAttribute(copyStateAttribute)) setState(outcome);
      announce(outcome);
    };
    takeOver();
    element.addEventListener(copySettledEvent, takeOver);
    return () => element.removeEventListener(copySettledEvent, takeOver);
    // Once, on waking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      report('copied');
    } catch {
      report('failed');
    }
  };
  return (
    <button
      ref={button}
      id={copyButtonId}
      type="button"
      className={styles.button}
      {...firstResponse(firstResponses.copy)}
      {...{ [copyTextAttribute]: email, [copyStateAttribute]: state }}
      onClick={copy}
    >
      <SvgIcon name="copy" size={18} className={styles.copyIcon} />
      <SvgIcon name="check" size={18} className={styles.copiedIcon} />
      <span className={styles.label}>Copy e-mail address</span>
      <span className={styles.copiedLabel} aria-hidden="true">
        Copied
      </span>
    </button>
  );
}
