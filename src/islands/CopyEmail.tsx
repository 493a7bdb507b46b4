import { showToast } from '../lib/toast-store.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './CopyEmail.css.ts';

/** Copies the owner's address and confirms with a success toast. */
export default function CopyEmail({ email }: { email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      showToast({ status: 'success', title: 'E-mail address copied', description: email });
    } catch {
      showToast({ status: 'error', title: 'Could not copy the address', description: `It is ${email}.` });
    }
  };
  return (
    <button type="button" className={styles.button} onClick={copy}>
      <SvgIcon name="copy" size={18} />
      Copy e-mail address
    </button>
  );
}
