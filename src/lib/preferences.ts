/** localStorage key of the visitor's chosen colour mode ("dark" | "light"). */
export const colourModeKey = 'colour-mode';

/** sessionStorage key set once the splash has been shown in this tab. */
export const splashSeenKey = 'splash-seen';

/** Event dispatched on window when an island's script fails to load. */
export const islandFailedEvent = 'island-failed';

export type ColourMode = 'dark' | 'light';

export const isColourMode = (value: unknown): value is ColourMode => value === 'dark' || value === 'light';
