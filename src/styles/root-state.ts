/**
 * Selectors for the page's states, as marked on <html> (`rootAttributes`). Prefix a component's
 * selector with one (`${scriptsOff} &`) to style it in that state.
 */
import { rootAttributes } from './root-attributes.ts';
import type { ColourMode } from './tokens.ts';

const { scripts, colourMode, colourModeSwitch, splash, pageEnter, pageLeave } = rootAttributes;

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
/** A popover is open: the menu, a full-screen <dialog popover> (src/islands/SiteMenu.tsx). */
export const menuIsOpen = ':root:has(dialog:popover-open)';
/** A full-screen dialog is open, the menu or a modal one (the screenshot viewer): the page behind holds still. */
export const pageBehindHeld = ':root:has(dialog:popover-open, dialog:modal)';
export const pageEntering = `:root[${pageEnter}]`;
export const pageLeaving = `:root[${pageLeave}]`;
