import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useAnimate } from 'motion/react-mini';
import { scriptEasings, seconds } from '../styles/tokens.ts';
import * as styles from './WorkList.css.ts';
import { ownerContent } from '../lib/markup/owner-content.ts';
import { whenIdle } from '../lib/browser/when-idle.ts';
import { work } from '../words/en.json';
import type { Words } from '../lib/markup/words.ts';

/** One /work entry, as the page passes it: plain strings, kept few (they are serialised into the HTML). */
export interface WorkEntry {
  /** The project's list title. */
  title: string;
  /** The project's list category. */
  category: string;
  /** Its page, base path included. */
  href: string;
  /** The preview image's candidates (`url 480w, url 960w`); the first also serves as `src`. */
  srcset: string;
  /** The preview image's alt text. */
  alt: string;
  /** The language of its title and category, when it is not the page's (a project not yet translated). */
  lang?: string;
  /** Their direction, when it is not the page's. */
  dir?: 'ltr' | 'rtl';
}

/** Its words: the list's name and the empty panel's hint, English's unless WorkList.astro passes the page's (island-words.ts). */
export const workListWords = (words: Pick<Words, 'work'>) => ({
  list: words.work.listName,
  hint: words.work.previewHint,
});

interface Props {
  projects: WorkEntry[];
  words?: ReturnType<typeof workListWords>;
}

/** The first candidate's URL of a srcset: the `src` for engines that ignore `srcset`. */
const firstUrl = (srcset: string) => srcset.trim().split(/\s+/)[0] ?? '';

/** Starts fetching an image at the size the panel will show it, and resolves once decoded. */
async function load(entry: WorkEntry): Promise<void> {
  const image = new Image();
  image.sizes = styles.previewSizes;
  image.srcset = entry.srcset;
  image.src = firstUrl(entry.srcset);
  // A failed decode still settles: the panel then shows the image as the browser can.
  await image.decode().catch(() => undefined);
}

const prefersMotion = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The /work list with its preview panel. Server-rendered, so without JavaScript it is a plain
 * list of links. It wakes when the visitor reaches for the page's content (WorkList.astro); then
 * hovering, touching or focusing an entry shows that project's image; leaving shows none. An image is swapped in only once decoded, so the panel never
 * flashes empty between entries.
 */
export default function WorkList({ projects, words = workListWords({ work }) }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  /** The entry the pointer or focus is on now: written at the event, not at React's next render. */
  const wanted = useRef<WorkEntry | null>(null);
  const [shown, setShown] = useState<WorkEntry | null>(null);
  const [scope, animate] = useAnimate<HTMLImageElement>();

  /** The entry of the list a DOM node belongs to, if any. */
  const entryAt = (node: EventTarget | null): WorkEntry | null => {
    const link = node instanceof Element ? node.closest('a') : null;
    if (!link || !listRef.current?.contains(link)) return null;
    const index = [...listRef.current.querySelectorAll('a')].indexOf(link);
    return projects[index] ?? null;
  };

  /**
   * Shows `entry`'s image once decoded (the old one stays until then), or none at once. Only the
   * entry still wanted when its decode ends is shown: a pointer that passed over an entry and left
   * before React rendered the pass (a slow phone, a page scrolled under a resting pointer) leaves
   * no image behind.
   */
  const want = (entry: WorkEntry | null) => {
    if (entry === wanted.current) return;
    wanted.current = entry;
    if (!entry) return setShown(null);
    void load(entry).then(() => {
      if (wanted.current === entry) setShown(entry);
    });
  };
  const hide = () => want(null);

  const onPointerOver = (event: PointerEvent) => {
    const entry = entryAt(event.target);
    if (entry) want(entry);
  };
  // A mouse or pen leaving falls back to the focused entry, if any. A touch ends with the
  // finger lifted: its image stays until the visitor touches something else.
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const focused = entryAt(document.activeElement);
    if (focused) want(focused);
    else hide();
  };
  const onFocus = (event: FocusEvent) => {
    const entry = entryAt(event.target);
    if (entry) want(entry);
  };
  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) hide();
  };

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The pointer or focus that woke this island is already on an entry: start from it.
    const active = list.querySelector('a:hover') ?? document.activeElement;
    const first = entryAt(active);
    if (first) want(first);

    // A touch outside the list puts its image away.
    const onDocumentPointerDown = (event: globalThis.PointerEvent) => {
      if (!list.contains(event.target as Node | null)) hide();
    };
    document.addEventListener('pointerdown', onDocumentPointerDown);

    // The visitor is browsing the page: fetch and decode every preview so each shows at once. A
    // mouse is on its way to the list: now; a touch may never come to it: once the page is idle.
    const warm = () => projects.forEach((entry) => void load(entry));
    const mouse = window.matchMedia('(hover: hover)').matches;
    const later = mouse ? window.setTimeout(warm) : undefined;
    const cancelIdle = mouse ? () => {} : whenIdle(warm);
    return () => {
      document.removeEventListener('pointerdown', onDocumentPointerDown);
      window.clearTimeout(later);
      cancelIdle();
    };
    // Runs once on hydration; `projects` never changes on a built page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (shown && scope.current && prefersMotion()) {
      animate(
        scope.current,
        { opacity: [0, 1], transform: ['scale(0.97)', 'none'] },
        { duration: seconds('preview'), ease: scriptEasings.enter },
      );
    }
  }, [shown, scope, animate]);

  return (
    <div className={styles.root}>
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={words.list}
        {...ownerContent}
        onPointerOver={onPointerOver}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {projects.map((entry) => (
          <li key={entry.href}>
            <a className={styles.entry} href={entry.href} lang={entry.lang} dir={entry.dir}>
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.category}>{entry.category}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.panelTrack}>
        <figure className={styles.panel} data-preview-panel data-state={shown ? 'showing' : 'empty'}>
          {shown ? (
            <img
              ref={scope}
              key={shown.href}
              className={styles.image}
              src={firstUrl(shown.srcset)}
              srcSet={shown.srcset}
              sizes={styles.previewSizes}
              alt={shown.alt}
              decoding="async"
            />
          ) : (
            <p className={styles.hint}>{words.hint}</p>
          )}
        </figure>
      </div>
    </div>
  );
}
