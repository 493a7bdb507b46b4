import { iconButton } from '../components/IconButton.css.ts';
import { colourModeToggleAttribute, toggleColourMode } from '../lib/browser/colour-mode.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './ThemeToggle.css.ts';
import { WithTooltip } from './WithTooltip.tsx';

const label = 'Change theme color';

/**
 * Flips between dark and light and remembers the choice (src/lib/browser/colour-mode.ts). The mode
 * itself lives on <html> (set before first paint by the <head> script), so the icons follow it
 * through CSS and the server-rendered markup never disagrees with the page. Until this island has
 * woken, the <head> script answers the button with the same module; once awake, the island answers
 * it and marks the click answered (`preventDefault`), which the <head> script then leaves alone.
 */
export default function ThemeToggle() {
  return (
    <WithTooltip label={label}>
      <button
        type="button"
        className={`${iconButton} ${styles.toggle}`}
        aria-label={label}
        {...{ [colourModeToggleAttribute]: '' }}
        onClick={(event) => {
          event.preventDefault();
          toggleColourMode();
        }}
      >
        <SvgIcon name="sun" className={styles.sun} />
        <SvgIcon name="moon" className={styles.moon} />
      </button>
    </WithTooltip>
  );
}
