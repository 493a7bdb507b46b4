/**
 * The spec's breakpoints (base, sm, md, lg, xl, 2xl) as min-widths. `base` is everything below
 * `sm`: styles without a media query.
 */
export const breakpoints = {
  sm: '30em',
  md: '48em',
  lg: '62em',
  xl: '80em',
  '2xl': '96em',
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for vanilla-extract's `@media`. */
export const mediaUp = (breakpoint: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[breakpoint]})`;

/**
 * Hover effects only where the pointer hovers. On a touch screen a tap sets `:hover` too: the effect
 * would stay on after the finger lifts, and restyle the page while the tap waits for its response.
 */
export const hoverable = '(hover: hover)';

/** Motion is opt-out: wrap every animation in this query. */
export const motionOk = '(prefers-reduced-motion: no-preference)';
