import { useEffect, useRef, useState, type ReactNode } from 'react';
import { embedNoteId } from '../lib/markup/element-ids.ts';
import {
  embedLoadAttribute,
  embedLoadTimeoutMs,
  loadedBlank,
  type EmbedState,
} from '../lib/browser/embed.ts';
import * as styles from './EmbedLoader.css.ts';

interface Props {
  url: string;
  /** The embed's heading, also the iframe's title. */
  heading: string;
  /** The site's host, named before anything is loaded from it. */
  host: string;
  /** The sandbox permissions the project's file grants the embedded page, space-separated. */
  sandbox: string;
  /** The project's image, shown until the visitor loads the embed (static HTML from Astro). */
  preview?: ReactNode;
}

/** The frame's address when the parent may read it (same origin), else null. */
function readableUrl(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentDocument ? frame.contentDocument.URL : null;
  } catch {
    return null;
  }
}

/**
 * A project's embedded page, loaded only when the visitor asks: until then a preview (the
 * project's image under a card with the heading) and a button, so nothing is requested from the
 * embedded site before the click. The iframe is created on that click and shown once it fires
 * `load`. A site that refuses to be framed fires no error event, so silence past a timeout (or a
 * load that leaves the frame blank) counts as refused: the frame goes, the preview stays, and a
 * polite note points to the link below. The button is hidden without JavaScript; the static
 * link to the original website stays either way (ProjectEmbed.astro). A tap that comes before
 * the island has woken is pressed again once it has (client:interaction).
 */
export default function EmbedLoader({ url, heading, host, sandbox, preview }: Props) {
  const [state, setState] = useState<EmbedState>('preview');
  const frameRef = useRef<HTMLIFrameElement>(null);
  // One embed per page at most (the project's file has one).
  const noteId = embedNoteId;

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('refused'), embedLoadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  // Once shown, focus moves into the frame: the button that had it is gone.
  useEffect(() => {
    if (state === 'shown') frameRef.current?.focus();
  }, [state]);

  const onLoad = () => {
    const frame = frameRef.current;
    if (!frame || state !== 'loading') return;
    setState(loadedBlank(readableUrl(frame)) ? 'refused' : 'shown');
  };

  const status =
    state === 'loading'
      ? `Loading ${heading}…`
      : state === 'refused'
        ? `${host} did not load here: the site may not allow being shown inside other pages. You can view it on its original website with the link below.`
        : '';

  return (
    <div className={styles.root}>
      <div className={styles.frame}>
        {state !== 'shown' && (
          <div className={styles.preview}>
            {preview}
            <div className={styles.card}>
              <p className={styles.cardHeading}>{heading}</p>
              <p id={noteId} className={styles.cardNote}>
                Loads content from {host}
              </p>
              <button
                className={styles.loadButton}
                type="button"
                aria-describedby={noteId}
                aria-busy={state === 'loading' || undefined}
                {...{ [embedLoadAttribute]: '' }}
                onClick={(event) => {
                  // Answered here: the <head> script, which shows a tap while the island sleeps, leaves it.
                  event.preventDefault();
                  if (state !== 'loading') setState('loading');
                }}
              >
                {state === 'refused' ? 'Try again' : `Load ${heading}`}
              </button>
            </div>
          </div>
        )}
        {(state === 'loading' || state === 'shown') && (
          <iframe
            ref={frameRef}
            className={state === 'shown' ? styles.iframe : styles.iframeLoading}
            src={url}
            title={heading}
            sandbox={sandbox}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="fullscreen"
            onLoad={onLoad}
          />
        )}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
