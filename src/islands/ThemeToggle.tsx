import { iconButton } from '../components/IconButton.css.ts';
import * as tooltip from '../components/Tooltip.css.ts';
import { toggleColourMode } from '../lib/colour-mode.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './ThemeToggle.css.ts';

const label = 'Change theme color';

/**
 * Flips between dark and light and remembers the choice. The mode itself lives on <html>
 * (set before first paint by the <head> script), so the icons follow it through CSS and the
 * server-rendered markup never disagrees with the page.
 */
export default function ThemeToggle() {
  return (
    <span className={tooltip.anchor}>
      <button
        type="button"
        className={`${iconButton} ${styles.toggle}`}
        aria-label={label}
        onClick={() => toggleColourMode()}
      >
        <SvgIcon name="sun" className={styles.sun} />
        <SvgIcon name="moon" className={styles.moon} />
      </button>
      <span className={tooltip.tip} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
