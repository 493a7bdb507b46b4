import { style } from '@vanilla-extract/css';

/** Without scripts the toggle could do nothing, so it only shows once they run. */
export const toggle = style({
  selectors: { ':root:not([data-js]) &': { display: 'none' } },
});

/** Dark mode offers the sun (switch to light); light mode offers the moon. */
export const sun = style({
  selectors: { ':root[data-theme="light"] &': { display: 'none' } },
});

export const moon = style({
  selectors: { ':root:not([data-theme="light"]) &': { display: 'none' } },
});
