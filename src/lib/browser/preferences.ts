import type { ColourMode } from '../../styles/tokens.ts';

/** localStorage key of the visitor's chosen colour mode ("dark" | "light"). */
export const colourModeKey = 'colour-mode';

/** sessionStorage key set once the splash has been shown in this tab. */
export const splashSeenKey = 'splash-seen';

/** sessionStorage key set by a page that faded out before navigating, so that the next page fades in. */
export const pageFadeKey = 'page-fade';

/** Event dispatched on window when an island's script fails to load. */
export const islandFailedEvent = 'island-failed';

export type { ColourMode };

export const isColourMode = (value: unknown): value is ColourMode => value === 'dark' || value === 'light';
