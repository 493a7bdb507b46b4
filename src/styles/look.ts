/**
 * The site's look in one place: its two fonts, its colours in both modes, the roundness of its
 * corners and its spacing. The pages (through tokens.ts and theme.css.ts), the resume PDF, the
 * social cards and the icons all take them from here. The owner's guide says how to change them,
 * and what `npm test` says when a colour is too faint to read ("Colours and fonts").
 *
 * Plain data: the build, the content check and the browser all read it.
 */

/**
 * The fonts, each a Fontsource package (https://fontsource.org). To change one, install it
 * (`npm install @fontsource/inter`), name it here, and run `npm run fonts`. Its family name,
 * weights and alphabets are read from the package itself.
 */
const bodyFont = '@fontsource/k2d';

export const fonts = {
  /** Running text, links, buttons and labels, in its regular (400) and semibold (600) weights. */
  body: bodyFont,
  /**
   * Headings, the site's name, the social cards and the icons' letters, in bold (700). The body's
   * font unless you name another package here.
   */
  heading: bodyFont,
};

/**
 * The colours of dark mode, the first visit's. Light mode below has the same names. Text colours
 * must stay readable on the backgrounds they sit on (WCAG AA: 4.5:1 for text, 3:1 for large text,
 * icons and focus rings): `npm test` checks every page in both modes.
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
};

/** Light mode, also the colours of print: #3182CE is only 4.0:1 on white, so small text and fills use a darker blue. */
export const lightColours = {
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
} satisfies Record<keyof typeof darkColours, string>;

/**
 * Code blocks in the owner's writing: the block's background and text, and one colour per kind of
 * token, by the names Shiki's css-variables theme gives them (`token-keyword` is `keyword` here).
 * Every colour must meet WCAG AA (4.5:1) against `background` of its mode
 * (tests/unit/code-highlight.test.ts).
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
};

export const lightCodeColours = {
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
} satisfies Record<keyof typeof darkCodeColours, string>;

/** Corner radii, from a tag's to a card's; `full` makes a pill or a circle. */
export const radii = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1.25rem', full: '9999px' };

/** The space scale every gap, margin and padding is taken from: 1 rem is 16 px at the browser's default size. */
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
};
