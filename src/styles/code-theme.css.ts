import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { darkMode, lightMode } from './root-state.ts';
import { darkCodeColours, lightCodeColours } from './tokens.ts';

const names = Object.fromEntries(Object.keys(darkCodeColours).map((kind) => [kind, null])) as {
  [K in keyof typeof darkCodeColours]: null;
};

/**
 * The colours of code blocks, by mode, as theme variables (src/styles/tokens.ts). Imported only by
 * the prose styles, so that only pages with the owner's writing carry them. Dark is also the look
 * before any script runs, as for the site's own colours (theme.css.ts).
 */
export const codeColours = createThemeContract(names);

createGlobalTheme(`:root, ${darkMode}`, codeColours, darkCodeColours);
createGlobalTheme(lightMode, codeColours, lightCodeColours);
