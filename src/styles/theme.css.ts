import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { fontVariables } from './font-roles.ts';
import { darkMode, lightMode } from './root-state.ts';
import {
  darkColours,
  durations,
  easings,
  fontSizes,
  fontWeights,
  headerHeight,
  lightColours,
  radii,
  space,
  widths,
} from './tokens.ts';

const mapToNull = <T extends Record<string, unknown>>(tokens: T) =>
  Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as { [K in keyof T]: null };

/** Colours change with the mode; everything else is shared. */
export const colours = createThemeContract(mapToNull(darkColours));

/**
 * Dark is the default look: it applies before any script runs and whenever the marker says dark.
 * The inline script in the layout's <head> sets data-theme from the visitor's stored choice.
 */
createGlobalTheme(`:root, ${darkMode}`, colours, darkColours);
createGlobalTheme(lightMode, colours, lightColours);
// Paper is white: a page prints in the light mode's colours, whichever mode is on screen. As
// specific as the modes' own rules, and after them.
globalStyle(`:root, ${darkMode}, ${lightMode}`, {
  '@media': { print: { vars: assignVars(colours, lightColours) } },
});

const shared = createGlobalTheme(':root', {
  space,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  radius: radii,
  duration: durations,
  easing: easings,
  width: widths,
  headerHeight,
  // Each family's variable holds its fallbacks too (Astro's fonts, astro.config.mjs).
  font: {
    body: `var(${fontVariables.body})`,
    heading: `var(${fontVariables.heading})`,
  },
});

/** Every theme variable: read these in components, never raw colours. */
export const vars = { ...shared, colour: colours };
