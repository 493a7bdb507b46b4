/**
 * The site's own inline SVG icons, stroked on a 24px grid. Inline so that no icon costs a request
 * or a font. The brands' marks of the owner's profile links are in brand-icons.ts, which only the
 * static pages import.
 */
export const icons = {
  mail: { kind: 'stroke', body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>' },
  link: {
    kind: 'stroke',
    body: '<path d="M10 13.5a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.6l-1.7 1.7"/><path d="M14 10.5a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.6l1.7-1.7"/>',
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
 * size, the paint of its kind (a brand's mark is filled), and hidden from assistive technology (the
 * control names itself). Prop names are React's; `svgAttributes` turns them into the markup's.
 */
export function iconFrame(name: IconName | 'brand', size = 24) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    focusable: 'false',
    ...paints[name === 'brand' ? 'fill' : icons[name].kind],
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
