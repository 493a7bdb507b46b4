/**
 * Selectors for the page's states, as marked on <html> (`rootAttributes`). Prefix a component's
 * selector with one (`${scriptsOff} &`) to style it in that state.
 */
import { rootAttributes } from './root-attributes.ts';
import type { ColourMode } from './tokens.ts';

const { scripts, colourMode, colourModeSwitch, splash, dialogOpen, pageEnter, pageLeave } = rootAttributes;

const modeIs = (mode: ColourMode) => `[${colourMode}="${mode}"]`;

/** Scripts have not run (JavaScript off, or not yet): controls that need them hide. */
export const scriptsOff = `:root:not([${scripts}])`;
/** Scripts run: what stands in for a script-driven control without them hides. */
export const scriptsOn = `:root[${scripts}]`;

/** The colour modes. Dark is also the look before any script runs: see `theme.css.ts`. */
export const darkMode = `:root${modeIs('dark')}`;
export const lightMode = `:root${modeIs('light')}`;
export const notLightMode = `:root:not(${modeIs('light')})`;
/** The colour mode is flipping: nothing transitions. */
export const colourModeSwitching = `:root[${colourModeSwitch}]`;

export const splashShowing = `:root[${splash}]`;
export const dialogIsOpen = `:root[${dialogOpen}]`;
export const pageEntering = `:root[${pageEnter}]`;
export const pageLeaving = `:root[${pageLeave}]`;
