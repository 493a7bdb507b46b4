import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { iconButton } from '../components/IconButton.css.ts';
import { fallbackHrefAttribute } from '../lib/island-fallback.ts';
import { container } from '../styles/layout.css.ts';
import { holdPageBehind, keepTabInside, releasePageBehind, useCloseWhenRestored } from './modal.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './SiteMenu.css.ts';
import { WithTooltip } from './WithTooltip.tsx';

export interface MenuSection {
  label: string;
  href: string;
  /** This page, or one of its own. */
  current: boolean;
}

interface Props {
  sections: MenuSection[];
  /** Where the control leads while the island cannot run: the footer's navigation. */
  fallbackHref: string;
  /** The site's logo (static HTML from Logo.astro). */
  logo?: ReactNode;
  /** The owner's social links (static HTML from SocialLinks.astro). */
  social?: ReactNode;
}

const openLabel = 'Open navigation';
const closeLabel = 'Close navigation';

/**
 * The full-screen menu. Its control is a button in the served HTML, so assistive technology
 * meets a button (collapsed, opening a dialog) before any script runs; it opens a modal <dialog>
 * (inert page behind, Escape closes it, focus returns to the control) whose entries come in one
 * after another (SiteMenu.css.ts). Choosing an entry navigates and closes the menu, so neither
 * Back nor the back/forward cache brings it back open. Without JavaScript, a link to the footer's
 * navigation stands in for the button; if the island's script fails, the button leads there too
 * (`fallbackHrefAttribute`, followed by client:interaction).
 */
export default function SiteMenu({ sections, fallbackHref, logo, social }: Props) {
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      // Focus starts on the close control, where the open control was, not on the logo.
      dialog.querySelector<HTMLButtonElement>('button')?.focus();
      holdPageBehind();
    } else if (dialog.open) {
      dialog.close();
      control.current?.focus();
    }
    return releasePageBehind;
  }, [open]);

  const closeMenu = useCallback(() => setOpen(false), []);
  useCloseWhenRestored(closeMenu);

  return (
    <>
      <WithTooltip label={openLabel}>
        <button
          ref={control}
          type="button"
          className={`${iconButton} ${styles.openControl}`}
          aria-label={openLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          {...{ [fallbackHrefAttribute]: fallbackHref }}
          onClick={() => setOpen(true)}
        >
          <SvgIcon name="menu" />
        </button>
        <a className={`${iconButton} ${styles.openFallback}`} href={fallbackHref} aria-label={openLabel}>
          <SvgIcon name="menu" />
        </a>
      </WithTooltip>
      <dialog
        ref={dialogRef}
        className={styles.menu}
        aria-label="Site navigation"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onKeyDown={keepTabInside}
      >
        <div className={styles.barRule}>
          <div className={`${container} ${styles.bar}`}>
            {logo}
            <WithTooltip label={closeLabel}>
              <button
                className={iconButton}
                type="button"
                aria-label={closeLabel}
                onClick={() => setOpen(false)}
              >
                <SvgIcon name="close" />
              </button>
            </WithTooltip>
          </div>
        </div>
        <nav className={`${container} ${styles.body}`} aria-label="Menu">
          <ol className={styles.list}>
            {sections.map((section, index) => (
              <li key={section.href} className={styles.item}>
                <a
                  className={styles.link}
                  href={section.href}
                  aria-current={section.current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  <span className={styles.number}>{index + 1}.</span> {section.label}
                </a>
              </li>
            ))}
          </ol>
          {social}
        </nav>
      </dialog>
    </>
  );
}
