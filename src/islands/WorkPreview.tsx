import { useEffect, useState } from 'react';
import { useAnimate } from 'motion/react-mini';
import * as styles from './WorkPreview.css.ts';

/** What a /work list link says about its preview image (its data-preview-* attributes). */
interface Preview {
  slug: string;
  src: string;
  srcset: string;
  alt: string;
}

const previewLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-preview-src]') : null;

const readPreview = (link: HTMLAnchorElement): Preview => ({
  slug: link.dataset.project ?? '',
  src: link.dataset.previewSrc ?? '',
  srcset: link.dataset.previewSrcset ?? '',
  alt: link.dataset.previewAlt ?? '',
});

/** Starts fetching an image at the size the panel will show it, and resolves once decoded. */
function load(preview: Preview, sizes: string): Promise<void> {
  const image = new Image();
  image.sizes = sizes;
  image.srcset = preview.srcset;
  image.src = preview.src;
  return image.decode().catch(() => undefined);
}

/** The entry of the list under the pointer or holding focus, if any (none on the server). */
function activePreview(listId: string): Preview | null {
  if (typeof document === 'undefined') return null;
  const list = document.getElementById(listId);
  const active =
    list?.querySelector<HTMLAnchorElement>('a[data-preview-src]:hover') ??
    previewLink(document.activeElement);
  return active && list?.contains(active) ? readPreview(active) : null;
}

const prefersMotion = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Props {
  /** id of the static list whose links carry the previews. */
  listId: string;
  /** The panel's layout width, for choosing among the preview's widths. */
  sizes: string;
}

/**
 * The /work preview panel. The list itself is static HTML; this island only watches it:
 * hovering or focusing an entry shows that project's image, leaving shows none. An image is
 * swapped in only once decoded, so the panel never flashes empty between entries.
 */
export default function WorkPreview({ listId, sizes }: Props) {
  // The pointer or focus that woke this island is already on an entry: start from it. (Only
  // `shown` is rendered, and it starts empty, so the first render still matches the server's.)
  const [wanted, setWanted] = useState<Preview | null>(() => activePreview(listId));
  const [shown, setShown] = useState<Preview | null>(null);
  const [scope, animate] = useAnimate<HTMLImageElement>();

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const focusedPreview = () => {
      const focused = previewLink(document.activeElement);
      return focused && list.contains(focused) ? readPreview(focused) : null;
    };
    const onEnter = (event: Event) => {
      const link = previewLink(event.target);
      if (link) setWanted(readPreview(link));
    };
    const hide = () => {
      setWanted(null);
      setShown(null);
    };
    // Leaving with the pointer falls back to the focused entry, if any.
    const onPointerLeave = () => {
      const focused = focusedPreview();
      if (focused) setWanted(focused);
      else hide();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) hide();
    };
    list.addEventListener('pointerover', onEnter);
    list.addEventListener('focusin', onEnter);
    list.addEventListener('pointerleave', onPointerLeave);
    list.addEventListener('focusout', onFocusOut);

    // The visitor is browsing the list: warm the cache so the next entries show at once.
    const warm = () =>
      list
        .querySelectorAll<HTMLAnchorElement>('a[data-preview-src]')
        .forEach((link) => void load(readPreview(link), sizes));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(warm, { timeout: 2000 })
      : window.setTimeout(warm, 500);
    return () => {
      list.removeEventListener('pointerover', onEnter);
      list.removeEventListener('focusin', onEnter);
      list.removeEventListener('pointerleave', onPointerLeave);
      list.removeEventListener('focusout', onFocusOut);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [listId, sizes]);

  // Swap the new image in only once it is decoded: the old one stays until then.
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void load(wanted, sizes).then(() => {
      if (current) setShown(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted, sizes]);

  useEffect(() => {
    if (shown && scope.current && prefersMotion()) {
      animate(
        scope.current,
        { opacity: [0, 1], transform: ['scale(0.97)', 'none'] },
        { duration: 0.3, ease: 'easeOut' },
      );
    }
  }, [shown, scope, animate]);

  return (
    <figure className={styles.panel} data-preview-panel data-state={shown ? 'showing' : 'empty'}>
      {shown ? (
        <img
          ref={scope}
          key={shown.slug}
          className={styles.image}
          src={shown.src}
          srcSet={shown.srcset}
          sizes={sizes}
          alt={shown.alt}
          decoding="async"
        />
      ) : (
        <p className={styles.hint}>Point at or focus a project to preview it.</p>
      )}
    </figure>
  );
}
