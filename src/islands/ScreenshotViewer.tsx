import { animate } from 'motion/mini';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { iconButton } from '../components/IconButton.css.ts';
import { counterText, keyStep, swipeStep, wrapIndex, type Direction } from '../lib/browser/gallery.ts';
import { afterNextFrame } from '../lib/browser/next-frame.ts';
import { keepTabInside, useCloseWhenRestored, useHydrated } from './modal.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './ScreenshotViewer.css.ts';
import { viewer } from '../words/en.json';
import type { Words } from '../lib/markup/words.ts';

export interface Screenshot {
  alt: string;
  /** The screenshot at its own size: the link's target and what the viewer shows. */
  full: { src: string; width: number; height: number };
}

/** The name of the slot holding the `index`th thumbnail (static <picture> HTML from Astro). */
export const thumbnailSlot = (index: number) => `thumbnail${index}`;

/**
 * Its controls' names and its counter ("{position} of {count}"): English's unless ScreenshotViewer.astro
 * passes the page's (island-words.ts).
 */
export const viewerWords = (words: Pick<Words, 'viewer'>) => words.viewer;

interface Props {
  screenshots: Screenshot[];
  /** Phone-shaped screenshots sit several to a row; wide ones take the full column. */
  portrait: boolean;
  /** The viewer's accessible name: the gallery's heading. */
  label: string;
  words?: Words['viewer'];
  /** The page's digits, when they are not 0-9 (gallery.ts, `languageDigits`). */
  digits?: string;
  /** The thumbnails, one slot each (see `thumbnailSlot`). */
  [slot: `thumbnail${number}`]: ReactNode;
}

const prefersMotion = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** A click meant for the browser (a new tab, say), not for the viewer. */
const modified = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The screenshots of a project. Server-rendered, each thumbnail is a plain link to its full-size
 * image, which is what a visitor without JavaScript gets. Once hydrated, a thumbnail opens a
 * modal <dialog> (inert page behind, which does not scroll) showing the screenshots large: the
 * arrow keys, the Previous/Next buttons and a swipe page through them, wrapping around; Escape,
 * or the close button closes it and focus returns to the thumbnail that opened it. Until the island
 * has woken (or if its script fails), a thumbnail is its link: it wakes as the visitor reaches for
 * the gallery, or scrolls it into view (ScreenshotViewer.astro).
 */
export default function ScreenshotViewer(props: Props) {
  const { screenshots, portrait, label, words = viewerWords({ viewer }), digits } = props;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // Which way the last step went (for the slide), 0 when the viewer has just opened.
  const [direction, setDirection] = useState<-1 | 0 | 1>(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const opener = useRef(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = screenshots.length;
  const shown = screenshots[index];
  // The page's direction, read as the viewer opens (its contents are rendered only then): in a
  // right-to-left page, Next lies to the left, and so do the arrow key, the swipe and the slide.
  const [pageDirection, setPageDirection] = useState<Direction>('ltr');
  const rtl = pageDirection === 'rtl';

  // The dialog itself is what opens and closes; `open` follows it (its `close` event, however it
  // closed) and says when to render its contents. The tap's frame shows the dialog at once, empty
  // (a ring turns); its contents come in the next (the first response is not held up by them).
  const openAt = (at: number) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    opener.current = at;
    // From the page's own attribute: reading the computed style here would make the tap lay out the page.
    setPageDirection(document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
    afterNextFrame(() => {
      if (!dialog.open) return;
      setIndex(at);
      setDirection(0);
      setOpen(true);
    });
  };

  // Focus starts on the close button, the first control, so arrow keys work at once.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog?.open) dialog.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  // Each step slides the new screenshot in from the side it came from. The end state is the
  // image's own style, so the style attribute the animation leaves is removed (the CSP).
  useEffect(() => {
    const image = imageRef.current;
    if (!open || direction === 0 || !image || !prefersMotion()) return;
    const controls = animate(
      image,
      { opacity: [0, 1], transform: [`translateX(${(rtl ? -direction : direction) * 1.5}rem)`, 'none'] },
      { duration: 0.25, ease: 'easeOut' },
    );
    void controls.finished.then(() => image.removeAttribute('style'));
    return () => {
      controls.cancel();
      image.removeAttribute('style');
    };
  }, [index, direction, open, rtl]);

  const close = useCallback(() => dialogRef.current?.close(), []);
  useCloseWhenRestored(close);

  const step = (by: -1 | 1) => {
    setDirection(by);
    setIndex((current) => wrapIndex(current, by, count));
  };
  // However the dialog closed (Escape, the button), focus returns to the thumbnail.
  const onClosed = () => {
    setOpen(false);
    thumbnails.current[opener.current]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const by = keyStep(event.key, pageDirection);
    if (by !== 0 && count > 1) {
      event.preventDefault();
      step(by);
      return;
    }
    keepTabInside(event);
  };

  return (
    <>
      <ul className={portrait ? styles.grid.portrait : styles.grid.landscape}>
        {screenshots.map((screenshot, at) => (
          <li key={screenshot.full.src}>
            <a
              ref={(element) => {
                thumbnails.current[at] = element;
              }}
              className={styles.thumbnailLink}
              href={screenshot.full.src}
              onClick={(event) => {
                if (modified(event)) return;
                event.preventDefault();
                openAt(at);
              }}
              {...(hydrated && { 'aria-haspopup': 'dialog' as const })}
            >
              {props[thumbnailSlot(at) as `thumbnail${number}`]}
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className={styles.viewer}
        aria-label={label}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={onClosed}
        onKeyDown={onKeyDown}
      >
        {open && shown && (
          <div className={styles.layout}>
            <div className={styles.bar}>
              <p className={styles.counter} aria-live="polite">
                {counterText(words.counter, index, count, digits)}
              </p>
              <button className={iconButton} type="button" aria-label={words.close} onClick={close}>
                <SvgIcon name="close" />
              </button>
            </div>
            <div
              className={styles.stage}
              onPointerDown={(event) => {
                swipeStart.current = { x: event.clientX, y: event.clientY };
              }}
              onPointerCancel={() => {
                swipeStart.current = null;
              }}
              onPointerUp={(event) => {
                const start = swipeStart.current;
                swipeStart.current = null;
                if (!start || count < 2) return;
                const by = swipeStep(event.clientX - start.x, event.clientY - start.y, pageDirection);
                if (by !== 0) step(by);
              }}
            >
              <img
                key={shown.full.src}
                ref={imageRef}
                className={styles.image}
                src={shown.full.src}
                alt={shown.alt}
                width={shown.full.width}
                height={shown.full.height}
                draggable={false}
              />
            </div>
            <div className={styles.bar}>
              {count > 1 && (
                <button
                  className={iconButton}
                  type="button"
                  aria-label={words.previous}
                  onClick={() => step(-1)}
                >
                  <SvgIcon name={rtl ? 'arrowRight' : 'arrowLeft'} />
                </button>
              )}
              <p className={styles.caption}>{shown.alt}</p>
              {count > 1 && (
                <button className={iconButton} type="button" aria-label={words.next} onClick={() => step(1)}>
                  <SvgIcon name={rtl ? 'arrowLeft' : 'arrowRight'} />
                </button>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
