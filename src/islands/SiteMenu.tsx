import { useCallback, useRef, type ReactNode } from 'react';
import { menuDialogId } from '../lib/markup/element-ids.ts';
import { container } from '../styles/layout.css.ts';
import { keepTabInside, useCloseWhenRestored } from './modal.ts';
import * as styles from './SiteMenu.css.ts';
import { site } from '../words/en.json';
import type { Words } from '../lib/markup/words.ts';

export interface MenuSection {
  label: string;
  href: string;
  /** This page, or one of its own. */
  current: boolean;
}

/** Its names: the dialog's and its navigation's, English's unless SiteMenu.astro passes the page's (island-words.ts). */
export const menuWords = (words: Pick<Words, 'site'>) => ({ menu: words.site.menu, nav: words.site.menuNav });

interface Props {
  sections: MenuSection[];
  words?: ReturnType<typeof menuWords>;

  /** The buttons that open and close it, static HTML from SiteMenu.astro: the platform runs them. */
  open?: ReactNode;
  close?: ReactNode;
  /** The site's logo (static HTML from Logo.astro). */
  logo?: ReactNode;
  /** The owner's social links (static HTML from SocialLinks.astro), and the language switcher, if any. */
  social?: ReactNode;
}

/**
 * The full-screen menu: a popover <dialog> that its header button opens and its close button closes
 * through the platform (`popovertarget`), with or without script, before this island wakes or if it
 * never does. The browser moves focus to the close button (`autofocus`), closes the menu on Escape,
 * returns focus to the button that opened it, and tells assistive technology whether it is open;
 * while it is open, the page behind holds still and is hidden (src/styles/global.css.ts), so that
 * neither focus nor a screen reader lands on what it covers. Its entries come in one after another
 * (SiteMenu.css.ts). Awake, the island adds what the platform does not: Tab and Shift+Tab go round
 * inside it, and choosing an entry, or coming back to the page through the back/forward cache,
 * closes it.
 */
export default function SiteMenu({
  sections,
  words = menuWords({ site }),
  open,
  close: closeButton,
  logo,
  social,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => dialogRef.current?.hidePopover(), []);
  useCloseWhenRestored(close);

  return (
    <>
      {open}
      <dialog
        ref={dialogRef}
        id={menuDialogId}
        popover="auto"
        className={styles.menu}
        aria-label={words.menu}
        onKeyDown={keepTabInside}
      >
        <div className={styles.barRule}>
          <div className={`${container} ${styles.bar}`}>
            {logo}
            {closeButton}
          </div>
        </div>
        <nav className={`${container} ${styles.body}`} aria-label={words.nav}>
          <ol className={styles.list}>
            {sections.map((section, index) => (
              <li key={section.href} className={styles.item}>
                <a
                  className={styles.link}
                  href={section.href}
                  aria-current={section.current ? 'page' : undefined}
                  onClick={close}
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
