/**
 * Design tokens as plain data. The theme contract's shape is derived from `darkColours`, so a
 * colour missing from the light set fails the type check.
 */
export const darkColours = {
  background: '#1A202C',
  surface: '#2D3748',
  surfaceRaised: '#4A5568',
  border: 'rgba(255, 255, 255, 0.16)',
  text: 'rgba(255, 255, 255, 0.92)',
  textMuted: '#A0AEC0',
  /** The brand colour (#90CDF4 in dark mode). */
  primary: '#90CDF4',
  /** Primary for small text such as links; in dark mode the brand colour passes AA. */
  primaryText: '#90CDF4',
  /** Text on a primary-coloured fill. */
  onPrimary: '#1A202C',
  /** The fill of primary buttons. */
  primaryFill: '#90CDF4',
  primaryFillHover: '#BEE3F8',
  focusRing: '#90CDF4',
  shadow: 'rgba(0, 0, 0, 0.5)',
  /** Notification accents (icons and edges, 3:1 or better against the surface). */
  success: '#68D391',
  warning: '#F6AD55',
  danger: '#FC8181',
  info: '#90CDF4',
} as const;

export type Colours = { [K in keyof typeof darkColours]: string };

/** Light mode: #3182CE is only 4.0:1 on white, so small text and fills use a darker blue. */
export const lightColours: Colours = {
  background: '#FFFFFF',
  surface: '#F7FAFC',
  surfaceRaised: '#EDF2F7',
  border: 'rgba(26, 32, 44, 0.14)',
  text: '#1A202C',
  textMuted: '#4A5568',
  primary: '#3182CE',
  primaryText: '#2B6CB0',
  onPrimary: '#FFFFFF',
  primaryFill: '#2B6CB0',
  primaryFillHover: '#2C5282',
  focusRing: '#2B6CB0',
  shadow: 'rgba(26, 32, 44, 0.18)',
  success: '#2F855A',
  warning: '#C05621',
  danger: '#C53030',
  info: '#2B6CB0',
};

/**
 * Code blocks in the owner's writing: the block's background and text, and one colour per kind of
 * token, by the names Shiki's css-variables theme gives them (`token-keyword` is `keyword` here).
 * src/lib/build/code-highlight.ts turns each token's colour into the class of its kind, so a block is
 * coloured by the stylesheet alone. Every colour meets WCAG AA (4.5:1) against `background` of its
 * mode (tests/unit/code-highlight.test.ts). The light set is typed by the dark one's keys.
 */
export const darkCodeColours = {
  background: '#11151C',
  foreground: '#E2E8F0',
  comment: '#A0AEC0',
  keyword: '#F687B3',
  string: '#9AE6B4',
  'string-expression': '#68D391',
  constant: '#90CDF4',
  function: '#D6BCFA',
  parameter: '#FBD38D',
  punctuation: '#CBD5E0',
  link: '#90CDF4',
  inserted: '#9AE6B4',
  deleted: '#FEB2B2',
  changed: '#FBD38D',
} as const;

export type CodeColours = { [K in keyof typeof darkCodeColours]: string };

export const lightCodeColours: CodeColours = {
  background: '#F7FAFC',
  foreground: '#1A202C',
  comment: '#4A5568',
  keyword: '#B83280',
  string: '#276749',
  'string-expression': '#22543D',
  constant: '#2B6CB0',
  function: '#6B46C1',
  parameter: '#9C4221',
  punctuation: '#2D3748',
  link: '#2B6CB0',
  inserted: '#276749',
  deleted: '#C53030',
  changed: '#9C4221',
};

/** The browser-chrome colour per mode, for <meta name="theme-color"> and the web manifest. */
export const themeColour = { dark: darkColours.background, light: lightColours.background } as const;

/** The colour modes: dark (the first visit's) and light. */
export type ColourMode = keyof typeof themeColour;

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
  '9': '6rem',
} as const;

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

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1.25rem', full: '9999px' } as const;

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
