import { useEffect, useState, type ReactNode } from 'react';
import { useAnimate } from 'motion/react-mini';
import { splashScreenId } from '../lib/browser/splash.ts';
import { motionMs, scriptEasings, seconds } from '../styles/tokens.ts';
import * as styles from './Splash.css.ts';
import { site } from '../words/en.json';
import type { Words } from '../lib/markup/words.ts';

/** Its words: "Loading...", English's unless Splash.astro passes the page's (island-words.ts). */
export const splashWords = (words: Pick<Words, 'site'>) => ({ loading: words.site.loading });

interface Props {
  words?: ReturnType<typeof splashWords>;
  /** The owner's logo mark, server-rendered by Astro (Logo.astro) and passed in as a slot. */
  children?: ReactNode;
}

/**
 * The first-visit splash: the logo mark over "Loading..." for the first 3000 ms of the visit. Its
 * life is CSS (Splash.css.ts), timed from navigation start by the <head> script, so it ends on time
 * however late this island wakes, or if it never does. The island adds the pulse, with motion
 * only, until the mark leaves; then it takes the spent layer out of the page. The pulse changes
 * scale only, so every frame keeps the mark's and the text's contrast.
 */
export default function Splash({ words = splashWords({ site }), children }: Props) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const layer = scope.current;
    if (!layer) return;
    const end = (event: AnimationEvent) => {
      if (event.target === layer) setGone(true);
    };
    layer.addEventListener('animationend', end);
    const moving = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Woken after the mark has left (a slow phone): nothing left to pulse.
    const left = motionMs.splash - performance.now();
    if (!moving || left <= 0) return () => layer.removeEventListener('animationend', end);
    const pulse = animate(
      '[data-splash-pulse]',
      { transform: ['scale(1)', 'scale(1.15)', 'scale(1)'] },
      { duration: seconds('pulse'), ease: scriptEasings.pulse, repeat: Infinity },
    );
    // cancel(), not stop(), which WebKit reports as a refused style write
    // (src/lib/browser/animation-turns.ts); the mark is leaving anyway.
    const stop = window.setTimeout(() => pulse.cancel(), left);
    return () => {
      layer.removeEventListener('animationend', end);
      window.clearTimeout(stop);
      pulse.cancel();
    };
  }, [scope, animate]);

  return (
    <div
      ref={scope}
      id={splashScreenId}
      className={styles.splash}
      data-state={gone ? 'gone' : undefined}
      aria-hidden="true"
    >
      <div className={styles.pulse} data-splash-pulse>
        {children}
      </div>
      <p className={styles.text}>{words.loading}</p>
    </div>
  );
}
