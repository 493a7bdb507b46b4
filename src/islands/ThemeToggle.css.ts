import { style } from '@vanilla-extract/css';
import { lightMode, notLightMode, scriptsOff } from '../styles/root-state.ts';

/** Without scripts the toggle could do nothing, so it only shows once they run. */
export const toggle = style({
  selectors: { [`${scriptsOff} &`]: { display: 'none' } },
});

/** Dark mode offers the sun (switch to light); light mode offers the moon. */
export const sun = style({
  selectors: { [`${lightMode} &`]: { display: 'none' } },
});

export const moon = style({
  selectors: { [`${notLightMode} &`]: { display: 'none' } },
});
