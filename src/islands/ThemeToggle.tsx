import { iconButton } from '../components/IconButton.css.ts';
import { toggleColourMode } from '../lib/browser/colour-mode.ts';
import { firstResponse, firstResponses } from '../lib/first-response.ts';
import { SvgIcon } from './SvgIcon.tsx';
import * as styles from './ThemeToggle.css.ts';
import { WithTooltip } from './WithTooltip.tsx';

const label = 'Change theme color';

/**
 * Flips between dark and light and remembers the choice. The mode itself lives on <html>
 * (set before first paint by the <head> script), so the icons follow it through CSS and the
 * server-rendered markup never disagrees with the page. Before the island wakes, the page's
 * first-response script flips it the same way (src/lib/first-response.ts).
 */
export default function ThemeToggle() {
  return (
    <WithTooltip label={label}>
      <button
        type="button"
        className={`${iconButton} ${styles.toggle}`}
        aria-label={label}
        {...firstResponse(firstResponses.theme)}
        onClick={() => toggleColourMode()}
      >
        <SvgIcon name="sun" className={styles.sun} />
        <SvgIcon name="moon" className={styles.moon} />
      </button>
    </WithTooltip>
  );
}
