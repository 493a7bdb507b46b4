import { useEffect } from 'react';
import { useAnimate } from 'motion/react-mini';
import { iconButton } from '../components/IconButton.css.ts';
import { animationTurns } from '../lib/browser/animation-turns.ts';
import { colourModeToggleAttribute } from '../lib/browser/colour-mode.ts';
import { motionOk } from '../styles/breakpoints.ts';
import { rootAttributes } from '../styles/root-attributes.ts';
import { scriptEasings, seconds } from '../styles/tokens.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './ThemeToggle.css.ts';

interface Props {
  /** Its name, which its tooltip (ThemeToggle.astro) shows too. */
  label: string;
}

/**
 * The theme toggle's button. Its tap is the page's <head> script's, always, with or without this
 * island (src/lib/browser/colour-mode.ts, marked `colourModeToggleAttribute`): the mode lives on
 * <html>, and the icons follow it through CSS (dark offers the sun, light the moon). Awake, the
 * island shows each change of mode: the icon that takes over turns in, by transform only, so every
 * frame keeps its contrast, and not at all under reduced motion.
 */
export default function ThemeToggle({ label }: Props) {
  const [scope, animate] = useAnimate<HTMLButtonElement>();

  useEffect(() => {
    const root = document.documentElement;
    // A tap while the last icon still turns: the new turn takes over.
    const turns = animationTurns();
    const turnIn = () => {
      if (!window.matchMedia(motionOk).matches || !scope.current) return;
      const shown = [...scope.current.querySelectorAll('svg')].find((icon) => icon.getClientRects().length);
      if (shown)
        turns.next(() =>
          animate(
            shown,
            { transform: ['rotate(-90deg) scale(0.6)', 'rotate(0deg) scale(1)'] },
            { duration: seconds('normal'), ease: scriptEasings.enter },
          ),
        );
    };
    const changes = new MutationObserver(turnIn);
    changes.observe(root, { attributes: true, attributeFilter: [rootAttributes.colourMode] });
    return () => {
      changes.disconnect();
      turns.cancel();
    };
  }, [scope, animate]);

  return (
    <button
      ref={scope}
      type="button"
      className={`${iconButton} ${styles.toggle}`}
      aria-label={label}
      {...{ [colourModeToggleAttribute]: '' }}
    >
      <SvgIcon name="sun" className={styles.sun} />
      <SvgIcon name="moon" className={styles.moon} />
    </button>
  );
}
