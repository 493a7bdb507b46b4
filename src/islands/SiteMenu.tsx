import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { iconButton } from '../components/IconButton.css.ts';
import { rootAttributes } from '../lib/root-attributes.ts';
import { container } from '../styles/layout.css.ts';
import { keepTabInside, useCloseWhenRestored, useHydrated } from './modal.ts';
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
 * The full-screen menu. Server-rendered, its control is a plain link to the footer's navigation,
 * so a visitor without JavaScript still gets around in every engine. Once hydrated, the control
 * opens a modal <dialog> (inert page behind, Escape closes it, focus returns to the control) whose
 * entries come in one after another (SiteMenu.css.ts). Choosing an entry navigates and closes the menu, so neither
 * Back nor the back/forward cache brings it back open.
 */
export default function SiteMenu({ sections, fallbackHref, logo, social }: Props) {
  // False while hydrating (the server's markup, the fallback link), true from then on.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLAnchorElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = document.documentElement;
    if (open) {
      if (!dialog.open) dialog.showModal();
      // Focus starts on the close control, where the open control was, not on the logo.
      dialog.querySelector<HTMLButtonElement>('button')?.focus();
      root.setAttribute(rootAttributes.dialogOpen, '');
    } else if (dialog.open) {
      dialog.close();
      control.current?.focus();
    }
    return () => {
      root.removeAttribute(rootAttributes.dialogOpen);
    };
  }, [open]);

  const closeMenu = useCallback(() => setOpen(false), []);
  useCloseWhenRestored(closeMenu);

  return (
    <>
      <WithTooltip label={openLabel}>
        <a
          ref={control}
          className={iconButton}
          href={fallbackHref}
          aria-label={openLabel}
          // Handlers from the first client render (they are not markup, so hydration matches):
          // a click replayed while the island wakes opens the menu instead of following the link.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          // A button opens on Space too; a link would not.
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpen(true);
          }}
          {...(hydrated && { role: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open })}
        >
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
