import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useAnimate } from 'motion/react-mini';
import { splashScreenId } from '../lib/splash.ts';
import { motionMs, scriptEasings, seconds } from '../styles/tokens.ts';
import * as styles from './Splash.css.ts';

interface Props {
  /** The owner's logo mark, server-rendered by Astro (Logo.astro) and passed in as a slot. */
  children?: ReactNode;
}

type Phase = 'shown' | 'ending' | 'gone';

/**
 * The first-visit splash: the logo mark pulsing over "Loading..." until 3000 ms after navigation
 * start, then the mark and text leave at once and the bare background fades (no motion: a cut).
 * It is server-rendered and hidden unless the <head> script set `data-splash`; its CSS fail-safe
 * (Splash.css.ts) ends it even when this script never runs. The pulse changes scale only, so
 * every frame keeps the mark's and the text's contrast.
 */
export default function Splash({ children }: Props) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    const moving = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const pulse = moving
      ? animate(
          '[data-splash-pulse]',
          { transform: ['scale(1)', 'scale(1.15)', 'scale(1)'] },
          { duration: seconds('pulse'), ease: scriptEasings.pulse, repeat: Infinity },
        )
      : undefined;
    const end = window.setTimeout(
      () => {
        // cancel(), not stop(): stop() commits the current transform to a style attribute,
        // which the CSP refuses in WebKit (a console error), and the mark is leaving anyway.
        pulse?.cancel();
        if (!moving || !scope.current) {
          setPhase('gone');
          return;
        }
        // Committed before the fade starts: no frame shows the text over a fading layer.
        flushSync(() => setPhase('ending'));
        void animate(
          scope.current,
          { opacity: [1, 0] },
          { duration: seconds('splashFade'), ease: scriptEasings.steady },
        ).then(() => setPhase('gone'));
      },
      Math.max(0, motionMs.splash - performance.now()),
    );
    return () => {
      window.clearTimeout(end);
      pulse?.cancel();
    };
  }, [scope, animate]);

  return (
    <div ref={scope} id={splashScreenId} className={styles.splash} data-state={phase} aria-hidden="true">
      <div className={styles.pulse} data-splash-pulse>
        {children}
      </div>
      <p className={styles.text}>Loading...</p>
    </div>
  );
}
