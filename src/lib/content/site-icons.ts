/**
 * The site's icons and web manifest: which files exist, at what size, and what the manifest
 * says. The images themselves are drawn at build time from the owner's initials (see
 * src/pages/icons/[icon].png.ts), so changing the owner's name changes the icons with no other
 * edit.
 */

/** One PNG icon, served at /icons/<file> under the base. */
export interface SiteIcon {
  file: string;
  /** Width and height in pixels. */
  size: number;
  /** Corner radius as a share of the size; 0 where the platform rounds or masks the icon itself. */
  radius: number;
  /** Share of the size the letters span; smaller for maskable icons, which may be cut to a circle. */
  scale: number;
  /** Its role in the web manifest, if it is listed there. */
  manifestPurpose?: 'any' | 'maskable';
  /** How every page's <head> links it (src/components/SeoHead.astro), if it does. */
  linkRel?: 'icon' | 'apple-touch-icon';
}

export const siteIcons = [
  /**
   * The browser tab's icon (16 px at 2×): a PNG, not an SVG. Chromium makes an SVG favicon into a
   * document of its own on the page's main thread just after load, a task several times as long as
   * this PNG's decode (docs/benchmarks.md).
   */
  { file: 'favicon-32.png', size: 32, radius: 0.22, scale: 0.66, linkRel: 'icon' },
  /**
   * The same for screens at 3× (a 48 px tab icon) and for Google's search results, which ask for a
   * multiple of 48 px; a browser fetches only the size it needs.
   */
  { file: 'favicon-96.png', size: 96, radius: 0.22, scale: 0.66, linkRel: 'icon' },
  /** iOS home screen; iOS rounds the corners itself. */
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 0.56, linkRel: 'apple-touch-icon' },
  { file: 'icon-192.png', size: 192, radius: 0.22, scale: 0.62, manifestPurpose: 'any' },
  { file: 'icon-512.png', size: 512, radius: 0.22, scale: 0.62, manifestPurpose: 'any' },
  /** Android adaptive icons: full bleed, the letters inside the central safe zone. */
  { file: 'icon-maskable-512.png', size: 512, radius: 0, scale: 0.46, manifestPurpose: 'maskable' },
] as const satisfies readonly SiteIcon[];

export type SiteIconFile = (typeof siteIcons)[number]['file'];

/** The icons every page links in its <head>: `<link rel={linkRel} sizes={sizes}>`. */
export const linkedIcons = siteIcons.flatMap((icon) =>
  'linkRel' in icon ? [{ rel: icon.linkRel, file: icon.file, sizes: `${icon.size}x${icon.size}` }] : [],
);

/** Paths without the base; pass them through `href()`. */
export const iconPath = (file: SiteIconFile): string => `/icons/${file}`;
export const manifestPath = '/manifest.webmanifest';

/** What the manifest needs to know about the owner and the site. */
export interface ManifestInput {
  name: string;
  role: string;
  description: string;
  /** The home page, base included: the manifest's start URL and scope. */
  home: string;
  /** The browser-chrome colour of the mode the site opens in (dark), e.g. `themeColour.dark`. */
  themeColour: string;
  /** Maps a path without the base to a URL (`href`). */
  href: (path: string) => string;
}

/**
 * The web manifest. Its colours are those of the mode the site opens in: the site always opens
 * dark whatever the system's preference, and a visitor's later choice cannot reach a static
 * file, so an installed window, its title bar and its splash match the first page it shows.
 */
export function webManifest(input: ManifestInput): Record<string, unknown> {
  const { name, role, description, home, themeColour, href } = input;
  return {
    name: `${name} · ${role}`,
    // Launchers cut names longer than about 12 characters.
    short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
    description,
    lang: 'en',
    dir: 'ltr',
    id: home,
    start_url: home,
    scope: home,
    display: 'minimal-ui',
    theme_color: themeColour,
    background_color: themeColour,
    icons: siteIcons.flatMap((icon) =>
      'manifestPurpose' in icon
        ? [
            {
              src: href(iconPath(icon.file)),
              sizes: `${icon.size}x${icon.size}`,
              type: 'image/png',
              purpose: icon.manifestPurpose,
            },
          ]
        : [],
    ),
  };
}
