import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { iconButton } from '../components/IconButton.css.ts';
import { firstResponse, firstResponses, menuDialogId } from '../lib/first-response.ts';
import { container } from '../styles/layout.css.ts';
import { keepTabInside, releasePageBehind, showModalHeld, useCloseWhenRestored } from './modal.ts';
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
  /** Where the control leads without JavaScript: the footer's navigation. */
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
 * navigation stands in for the button. Before the island wakes (or if its script fails), the
 * page's first-response script opens and closes the same dialog (src/lib/first-response.ts); the
 * island takes over a menu it finds open.
 */
export default function SiteMenu({ sections, fallbackHref, logo, social }: Props) {
  // Whether the menu is open, for its control to say so: the dialog itself is what opens and
  // closes, and this follows it (its `close` event, however it closed).
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opened by the first-response script while this island woke: it is this island's now.
  useEffect(() => {
    if (dialogRef.current?.open) setOpen(true);
  }, []);

  const openMenu = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    showModalHeld(dialog);
    // Focus starts on the close control, where the open control was, not on the logo.
    dialog.querySelector<HTMLButtonElement>('button')?.focus();
    setOpen(true);
  };
  const closeMenu = useCallback(() => {
    releasePageBehind();
    dialogRef.current?.close();
  }, []);
  const onClosed = () => {
    releasePageBehind();
    setOpen(false);
    control.current?.focus();
  };
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
          aria-controls={menuDialogId}
          {...firstResponse(firstResponses.menuOpen)}
          onClick={openMenu}
        >
          <SvgIcon name="menu" />
        </button>
        <a className={`${iconButton} ${styles.openFallback}`} href={fallbackHref} aria-label={openLabel}>
          <SvgIcon name="menu" />
        </a>
      </WithTooltip>
      <dialog
        ref={dialogRef}
        id={menuDialogId}
        className={styles.menu}
        aria-label="Site navigation"
        onCancel={(event) => {
          event.preventDefault();
          closeMenu();
        }}
        onClose={onClosed}
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
                {...firstResponse(firstResponses.menuClose)}
                onClick={closeMenu}
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
                  onClick={closeMenu}
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
