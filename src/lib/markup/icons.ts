/**
 * Inline SVG icons. Stroke icons are drawn on a 24px grid; brand marks are filled shapes
 * (simple-icons, CC0). Inline so that no icon costs a request or a font.
 */
export const icons = {
  mail: { kind: 'stroke', body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>' },
  github: {
    kind: 'fill',
    body: '<path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.82-.26.82-.57v-2.04c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.8 1.3 3.49 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22v3.29c0 .32.21.69.82.57A12 12 0 0 0 12 .3"/>',
  },
  linkedin: {
    kind: 'fill',
    body: '<path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.13 1.45-2.13 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zm1.78 13.02H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"/>',
  },
  facebook: {
    kind: 'fill',
    body: '<path d="M9.1 23.69v-7.98H6.63v-3.67H9.1v-1.58c0-4.09 1.85-5.98 5.86-5.98.76 0 2.07.15 2.61.3v3.32c-.28-.03-.78-.05-1.39-.05-1.97 0-2.73.75-2.73 2.68v1.3h3.92l-.67 3.67h-3.25v8.24A12 12 0 1 0 9.1 23.7z"/>',
  },
  download: {
    kind: 'stroke',
    body: '<path d="M12 3v12m-5-5 5 5 5-5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"/>',
  },
  external: {
    kind: 'stroke',
    body: '<path d="M14 4h6v6m0-6L10 14m8 0v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4"/>',
  },
  arrowLeft: { kind: 'stroke', body: '<path d="M19 12H5m6-7-7 7 7 7"/>' },
  arrowRight: { kind: 'stroke', body: '<path d="M5 12h14m-6-7 7 7-7 7"/>' },
  menu: { kind: 'stroke', body: '<path d="M4 7h16M4 12h16M4 17h16"/>' },
  close: { kind: 'stroke', body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  sun: {
    kind: 'stroke',
    body: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41"/>',
  },
  moon: { kind: 'stroke', body: '<path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6z"/>' },
  copy: {
    kind: 'stroke',
    body: '<rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"/>',
  },
  check: { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="m8 12.5 2.5 2.5L16 9.5"/>' },
  info: { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="M12 11v5m0-8h.01"/>' },
  warning: {
    kind: 'stroke',
    body: '<path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4m0 4h.01"/>',
  },
  error: { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="m9 9 6 6m0-6-6 6"/>' },
  spinner: { kind: 'stroke', body: '<path d="M21 12a9 9 0 1 1-6.2-8.56"/>' },
} as const satisfies Record<string, { kind: 'stroke' | 'fill'; body: string }>;

export type IconName = keyof typeof icons;

/** The paint each kind of icon needs, by React's prop names. */
const paints = {
  stroke: {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  fill: { fill: 'currentColor' },
} as const;

/**
 * What an icon's <svg> carries besides its class and its body: the 24px frame at the given
 * size, the paint of its kind, and hidden from assistive technology (the control names itself).
 * Prop names are React's; `svgAttributes` turns them into the markup's.
 */
export function iconFrame(name: IconName, size = 24) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    focusable: 'false',
    ...paints[icons[name].kind],
  } as const;
}

/** React's camel-cased SVG prop names as SVG's own attribute names (strokeWidth: stroke-width). */
export const svgAttributes = (props: Record<string, string | number>): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(props).map(([name, value]) => [
      name === 'viewBox' ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      value,
    ]),
  );
