/**
 * Design tokens as plain data. The look a forker changes (colours, fonts, radii, space) is
 * look.ts's, re-exported here; the rest is the site's own rhythm (type sizes, motion, layers).
 * The theme contract's shape is derived from `darkColours`, so a colour missing from the light set
 * fails the type check.
 */
import { darkCodeColours, darkColours, lightColours } from './look.ts';

export { darkCodeColours, darkColours, lightCodeColours, lightColours, radii, space } from './look.ts';

export type Colours = { [K in keyof typeof darkColours]: string };

/** The code colours' names: the light set has the dark one's. */
export type CodeColours = { [K in keyof typeof darkCodeColours]: string };

/** The browser-chrome colour per mode, for <meta name="theme-color"> and the web manifest. */
export const themeColour = { dark: darkColours.background, light: lightColours.background } as const;

/** The colour modes: dark (the first visit's) and light. */
export type ColourMode = keyof typeof themeColour;

export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)',
  '3xl': 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
  '4xl': 'clamp(2.25rem, 1.6rem + 3vw, 4rem)',
} as const;

export const fontWeights = { regular: '400', semibold: '600', bold: '700' } as const;

/**
 * Every motion timing, in milliseconds: styles read them as CSS times (`durations`), islands
 * as numbers (motion's `animate` takes seconds: `seconds()`).
 */
export const motionMs = {
  /** Hover and focus colour changes, the tooltip. */
  fast: 150,
  /** The menu's fade in. */
  normal: 250,
  /** A toast's entrance and exit. */
  toast: 200,
  /** The work list's preview image settling in. */
  preview: 300,
  /** Each menu entry sliding in, and the gap between one entry and the next. */
  menuEntry: 400,
  menuStagger: 60,
  /** One turn of a loading toast's spinner. */
  spin: 800,
  /** The spec's page fade out, and in. */
  pageFade: 500,
  /** One beat of the splash's pulse, and the splash's whole life from navigation start. */
  pulse: 1200,
  splash: 3000,
  /** Then, with motion, the splash's bare background fades out over this long. */
  splashFade: 250,
} as const;

type MotionName = keyof typeof motionMs;

/** Milliseconds as CSS time values. Marked pure so islands that read only `motionMs` drop it. */
/* @__NO_SIDE_EFFECTS__ */
function cssTimes<T extends Record<string, number>>(ms: T) {
  return Object.fromEntries(Object.entries(ms).map(([name, value]) => [name, `${value}ms`])) as {
    [K in keyof T]: `${T[K]}ms`;
  };
}

/** The motion timings as CSS time values. */
export const durations = cssTimes(motionMs);

/** A timing in seconds, for motion's `animate`. */
export const seconds = (name: MotionName): number => motionMs[name] / 1000;

/** CSS easings by what they are for. */
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  /** Things arriving (a page fading in). */
  enter: 'ease-out',
  /** Things leaving (a page fading out). */
  exit: 'ease-in',
  /** Back and forth (the splash's pulse). */
  pulse: 'ease-in-out',
  /** Steady progress (spinners, the splash's countdown). */
  steady: 'linear',
} as const;

/** The same easings by the names motion's `animate` knows them by. */
export const scriptEasings = { enter: 'easeOut', pulse: 'easeInOut', steady: 'linear' } as const;

/** Stacking order, lowest first: one list, so that layers are placed against each other. */
export const zIndices = { header: 20, tooltip: 30, skipLink: 50, toast: 90, splash: 100 } as const;

/** Widths of the content column. */
export const widths = { content: '72rem', prose: '44rem' } as const;

/** Header height, used to offset anchors and the full-screen menu. */
export const headerHeight = '4rem';
