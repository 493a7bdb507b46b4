/**
 * Placeholder art for the portfolio: project title cards, browser and phone screenshots, a
 * portrait and a one-page resume PDF.
 *
 * Layout and text go through satori (text becomes SVG paths set in the bundled K2D font, so no
 * system font is ever used) and the SVG is rasterised with sharp. Every function is
 * deterministic: the same options give the same bytes, so re-running a generator is idempotent.
 *
 * Runs under Node 24's native type stripping: erasable TypeScript only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import satori from 'satori';
import type { SatoriOptions } from 'satori';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

// ---------------------------------------------------------------------------------------------
// Marker

/**
 * Text embedded in every generated file (a PNG `tEXt` chunk, a JPEG comment, the PDF producer).
 * Generators use {@link isGeneratedPlaceholder} to tell their own output from a real image the
 * owner has put in its place, so they never overwrite the owner's files.
 */
export const PLACEHOLDER_MARKER = 'portfolio-placeholder-art';

/** True when `file` (PNG, JPEG or PDF bytes) was made by this module, i.e. carries the marker. */
export function isGeneratedPlaceholder(file: Uint8Array): boolean {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  // PDF metadata strings are written as UTF-16BE hex strings, e.g. <FEFF0070006F...>.
  const utf16Hex = Buffer.from(PLACEHOLDER_MARKER, 'utf16le').swap16().toString('hex').toUpperCase();
  return bytes.includes(PLACEHOLDER_MARKER, 0, 'latin1') || bytes.includes(utf16Hex, 0, 'latin1');
}

/** Inserts a `tEXt` chunk (Software = marker) right after the PNG's IHDR chunk. */
function markPng(png: Buffer): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4; // signature, length, type, IHDR data, CRC
  const body = Buffer.from(`Software\0${PLACEHOLDER_MARKER}`, 'latin1');
  const typeAndBody = Buffer.concat([Buffer.from('tEXt', 'latin1'), body]);
  const chunk = Buffer.alloc(4 + typeAndBody.length + 4);
  chunk.writeUInt32BE(body.length, 0);
  typeAndBody.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndBody) >>> 0, 4 + typeAndBody.length);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/** Inserts a COM segment holding the marker right after the JPEG's SOI marker. */
function markJpeg(jpeg: Buffer): Buffer {
  const text = Buffer.from(PLACEHOLDER_MARKER, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

// ---------------------------------------------------------------------------------------------
// Colour

/** A small palette derived from one hue; every value is a `#rrggbb` string. */
export interface SlugColour {
  /** OKLCH hue angle in degrees. */
  hue: number;
  /** Darkest stop of the card gradient; light text sits on it. */
  deep: string;
  /** Second stop of the card gradient, a little lighter and shifted in hue. */
  bright: string;
  /** Brand colour for filled buttons and logos; white text passes WCAG AA on it. */
  base: string;
  /** A light, vivid highlight for accents on dark fields. */
  accent: string;
  /** A pale wash for backdrops behind device frames. */
  wash: string;
  /** An almost-white tint for light surfaces and chips. */
  tint: string;
  /** A dark, hue-tinted text colour for light surfaces. */
  ink: string;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** OKLCH to linear-light sRGB components (may fall outside 0..1). */
function oklchToLinear(l: number, c: number, hueDeg: number): [number, number, number] {
  const hr = (hueDeg * Math.PI) / 180;
  const a = c * Math.cos(hr);
  const b = c * Math.sin(hr);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
}

/** OKLCH to `#rrggbb`, lowering chroma until the colour fits in sRGB. */
function oklch(l: number, c: number, hueDeg: number): string {
  let chroma = c;
  let lin = oklchToLinear(l, chroma, hueDeg);
  while (chroma > 0 && lin.some((v) => v < -0.0005 || v > 1.0005)) {
    chroma = Math.max(0, chroma - 0.005);
    lin = oklchToLinear(l, chroma, hueDeg);
  }
  return `#${lin
    .map((v) => {
      const x = Math.min(1, Math.max(0, v));
      const srgb = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
      return Math.round(srgb * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/** `#rrggbb` plus an alpha, as `rgba()`. */
function alpha(hex: string, a: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

/**
 * Ten hand-picked OKLCH hues, each with the hue shift of its gradient's second stop (chosen so
 * no gradient drifts into muddy ochre or olive).
 */
const HUES: readonly (readonly [hue: number, shift: number])[] = [
  [25, -30], // coral to crimson
  [55, -30], // orange to coral
  [150, 30], // green to teal
  [175, 30], // teal to cyan
  [200, 35], // cyan to sky
  [235, 30], // sky to blue
  [260, 30], // blue to violet
  [285, 30], // violet to purple
  [315, 30], // purple to pink
  [345, 30], // rose to coral
];

/**
 * Mixed into the hash so the seven launch projects get seven different hues, with neighbours
 * in the project order far apart on the colour wheel. Any other slug still gets a stable hue.
 */
const HUE_SALT = '674';

/**
 * The colour palette of a project, derived deterministically from its slug: the slug picks one
 * of ten curated hues, and the palette is built from it in OKLCH so every hue has the same
 * lightness and contrast.
 */
export function colourForSlug(slug: string): SlugColour {
  const [hue, shift] = HUES[hash(`${HUE_SALT}:${slug}`) % HUES.length] ?? [260, 30];
  return {
    hue,
    deep: oklch(0.27, 0.08, hue),
    bright: oklch(0.44, 0.14, hue + shift),
    base: oklch(0.5, 0.16, hue),
    accent: oklch(0.86, 0.11, hue + 40),
    wash: oklch(0.9, 0.045, hue),
    tint: oklch(0.965, 0.018, hue),
    ink: oklch(0.24, 0.04, hue),
  };
}

// ---------------------------------------------------------------------------------------------
// Satori plumbing

type Style = Record<string, string | number>;
type Child = El | string | null | false | undefined;
interface El {
  type: string;
  props: { style: Style; children: Child[] };
}

/** A satori element: a border-box flex container unless the style says otherwise. */
function h(style: Style, ...children: Child[]): El {
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } };
}

const FONT_FAMILY = 'K2D';
let fontCache: SatoriOptions['fonts'] | undefined;

/** K2D regular and bold, read once from @fontsource/k2d (woff: satori reads it directly). */
function fonts(): SatoriOptions['fonts'] {
  if (!fontCache) {
    const load = (weight: 400 | 700) =>
      readFileSync(
        fileURLToPath(import.meta.resolve(`@fontsource/k2d/files/k2d-latin-${weight}-normal.woff`)),
      );
    fontCache = [
      { name: FONT_FAMILY, data: load(400), weight: 400, style: 'normal' },
      { name: FONT_FAMILY, data: load(700), weight: 700, style: 'normal' },
    ];
  }
  return fontCache;
}

/**
 * Lays `root` out on a `designWidth`×`designHeight` page and returns the SVG, scaled (as
 * vectors, via the viewBox) to `width`×`height`.
 */
async function toSvg(
  root: El,
  designWidth: number,
  designHeight: number,
  width: number,
  height: number,
): Promise<string> {
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: designWidth,
    height: designHeight,
    fonts: fonts(),
  });
  return svg.replace(/^<svg width="[^"]*" height="[^"]*"/, `<svg width="${width}" height="${height}"`);
}

/** Rasterises an SVG to a compact, palette-based PNG carrying the placeholder marker. */
async function svgToPng(svg: string, colours = 256): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg))
    .png({ palette: true, colours, quality: 100, dither: 0.6, effort: 10, compressionLevel: 9 })
    .toBuffer();
  return markPng(png);
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0] ?? '') : [title.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** A repeating grid of dots of radius `size` every `gap` pixels, as background styles. */
function dots(size: number, color: string, gap: number): Style {
  // Stops in percent of the tile's half-width: satori misplaces pixel stops in tiled gradients.
  const pct = (px: number) => `${((px / (gap / 2)) * 100).toFixed(2)}%`;
  return {
    backgroundImage: `radial-gradient(circle closest-side, ${color} ${pct(size)}, ${alpha('#000000', 0)} ${pct(size + 1)})`,
    backgroundSize: `${gap}px ${gap}px`,
  };
}

// ---------------------------------------------------------------------------------------------
// Project card

/** Options of {@link renderProjectCard}. */
export interface ProjectCardOptions {
  /** Shown large, wrapping onto a second line when long. */
  title: string;
  /** Shown smaller, in a chip above the title. */
  category: string;
  /** Picks the colour (see {@link colourForSlug}). */
  slug: string;
  /** Pixel size; any aspect ratio from about 1:1 to 2:1 lays out well. Default 1600×900. */
  width?: number;
  height?: number;
}

/**
 * A title card for a project: its title large and its category in a chip, light text on a soft
 * gradient in the slug's colour, with quiet geometric decoration. Returns PNG bytes. Used for
 * project heroes (1600×900), list previews (960×600) and social images (1200×630).
 */
export async function renderProjectCard(options: ProjectCardOptions): Promise<Buffer> {
  const { title, category, slug, width = 1600, height = 900 } = options;
  const c = colourForSlug(slug);
  const s = Math.min(width / 1600, height / 900);
  const padX = Math.round(width * 0.075);
  const padY = Math.round(height * 0.1);

  // Keep the longest word on one line: K2D bold averages about 0.6 em per character.
  const longestWord = Math.max(...title.split(/\s+/).map((w) => w.length));
  const textWidth = width * 0.66;
  // Long titles shrink towards two lines (about 0.56 em per character), but never below 60 %.
  const fullSize = 136 * s;
  const titleSize = Math.round(
    Math.min(
      textWidth / (longestWord * 0.6),
      Math.max(fullSize * 0.6, Math.min(fullSize, (textWidth * 2) / (title.length * 0.56))),
    ),
  );

  const ring = (d: number, a: number): El =>
    h({
      position: 'absolute',
      width: d,
      height: d,
      left: -d / 2,
      top: -d / 2,
      borderRadius: d,
      border: `${Math.max(1.5, 2.5 * s)}px solid ${alpha('#ffffff', a)}`,
    });
  const ringSize = height * 1.05;
  const gap = Math.round(30 * s);

  const root = h(
    {
      position: 'relative',
      width,
      height,
      backgroundImage: `linear-gradient(135deg, ${c.deep} 0%, ${c.deep} 25%, ${c.bright} 100%)`,
      fontFamily: FONT_FAMILY,
      color: '#ffffff',
    },
    // soft glow behind the rings
    h({
      position: 'absolute',
      left: 0,
      top: 0,
      width,
      height,
      backgroundImage: `radial-gradient(circle at 82% 18%, ${alpha(c.accent, 0.38)} 0%, ${alpha(c.accent, 0)} 55%)`,
    }),
    // a wide translucent band crossing the card
    h({
      position: 'absolute',
      left: width * 0.38,
      top: -height * 0.5,
      width: width * 0.3,
      height: height * 2,
      transform: 'rotate(28deg)',
      backgroundImage: `linear-gradient(90deg, ${alpha('#ffffff', 0)} 0%, ${alpha('#ffffff', 0.06)} 100%)`,
    }),
    // concentric rings around a point near the top-right corner
    h(
      { position: 'absolute', left: width * 0.86, top: height * 0.14, width: 0, height: 0 },
      ring(ringSize, 0.1),
      ring(ringSize * 0.74, 0.13),
      ring(ringSize * 0.48, 0.16),
      h({
        position: 'absolute',
        width: 26 * s,
        height: 26 * s,
        left: ringSize * 0.24 * Math.cos(2.4) - 13 * s,
        top: ringSize * 0.24 * Math.sin(2.4) - 13 * s,
        borderRadius: 26 * s,
        backgroundColor: c.accent,
      }),
    ),
    // dot grid near the bottom-right corner, a whole number of tiles wide and high
    h({
      position: 'absolute',
      right: padX * 0.8,
      bottom: padY * 0.9,
      width: Math.round((width * 0.2) / gap) * gap,
      height: Math.round((height * 0.2) / gap) * gap,
      ...dots(2.4 * s, alpha('#ffffff', 0.28), gap),
    }),
    // content
    h(
      {
        position: 'absolute',
        left: padX,
        top: padY,
        bottom: padY,
        width: width - padX * 2,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        {
          width: 84 * s,
          height: 84 * s,
          borderRadius: 22 * s,
          alignItems: 'center',
          justifyContent: 'center',
          backgroundColor: alpha('#ffffff', 0.12),
          border: `${2 * s}px solid ${alpha('#ffffff', 0.28)}`,
          fontSize: 34 * s,
          fontWeight: 700,
          letterSpacing: 1 * s,
        },
        initials(title),
      ),
      h(
        { flexDirection: 'column', alignItems: 'flex-start' },
        h(
          {
            padding: `${8 * s}px ${22 * s}px`,
            borderRadius: 999,
            backgroundColor: alpha('#ffffff', 0.12),
            border: `${2 * s}px solid ${alpha(c.accent, 0.55)}`,
            color: c.tint,
            fontSize: 30 * s,
            fontWeight: 700,
            letterSpacing: 3 * s,
            textTransform: 'uppercase',
            marginBottom: 28 * s,
          },
          category,
        ),
        h(
          {
            maxWidth: textWidth,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.02,
            letterSpacing: -1.5 * s,
            textWrap: 'balance',
          },
          title,
        ),
        h({
          marginTop: 34 * s,
          width: 120 * s,
          height: 10 * s,
          borderRadius: 10 * s,
          backgroundImage: `linear-gradient(90deg, ${c.accent}, ${alpha(c.accent, 0.35)})`,
        }),
      ),
    ),
  );
  return svgToPng(await toSvg(root, width, height, width, height));
}

// ---------------------------------------------------------------------------------------------
// Shared mock-UI pieces

function text(value: string, style: Style = {}): El {
  return h(style, value);
}

function bar(width: number | string, height: number, color: string, style: Style = {}): El {
  return h({ width, height, borderRadius: height / 2, backgroundColor: color, flexShrink: 0, ...style });
}

function circle(size: number, color: string, style: Style = {}, ...children: Child[]): El {
  return h(
    {
      width: size,
      height: size,
      borderRadius: size,
      backgroundColor: color,
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      ...style,
    },
    ...children,
  );
}

function pill(label: string, fg: string, bg: string, style: Style = {}): El {
  return h(
    {
      padding: '6px 14px',
      borderRadius: 999,
      backgroundColor: bg,
      color: fg,
      fontSize: 15,
      fontWeight: 700,
      ...style,
    },
    label,
  );
}

// ---------------------------------------------------------------------------------------------
// Browser screenshots

const GREY = {
  page: '#f5f6f8',
  line: '#e4e7ec',
  skeleton: '#e6e9ee',
  skeletonDark: '#cfd4dc',
  muted: '#667085',
  text: '#1d2433',
  chrome: '#eceef1',
};

/** Options of {@link renderBrowserScreen}. */
export interface BrowserScreenOptions {
  /** Picks the brand colour (see {@link colourForSlug}). */
  slug: string;
  /** The site's name, shown as the logo in the mock page's header bar. */
  siteName: string;
  /** Shown in the fake address bar, e.g. `quotekong.app/subcontractors`. */
  url: string;
  /** Small label above the headline, e.g. `Sub Contractor page 1`. */
  label: string;
  /** The mock page's headline. */
  heading: string;
  /** Which mock page to draw: a directory of cards, a profile with a list, or a form. */
  layout: 'directory' | 'profile' | 'form';
  /** Output width in pixels; the height follows the 16:10 canvas. Default 1440 (×900). */
  width?: number;
}

const contractors = [
  ['Northline Electric', 'Electrical'],
  ['Bayview Plumbing', 'Plumbing'],
  ['Summit Framing', 'Framing'],
  ['Cedar Roofing Co.', 'Roofing'],
  ['Harbour Drywall', 'Drywall'],
  ['Keystone Concrete', 'Concrete'],
] as const;

function stars(n: number, color: string): El {
  return h(
    { gap: 5, alignItems: 'center' },
    ...[0, 1, 2, 3, 4].map((i) => circle(11, i < n ? color : GREY.skeletonDark)),
  );
}

function directoryPage(c: SlugColour): El {
  const card = ([name, trade]: readonly [string, string], i: number): El =>
    h(
      {
        flexDirection: 'column',
        width: 398,
        padding: 24,
        borderRadius: 16,
        backgroundColor: '#ffffff',
        border: `1px solid ${GREY.line}`,
        boxShadow: '0 2px 6px rgba(16, 24, 40, 0.05)',
      },
      h(
        { alignItems: 'center', gap: 14 },
        circle(52, i % 2 ? c.wash : c.tint, { color: c.base, fontSize: 19, fontWeight: 700 }, initials(name)),
        h(
          { flexDirection: 'column', gap: 4 },
          text(name, { fontSize: 20, fontWeight: 700, color: GREY.text }),
          text(`${trade} · ${12 + ((i * 7) % 20)} km away`, { fontSize: 15, color: GREY.muted }),
        ),
      ),
      h(
        { marginTop: 18, alignItems: 'center', gap: 10 },
        stars(5 - (i % 3 === 2 ? 1 : 0), '#f5a524'),
        text(`4.${9 - (i % 4)}`, { fontSize: 15, color: GREY.muted, fontWeight: 700 }),
      ),
      bar('92%', 10, GREY.skeleton, { marginTop: 18 }),
      bar('70%', 10, GREY.skeleton, { marginTop: 10 }),
      h(
        { marginTop: 20, gap: 10 },
        h(
          {
            flexGrow: 1,
            justifyContent: 'center',
            padding: '10px 0',
            borderRadius: 10,
            backgroundColor: c.base,
            color: '#ffffff',
            fontSize: 16,
            fontWeight: 700,
          },
          'Request quote',
        ),
        h(
          {
            padding: '10px 18px',
            borderRadius: 10,
            border: `1.5px solid ${GREY.line}`,
            color: GREY.text,
            fontSize: 16,
            fontWeight: 700,
          },
          'Profile',
        ),
      ),
    );
  return h(
    { flexDirection: 'column', gap: 22 },
    h(
      { gap: 12, alignItems: 'center' },
      h(
        {
          width: 520,
          height: 50,
          alignItems: 'center',
          gap: 12,
          padding: '0 18px',
          borderRadius: 12,
          backgroundColor: '#ffffff',
          border: `1.5px solid ${GREY.line}`,
        },
        circle(16, '#ffffff', { border: `3px solid ${GREY.skeletonDark}` }),
        text('Search by trade, name or city', { fontSize: 17, color: '#98a2b3' }),
      ),
      ...['All trades', 'Electrical', 'Plumbing', 'Framing', 'Roofing'].map((t, i) =>
        pill(t, i === 0 ? '#ffffff' : GREY.text, i === 0 ? c.ink : '#ffffff', {
          padding: '11px 18px',
          border: `1.5px solid ${i === 0 ? c.ink : GREY.line}`,
        }),
      ),
    ),
    h({ flexWrap: 'wrap', gap: 24 }, ...contractors.map(card)),
  );
}

function profilePage(c: SlugColour): El {
  const stat = (value: string, label: string): El =>
    h(
      { flexDirection: 'column', alignItems: 'center', gap: 2 },
      text(value, { fontSize: 24, fontWeight: 700, color: GREY.text }),
      text(label, { fontSize: 14, color: GREY.muted }),
    );
  const statuses = [
    ['Accepted', '#067647', '#dcfae6'],
    ['Pending', '#b54708', '#fef0c7'],
    ['Sent', c.base, c.tint],
    ['Accepted', '#067647', '#dcfae6'],
    ['Declined', '#b42318', '#fee4e2'],
    ['Pending', '#b54708', '#fef0c7'],
  ] as const;
  const jobs = [
    'Riverside Townhomes',
    'Maple St. Renovation',
    'Harbourfront Office',
    'Oak Ridge School',
    'Elm Court Duplex',
    'Westgate Clinic',
  ];
  const row = (job: string, i: number): El => {
    const [status, fg, bg] = statuses[i % statuses.length] ?? statuses[0];
    return h(
      { alignItems: 'center', padding: '18px 24px', borderTop: i ? `1px solid ${GREY.line}` : 'none' },
      h(
        { flexDirection: 'column', gap: 4, width: 340, flexShrink: 0 },
        text(job, { fontSize: 18, fontWeight: 700, color: GREY.text }),
        text(
          `Quote #${2040 + i * 13} · ${['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'][i] ?? 'Mar'} ${4 + i * 3}, 2025`,
          { fontSize: 15, color: GREY.muted },
        ),
      ),
      bar(90 + ((i * 37) % 80), 10, GREY.skeleton),
      h({ flexGrow: 1 }),
      text(`$${(12 + i * 7.5).toFixed(1)}k`, {
        fontSize: 18,
        fontWeight: 700,
        color: GREY.text,
        width: 100,
        flexShrink: 0,
      }),
      h({ width: 120, flexShrink: 0, justifyContent: 'flex-end' }, pill(status, fg, bg)),
    );
  };
  return h(
    { gap: 24, alignItems: 'flex-start' },
    h(
      {
        flexDirection: 'column',
        alignItems: 'center',
        width: 360,
        padding: 28,
        borderRadius: 18,
        backgroundColor: '#ffffff',
        border: `1px solid ${GREY.line}`,
      },
      circle(
        104,
        c.wash,
        { color: c.base, fontSize: 36, fontWeight: 700, border: `4px solid ${c.tint}` },
        'NE',
      ),
      text('Northline Electric', { marginTop: 16, fontSize: 24, fontWeight: 700, color: GREY.text }),
      text('Electrical · Licensed & insured', { marginTop: 4, fontSize: 15, color: GREY.muted }),
      h({ marginTop: 14 }, stars(5, '#f5a524')),
      h(
        {
          marginTop: 22,
          width: '100%',
          justifyContent: 'space-around',
          padding: '16px 0',
          borderTop: `1px solid ${GREY.line}`,
          borderBottom: `1px solid ${GREY.line}`,
        },
        stat('128', 'Jobs'),
        stat('4.9', 'Rating'),
        stat('2h', 'Reply'),
      ),
      bar('100%', 10, GREY.skeleton, { marginTop: 22 }),
      bar('84%', 10, GREY.skeleton, { marginTop: 10, alignSelf: 'flex-start' }),
      bar('62%', 10, GREY.skeleton, { marginTop: 10, alignSelf: 'flex-start' }),
      h(
        {
          marginTop: 24,
          width: '100%',
          justifyContent: 'center',
          padding: '13px 0',
          borderRadius: 12,
          backgroundColor: c.base,
          color: '#ffffff',
          fontSize: 17,
          fontWeight: 700,
        },
        'Request a quote',
      ),
      h(
        {
          marginTop: 10,
          width: '100%',
          justifyContent: 'center',
          padding: '12px 0',
          borderRadius: 12,
          border: `1.5px solid ${GREY.line}`,
          color: GREY.text,
          fontSize: 17,
          fontWeight: 700,
        },
        'Message',
      ),
    ),
    h(
      {
        flexDirection: 'column',
        width: 862,
        borderRadius: 18,
        backgroundColor: '#ffffff',
        border: `1px solid ${GREY.line}`,
      },
      h(
        { gap: 30, padding: '0 24px', borderBottom: `1px solid ${GREY.line}` },
        ...['Quotes', 'Overview', 'Reviews', 'Documents'].map((t, i) =>
          text(t, {
            padding: '18px 0 14px',
            fontSize: 17,
            fontWeight: 700,
            color: i === 0 ? c.base : GREY.muted,
            borderBottom: `3px solid ${i === 0 ? c.base : 'transparent'}`,
          }),
        ),
      ),
      ...jobs.map(row),
    ),
  );
}

function formPage(c: SlugColour): El {
  const field = (label: string, value: string, style: Style = {}): El =>
    h(
      { flexDirection: 'column', gap: 8, ...style },
      text(label, { fontSize: 15, fontWeight: 700, color: GREY.text }),
      h(
        {
          height: 48,
          alignItems: 'center',
          padding: '0 16px',
          borderRadius: 10,
          border: `1.5px solid ${GREY.line}`,
          backgroundColor: '#ffffff',
          fontSize: 17,
          color: GREY.text,
        },
        value,
      ),
    );
  const line = (label: string, amount: string, strong = false): El =>
    h(
      {
        justifyContent: 'space-between',
        fontSize: strong ? 22 : 17,
        fontWeight: strong ? 700 : 400,
        color: strong ? GREY.text : GREY.muted,
      },
      text(label),
      text(amount, { color: GREY.text, fontWeight: 700 }),
    );
  return h(
    { gap: 24, alignItems: 'flex-start' },
    h(
      {
        flexDirection: 'column',
        gap: 20,
        width: 818,
        padding: 30,
        borderRadius: 18,
        backgroundColor: '#ffffff',
        border: `1px solid ${GREY.line}`,
      },
      field('Project', 'Riverside Townhomes — Phase 2'),
      h(
        { flexDirection: 'column', gap: 8 },
        text('Scope of work', { fontSize: 15, fontWeight: 700, color: GREY.text }),
        h(
          {
            flexDirection: 'column',
            gap: 12,
            padding: 18,
            borderRadius: 10,
            border: `1.5px solid ${GREY.line}`,
          },
          bar('94%', 10, GREY.skeleton),
          bar('88%', 10, GREY.skeleton),
          bar('56%', 10, GREY.skeleton),
        ),
      ),
      h(
        { gap: 20 },
        field('Start date', 'Jun 2, 2025', { flexGrow: 1 }),
        field('Duration', '3 weeks', { flexGrow: 1 }),
        field('Crew size', '4', { flexGrow: 1 }),
      ),
      h(
        { flexDirection: 'column', borderRadius: 12, border: `1px solid ${GREY.line}` },
        h(
          {
            padding: '12px 18px',
            borderRadius: '11px 11px 0 0',
            backgroundColor: GREY.page,
            fontSize: 14,
            fontWeight: 700,
            color: GREY.muted,
            letterSpacing: 1,
          },
          text('LINE ITEM', { width: 420 }),
          text('QTY', { width: 140 }),
          text('AMOUNT'),
        ),
        ...[
          ['Labour', '160 h', '$12,800'],
          ['Materials', '1 lot', '$6,450'],
          ['Equipment rental', '3 wk', '$1,200'],
        ].map(([a, b, d]) =>
          h(
            { padding: '14px 18px', borderTop: `1px solid ${GREY.line}`, fontSize: 17, color: GREY.text },
            text(a ?? '', { width: 420, fontWeight: 700 }),
            text(b ?? '', { width: 140, color: GREY.muted }),
            text(d ?? '', { fontWeight: 700 }),
          ),
        ),
      ),
    ),
    h(
      {
        flexDirection: 'column',
        gap: 16,
        width: 404,
        padding: 28,
        borderRadius: 18,
        backgroundColor: '#ffffff',
        border: `1px solid ${GREY.line}`,
      },
      text('Quote summary', { fontSize: 20, fontWeight: 700, color: GREY.text }),
      line('Subtotal', '$20,450'),
      line('Tax (5%)', '$1,022'),
      h({ height: 1, backgroundColor: GREY.line }),
      line('Total', '$21,472', true),
      h(
        {
          marginTop: 8,
          justifyContent: 'center',
          padding: '14px 0',
          borderRadius: 12,
          backgroundColor: c.base,
          color: '#ffffff',
          fontSize: 18,
          fontWeight: 700,
        },
        'Submit quote',
      ),
      h(
        {
          justifyContent: 'center',
          padding: '13px 0',
          borderRadius: 12,
          border: `1.5px solid ${GREY.line}`,
          color: GREY.text,
          fontSize: 17,
          fontWeight: 700,
        },
        'Save draft',
      ),
      h(
        {
          gap: 10,
          alignItems: 'center',
          marginTop: 4,
          padding: 14,
          borderRadius: 12,
          backgroundColor: c.tint,
        },
        circle(22, c.base, { color: '#ffffff', fontSize: 14, fontWeight: 700 }, 'i'),
        text('You can edit a quote until it is opened.', { fontSize: 15, color: c.ink, flexShrink: 1 }),
      ),
    ),
  );
}

/**
 * A mock web page inside a browser window (chrome bar with three dots and an address bar) on a
 * pale backdrop in the slug's colour; the window runs off the bottom edge like a cropped
 * screenshot. Returns PNG bytes, 1440×900 by default.
 */
export async function renderBrowserScreen(options: BrowserScreenOptions): Promise<Buffer> {
  const { slug, siteName, url, label, heading, layout, width = 1440 } = options;
  const W = 1440;
  const H = 900;
  const c = colourForSlug(slug);
  const inset = 48;
  const nav = ['Dashboard', 'Projects', 'Sub Contractors', 'Quotes'];
  const page =
    layout === 'directory' ? directoryPage(c) : layout === 'profile' ? profilePage(c) : formPage(c);

  const root = h(
    {
      position: 'relative',
      width: W,
      height: H,
      backgroundImage: `linear-gradient(160deg, ${c.tint} 0%, ${c.wash} 100%)`,
      fontFamily: FONT_FAMILY,
      color: GREY.text,
    },
    h({ position: 'absolute', left: 0, top: 0, width: W, height: H, ...dots(1.6, alpha(c.base, 0.18), 24) }),
    h(
      {
        position: 'absolute',
        left: inset,
        top: inset,
        width: W - inset * 2,
        height: H,
        flexDirection: 'column',
        borderRadius: 16,
        backgroundColor: GREY.page,
        border: `1px solid ${alpha(c.ink, 0.16)}`,
        boxShadow: `0 24px 60px ${alpha(c.ink, 0.25)}`,
      },
      // window chrome
      h(
        {
          height: 56,
          flexShrink: 0,
          alignItems: 'center',
          padding: '0 22px',
          borderRadius: '15px 15px 0 0',
          backgroundColor: GREY.chrome,
          borderBottom: `1px solid ${GREY.line}`,
        },
        h({ gap: 9, width: 200 }, circle(14, '#ff5f57'), circle(14, '#febc2e'), circle(14, '#28c840')),
        h(
          { flexGrow: 1, justifyContent: 'center' },
          h(
            {
              width: 600,
              height: 34,
              alignItems: 'center',
              justifyContent: 'center',
              gap: 10,
              borderRadius: 10,
              backgroundColor: '#ffffff',
              fontSize: 16,
              color: GREY.muted,
            },
            h(
              { flexDirection: 'column', alignItems: 'center' },
              h({
                width: 9,
                height: 7,
                borderRadius: '5px 5px 0 0',
                border: '2px solid #98a2b3',
                borderBottom: 'none',
              }),
              h({ width: 13, height: 9, borderRadius: 2, backgroundColor: '#98a2b3' }),
            ),
            url,
          ),
        ),
        h({ width: 200, justifyContent: 'flex-end', gap: 8 }, bar(22, 4, '#c4c9d2'), bar(22, 4, '#c4c9d2')),
      ),
      // site header
      h(
        {
          height: 72,
          flexShrink: 0,
          alignItems: 'center',
          padding: '0 40px',
          backgroundColor: '#ffffff',
          borderBottom: `1px solid ${GREY.line}`,
        },
        h(
          { alignItems: 'center', gap: 12, width: 280 },
          h(
            {
              width: 38,
              height: 38,
              borderRadius: 10,
              alignItems: 'center',
              justifyContent: 'center',
              backgroundImage: `linear-gradient(135deg, ${c.base}, ${c.bright})`,
              color: '#ffffff',
              fontSize: 16,
              fontWeight: 700,
            },
            initials(siteName),
          ),
          text(siteName, { fontSize: 22, fontWeight: 700 }),
        ),
        h(
          { gap: 34, flexGrow: 1, alignItems: 'center', height: 72 },
          ...nav.map((n) =>
            h(
              {
                height: 72,
                alignItems: 'center',
                fontSize: 17,
                fontWeight: 700,
                color: n === 'Sub Contractors' ? c.base : GREY.muted,
                borderBottom: `3px solid ${n === 'Sub Contractors' ? c.base : 'transparent'}`,
              },
              n,
            ),
          ),
        ),
        h(
          { alignItems: 'center', gap: 16 },
          h(
            {
              padding: '10px 18px',
              borderRadius: 10,
              backgroundColor: c.base,
              color: '#ffffff',
              fontSize: 16,
              fontWeight: 700,
            },
            'New request',
          ),
          circle(40, c.wash, { color: c.ink, fontSize: 15, fontWeight: 700 }, 'YN'),
        ),
      ),
      // page body
      h(
        { flexDirection: 'column', padding: '34px 48px', gap: 24 },
        h(
          { alignItems: 'flex-end', justifyContent: 'space-between' },
          h(
            { flexDirection: 'column', gap: 6 },
            text(label.toUpperCase(), { fontSize: 14, fontWeight: 700, letterSpacing: 2, color: c.base }),
            text(heading, { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }),
          ),
          text('Home / Sub Contractors', { fontSize: 15, color: GREY.muted, marginBottom: 6 }),
        ),
        page,
      ),
    ),
  );
  return svgToPng(await toSvg(root, W, H, width, Math.round((width * H) / W)));
}

// ---------------------------------------------------------------------------------------------
// Phone screenshots

/** The mock screens {@link renderPhoneScreen} can draw. */
export type PhoneScreenKind = 'sign-in' | 'sign-up' | 'forgot-password' | 'verify-email' | 'welcome';

/** Options of {@link renderPhoneScreen}. */
export interface PhoneScreenOptions {
  /** Picks the brand colour (see {@link colourForSlug}). */
  slug: string;
  /** The app's name, shown under its logo. */
  appName: string;
  /** Which authentication screen to draw. */
  screen: PhoneScreenKind;
  /** Output width in pixels; the height is twice the width. Default 750 (×1500). */
  width?: number;
}

/**
 * A mock sign-in/sign-up flow screen inside a phone (rounded body, notch, status bar, home
 * indicator) on a pale backdrop in the slug's colour. Returns PNG bytes, 750×1500 by default.
 */
export async function renderPhoneScreen(options: PhoneScreenOptions): Promise<Buffer> {
  const { slug, appName, screen, width = 750 } = options;
  const W = 750;
  const H = 1500;
  const c = colourForSlug(slug);
  const bodyW = 640;
  const bodyH = 1340;
  const bezel = 16;
  const screenW = bodyW - bezel * 2 - 6; // inside the 3px border and the bezel

  /** A labelled text field: placeholder text (grey), a typed value (`filled`), or password dots. */
  const input = (
    label: string,
    value: string,
    opts: { secret?: boolean; focused?: boolean; filled?: boolean } = {},
  ): El =>
    h(
      { flexDirection: 'column', gap: 10 },
      text(label, { fontSize: 22, fontWeight: 700, color: GREY.text }),
      h(
        {
          height: 72,
          alignItems: 'center',
          gap: 10,
          padding: '0 22px',
          borderRadius: 16,
          backgroundColor: opts.focused ? '#ffffff' : GREY.page,
          border: `2px solid ${opts.focused ? c.base : GREY.line}`,
          fontSize: 24,
          color: opts.secret || opts.filled ? GREY.text : '#98a2b3',
        },
        ...(opts.secret ? [0, 1, 2, 3, 4, 5, 6, 7].map(() => circle(12, GREY.text)) : [value]),
        opts.focused && (opts.secret || opts.filled)
          ? h({ width: 3, height: 34, marginLeft: -4, borderRadius: 2, backgroundColor: c.base })
          : null,
      ),
    );
  const button = (label: string): El =>
    h(
      {
        height: 76,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 18,
        backgroundImage: `linear-gradient(135deg, ${c.base}, ${c.bright})`,
        color: '#ffffff',
        fontSize: 26,
        fontWeight: 700,
        boxShadow: `0 10px 24px ${alpha(c.base, 0.3)}`,
      },
      label,
    );
  const footer = (lead: string, link: string): El =>
    h(
      { justifyContent: 'center', gap: 8, fontSize: 22 },
      text(lead, { color: GREY.muted }),
      text(link, { color: c.base, fontWeight: 700 }),
    );
  const titleBlock = (title: string, sub: string): El =>
    h(
      { flexDirection: 'column', gap: 10 },
      text(title, { fontSize: 52, fontWeight: 700, color: GREY.text, letterSpacing: -1 }),
      text(sub, { fontSize: 24, color: GREY.muted, lineHeight: 1.35 }),
    );
  const back = (): El =>
    h(
      {
        width: 56,
        height: 56,
        borderRadius: 16,
        border: `2px solid ${GREY.line}`,
        alignItems: 'center',
        justifyContent: 'center',
      },
      h({
        width: 16,
        height: 16,
        marginLeft: 6,
        borderLeft: `3px solid ${GREY.text}`,
        borderBottom: `3px solid ${GREY.text}`,
        transform: 'rotate(45deg)',
      }),
    );
  const logo = (size: number): El =>
    h(
      {
        width: size,
        height: size,
        borderRadius: size * 0.28,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, ${c.base}, ${c.bright})`,
        color: '#ffffff',
        fontSize: size * 0.46,
        fontWeight: 700,
        boxShadow: `0 12px 28px ${alpha(c.base, 0.35)}`,
      },
      appName.slice(0, 1).toUpperCase(),
    );
  const brand = (): El =>
    h(
      { alignItems: 'center', gap: 14 },
      logo(56),
      text(appName, { fontSize: 28, fontWeight: 700, color: GREY.text }),
    );
  const divider = (label: string): El =>
    h(
      { alignItems: 'center', gap: 16 },
      h({ flexGrow: 1, height: 2, backgroundColor: GREY.line }),
      text(label, { fontSize: 20, color: GREY.muted }),
      h({ flexGrow: 1, height: 2, backgroundColor: GREY.line }),
    );
  const social = (): El =>
    h(
      { gap: 16 },
      ...['Google', 'Apple'].map((n) =>
        h(
          {
            flexGrow: 1,
            height: 68,
            alignItems: 'center',
            justifyContent: 'center',
            gap: 12,
            borderRadius: 16,
            border: `2px solid ${GREY.line}`,
            fontSize: 22,
            fontWeight: 700,
            color: GREY.text,
          },
          circle(24, n === 'Google' ? '#ea4335' : '#111111'),
          n,
        ),
      ),
    );

  let content: El;
  switch (screen) {
    case 'sign-in':
      content = h(
        { flexDirection: 'column', gap: 30, flexGrow: 1 },
        brand(),
        h({ height: 10 }),
        titleBlock('Sign in', 'Welcome back. Pick up your stories where you left off.'),
        input('E-mail', 'alex@example.com', { filled: true }),
        input('Password', '', { secret: true, focused: true }),
        text('Forgot password?', {
          alignSelf: 'flex-end',
          fontSize: 22,
          fontWeight: 700,
          color: c.base,
          marginTop: -8,
        }),
        button('Sign in'),
        divider('or continue with'),
        social(),
        h({ flexGrow: 1 }),
        footer('New here?', 'Create an account'),
      );
      break;
    case 'sign-up':
      content = h(
        { flexDirection: 'column', gap: 26, flexGrow: 1 },
        back(),
        titleBlock('Sign up', 'Create an account to start writing and sharing stories.'),
        input('Full name', 'Alex Morgan', { filled: true }),
        input('E-mail', 'alex@example.com', { filled: true, focused: true }),
        input('Password', '', { secret: true }),
        h(
          { alignItems: 'center', gap: 14 },
          h(
            {
              width: 34,
              height: 34,
              borderRadius: 9,
              backgroundColor: c.base,
              alignItems: 'center',
              justifyContent: 'center',
            },
            h({
              width: 16,
              height: 9,
              marginTop: -4,
              borderLeft: '3px solid #ffffff',
              borderBottom: '3px solid #ffffff',
              transform: 'rotate(-45deg)',
            }),
          ),
          text('I agree to the Terms and Privacy Policy', { fontSize: 21, color: GREY.muted }),
        ),
        button('Create account'),
        h({ flexGrow: 1 }),
        footer('Already have an account?', 'Sign in'),
      );
      break;
    case 'forgot-password':
      content = h(
        { flexDirection: 'column', gap: 30, flexGrow: 1 },
        back(),
        circle(
          190,
          c.tint,
          { alignSelf: 'center', marginTop: 10 },
          h(
            { flexDirection: 'column', alignItems: 'center' },
            h({
              width: 56,
              height: 46,
              borderRadius: '28px 28px 0 0',
              border: `9px solid ${c.base}`,
              borderBottom: 'none',
            }),
            h(
              {
                width: 92,
                height: 72,
                borderRadius: 16,
                backgroundColor: c.base,
                alignItems: 'center',
                justifyContent: 'center',
              },
              circle(18, '#ffffff'),
            ),
          ),
        ),
        titleBlock(
          'Forgot password',
          "Enter the e-mail you signed up with and we'll send you a link to reset it.",
        ),
        input('E-mail', 'you@example.com', { focused: true }),
        button('Send reset link'),
        h({ flexGrow: 1 }),
        footer('Remembered it?', 'Back to sign in'),
      );
      break;
    case 'verify-email':
      content = h(
        { flexDirection: 'column', gap: 30, flexGrow: 1 },
        back(),
        circle(
          190,
          c.tint,
          { alignSelf: 'center', marginTop: 10 },
          h(
            {
              position: 'relative',
              width: 120,
              height: 88,
              borderRadius: 14,
              backgroundColor: '#ffffff',
              border: `5px solid ${c.base}`,
            },
            // the flap: two strokes from the top corners meeting in the middle
            h({
              position: 'absolute',
              left: -4,
              top: 18,
              width: 68,
              height: 5,
              borderRadius: 3,
              backgroundColor: c.base,
              transform: 'rotate(36deg)',
            }),
            h({
              position: 'absolute',
              left: 46,
              top: 18,
              width: 68,
              height: 5,
              borderRadius: 3,
              backgroundColor: c.base,
              transform: 'rotate(-36deg)',
            }),
          ),
        ),
        titleBlock('Verify e-mail', 'We sent a 6-digit code to you@example.com. Enter it below.'),
        h(
          { gap: 14, justifyContent: 'space-between' },
          ...['4', '7', '1', '9', '', ''].map((d, i) =>
            h(
              {
                width: 78,
                height: 92,
                borderRadius: 16,
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 40,
                fontWeight: 700,
                color: GREY.text,
                backgroundColor: i === 4 ? '#ffffff' : GREY.page,
                border: `2px solid ${i === 4 ? c.base : GREY.line}`,
              },
              d,
            ),
          ),
        ),
        button('Verify'),
        h({ flexGrow: 1 }),
        footer("Didn't get it?", 'Resend code'),
      );
      break;
    case 'welcome':
      content = h(
        { flexDirection: 'column', gap: 30, flexGrow: 1, alignItems: 'stretch' },
        h(
          {
            position: 'relative',
            height: 500,
            marginTop: 30,
            alignItems: 'center',
            justifyContent: 'center',
          },
          circle(420, c.tint, { position: 'absolute', left: 74, top: 40 }),
          circle(280, c.wash, { position: 'absolute', left: 144, top: 110 }),
          h({
            position: 'absolute',
            left: 60,
            top: 70,
            ...dots(3, alpha(c.base, 0.35), 26),
            width: 140,
            height: 120,
          }),
          circle(26, c.accent, { position: 'absolute', left: 430, top: 60 }),
          circle(16, c.base, { position: 'absolute', left: 110, top: 380 }),
          h({ position: 'relative' }, logo(160)),
        ),
        h(
          { flexDirection: 'column', alignItems: 'center', gap: 14 },
          text(`Welcome to ${appName}`, {
            fontSize: 48,
            fontWeight: 700,
            color: GREY.text,
            letterSpacing: -1,
          }),
          text('Your account is ready. Start your first story or explore what others are telling.', {
            fontSize: 24,
            color: GREY.muted,
            textAlign: 'center',
            lineHeight: 1.4,
            maxWidth: 480,
          }),
        ),
        h(
          { justifyContent: 'center', gap: 10 },
          bar(36, 10, c.base),
          bar(10, 10, GREY.skeletonDark),
          bar(10, 10, GREY.skeletonDark),
        ),
        h({ flexGrow: 1 }),
        button('Get started'),
        footer('Want a tour first?', 'Show me around'),
      );
      break;
  }

  const statusBar = h(
    {
      height: 110,
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: '16px 54px 0',
    },
    text('9:41', { fontSize: 26, fontWeight: 700, color: GREY.text, width: 120 }),
    h(
      { alignItems: 'flex-end', gap: 14, width: 120, justifyContent: 'flex-end' },
      h(
        { alignItems: 'flex-end', gap: 3 },
        ...[8, 12, 16, 20].map((hgt) =>
          h({ width: 5, height: hgt, borderRadius: 2, backgroundColor: GREY.text }),
        ),
      ),
      h(
        { width: 40, height: 20, borderRadius: 6, border: `2px solid ${alpha(GREY.text, 0.45)}`, padding: 2 },
        h({ width: 26, height: 12, borderRadius: 3, backgroundColor: GREY.text }),
      ),
    ),
  );

  const sideButton = (side: 'left' | 'right', top: number, height: number): El =>
    h({
      position: 'absolute',
      [side]: (W - bodyW) / 2 - 5,
      top,
      width: 6,
      height,
      borderRadius: 3,
      backgroundColor: '#2a2d34',
    });

  const root = h(
    {
      position: 'relative',
      width: W,
      height: H,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: `linear-gradient(160deg, ${c.tint} 0%, ${c.wash} 100%)`,
      fontFamily: FONT_FAMILY,
    },
    h({ position: 'absolute', left: 0, top: 0, width: W, height: H, ...dots(1.8, alpha(c.base, 0.16), 26) }),
    circle(520, alpha(c.accent, 0.35), { position: 'absolute', left: 380, top: -120 }),
    sideButton('left', 300, 70),
    sideButton('left', 400, 110),
    sideButton('left', 530, 110),
    sideButton('right', 420, 170),
    h(
      {
        position: 'relative',
        width: bodyW,
        height: bodyH,
        padding: bezel,
        borderRadius: 96,
        backgroundColor: '#16181d',
        border: '3px solid #3a3e47',
        boxShadow: `0 40px 80px ${alpha(c.ink, 0.35)}`,
      },
      h(
        {
          position: 'relative',
          flexDirection: 'column',
          flexGrow: 1,
          borderRadius: 80,
          backgroundColor: '#ffffff',
        },
        h({
          position: 'absolute',
          top: 22,
          left: (screenW - 190) / 2,
          width: 190,
          height: 54,
          borderRadius: 30,
          backgroundColor: '#000000',
        }),
        statusBar,
        h({ flexDirection: 'column', flexGrow: 1, padding: '24px 48px 20px' }, content),
        h(
          { height: 44, flexShrink: 0, alignItems: 'center', justifyContent: 'center' },
          bar(200, 9, '#111111'),
        ),
      ),
    ),
  );
  return svgToPng(await toSvg(root, W, H, width, width * 2));
}

// ---------------------------------------------------------------------------------------------
// Portrait

/** Options of {@link renderPortrait}. */
export interface PortraitOptions {
  /** Picks the colours (see {@link colourForSlug}). Default `you` (a calm sky blue). */
  seed?: string;
  /** Small caption at the bottom; pass an empty string for none. Default `Your photo here`. */
  caption?: string;
  /** Output width in pixels; the height is 1.25× the width. Default 800 (×1000). */
  width?: number;
}

/**
 * An abstract, friendly portrait placeholder: a head-and-shoulders silhouette on a gradient with
 * an optional small caption. Returns JPEG bytes (mozjpeg, quality 80), 800×1000 by default.
 */
export async function renderPortrait(options: PortraitOptions = {}): Promise<Buffer> {
  const { seed = 'you', caption = 'Your photo here', width = 800 } = options;
  const W = 800;
  const H = 1000;
  const c = colourForSlug(seed);
  // One opaque colour for head, neck and shoulders, so they read as a single silhouette.
  const figure = c.wash;
  const root = h(
    {
      position: 'relative',
      width: W,
      height: H,
      backgroundImage: `linear-gradient(160deg, ${c.bright} 0%, ${c.deep} 100%)`,
      fontFamily: FONT_FAMILY,
    },
    h({
      position: 'absolute',
      left: 0,
      top: 0,
      width: W,
      height: H,
      backgroundImage: `radial-gradient(circle at 50% 38%, ${alpha(c.accent, 0.45)} 0%, ${alpha(c.accent, 0)} 55%)`,
    }),
    h({
      position: 'absolute',
      left: 56,
      top: 60,
      width: 170,
      height: 150,
      ...dots(2.6, alpha('#ffffff', 0.3), 28),
    }),
    circle(640, 'transparent', {
      position: 'absolute',
      left: 80,
      top: 125,
      border: `2px solid ${alpha('#ffffff', 0.14)}`,
    }),
    // shoulders: a flattened dome, a little apart from the head like a classic avatar icon
    h({
      position: 'absolute',
      left: 100,
      top: 640,
      width: 600,
      height: 420,
      borderRadius: '300px 300px 0 0 / 230px 230px 0 0',
      backgroundColor: figure,
    }),
    // head
    circle(290, figure, { position: 'absolute', left: 255, top: 300 }),
    caption
      ? h(
          { position: 'absolute', left: 0, bottom: 56, width: W, justifyContent: 'center' },
          text(caption, {
            padding: '10px 24px',
            borderRadius: 999,
            backgroundColor: alpha(c.deep, 0.75),
            color: '#ffffff',
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 1,
          }),
        )
      : null,
  );
  const svg = await toSvg(root, W, H, width, Math.round(width * 1.25));
  const jpeg = await sharp(Buffer.from(svg))
    .flatten({ background: c.deep })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return markJpeg(jpeg);
}

// ---------------------------------------------------------------------------------------------
// Resume PDF

/** Options of {@link renderResumePdf}; every field has an obvious placeholder default. */
export interface ResumeOptions {
  name?: string;
  role?: string;
  email?: string;
  github?: string;
  /** Project titles listed under "Projects". */
  projects?: readonly string[];
  /** Picks the accent colour (see {@link colourForSlug}). Default `you`, as the portrait. */
  seed?: string;
}

/**
 * A real one-page A4 placeholder resume (standard Helvetica, so no font is embedded): name and
 * role, contact placeholders, Experience, Projects, Skills and Education, and a note telling the
 * owner to replace the file. The title metadata is set and the dates are fixed, so the same
 * options give the same bytes. Returns PDF bytes.
 */
export async function renderResumePdf(options: ResumeOptions = {}): Promise<Uint8Array> {
  const {
    name = 'Your Name',
    role = 'Mobile & Web Developer',
    email = 'you@example.com',
    github = 'https://github.com/your-handle',
    projects = [],
    seed = 'you',
  } = options;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixedDate = new Date('2025-01-01T00:00:00Z');
  doc.setTitle(`${name} — ${role} — Resume`, { showInWindowTitleBar: true });
  doc.setAuthor(name);
  doc.setSubject('Placeholder resume: replace src/content/owner/resume.pdf with your own.');
  doc.setKeywords(['resume', 'placeholder']);
  doc.setCreator(PLACEHOLDER_MARKER);
  doc.setProducer(`pdf-lib (${PLACEHOLDER_MARKER})`);
  doc.setLanguage('en');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const regular: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const bold: PDFFont = await doc.embedFont(StandardFonts.HelveticaBold);
  const oblique: PDFFont = await doc.embedFont(StandardFonts.HelveticaOblique);
  const c = colourForSlug(seed);
  const hex = (value: string) => {
    const n = Number.parseInt(value.slice(1), 16);
    return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  };
  const brand = hex(c.base);
  const ink = rgb(0.12, 0.13, 0.16);
  const muted = rgb(0.4, 0.42, 0.47);
  const margin = 56;
  const right = 595.28 - margin;
  const contentWidth = right - margin;
  let y = 841.89 - 64;

  const write = (value: string, size: number, font: PDFFont, color = ink, x = margin): void => {
    page.drawText(value, { x, y, size, font, color });
  };
  /** Draws wrapped text and moves down. */
  const paragraph = (
    value: string,
    size: number,
    font: PDFFont,
    color = ink,
    indent = 0,
    leading = 1.4,
  ): void => {
    const words = value.split(' ');
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > contentWidth - indent && line) {
        write(line, size, font, color, margin + indent);
        y -= size * leading;
        line = word;
      } else {
        line = next;
      }
    }
    if (line) {
      write(line, size, font, color, margin + indent);
      y -= size * leading;
    }
  };
  const section = (title: string): void => {
    y -= 14;
    write(title.toUpperCase(), 10.5, bold, brand);
    y -= 7;
    page.drawLine({
      start: { x: margin, y },
      end: { x: right, y },
      thickness: 0.8,
      color: rgb(0.85, 0.86, 0.89),
    });
    y -= 17;
  };
  const entry = (heading: string, meta: string, lines: string[]): void => {
    write(heading, 11, bold);
    page.drawText(meta, {
      x: right - regular.widthOfTextAtSize(meta, 9.5),
      y,
      size: 9.5,
      font: regular,
      color: muted,
    });
    y -= 15;
    for (const l of lines) {
      page.drawCircle({ x: margin + 4, y: y + 3, size: 1.4, color: muted });
      paragraph(l, 9.5, regular, ink, 12);
    }
    y -= 6;
  };

  // Header band
  page.drawRectangle({ x: 0, y: 841.89 - 10, width: 595.28, height: 10, color: brand });
  write(`${name} — ${role}`, 21, bold);
  y -= 20;
  write(`${email}   ·   ${github}   ·   Your City, Country`, 10, regular, muted);
  y -= 22;

  // Replace-me note
  const note = 'Replace this file with your own resume (src/content/owner/resume.pdf).';
  page.drawRectangle({
    x: margin,
    y: y - 9,
    width: contentWidth,
    height: 26,
    color: hex(c.tint),
    borderColor: hex(c.wash),
    borderWidth: 1,
  });
  write(note, 10, bold, hex(c.ink), margin + 12);
  y -= 28;

  section('Summary');
  paragraph(
    'Placeholder summary. Two or three sentences about the kind of developer you are, the products you like building and what you are looking for next.',
    10,
    regular,
  );

  section('Experience');
  entry('Job Title — Company Name', 'Month Year – Present', [
    'Placeholder achievement: what you built, for whom, and the measurable result.',
    'Placeholder achievement: a feature you owned end to end and the tools you used.',
  ]);
  entry('Job Title — Company Name', 'Month Year – Month Year', [
    'Placeholder achievement: describe the team, your role and the outcome.',
    'Placeholder achievement: something you improved (speed, accessibility, tests).',
  ]);

  section('Projects');
  const list = projects.length > 0 ? projects : ['Project One', 'Project Two', 'Project Three'];
  for (const title of list) {
    page.drawCircle({ x: margin + 4, y: y + 3, size: 1.4, color: brand });
    page.drawText(title, { x: margin + 12, y, size: 10, font: bold, color: ink });
    page.drawText('— one-line placeholder: what it does and what you built', {
      x: margin + 16 + bold.widthOfTextAtSize(title, 10),
      y,
      size: 9.5,
      font: oblique,
      color: muted,
    });
    y -= 15;
  }
  y -= 2;

  section('Skills');
  const skills: [string, string][] = [
    ['Languages', 'Placeholder, Placeholder, Placeholder'],
    ['Frameworks', 'Placeholder, Placeholder, Placeholder'],
    ['Tools', 'Placeholder, Placeholder, Placeholder'],
  ];
  for (const [k, v] of skills) {
    write(k, 10, bold);
    write(v, 10, regular, ink, margin + 90);
    y -= 16;
  }

  section('Education');
  entry('Program or Degree — School Name', 'Year – Year', [
    'Placeholder: relevant courses, capstone project or honours.',
  ]);

  page.drawText(`${name} — placeholder resume`, { x: margin, y: 40, size: 8, font: oblique, color: muted });

  // No object streams: the Info dictionary (and its marker) stays readable as plain bytes.
  return doc.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------
// Social cards and icons
//
// Unlike everything above, these are not placeholders: the site renders them at build time
// (src/pages/social/*, src/pages/icons/*) from the owner's real content, so they carry no marker.

/** Colours of a social card; a project's come from {@link colourForSlug}. */
export type SocialCardPalette = Pick<SlugColour, 'deep' | 'bright' | 'accent' | 'tint'>;

/** Options of {@link renderSocialCard}. */
export interface SocialCardOptions {
  /** Shown large on the left: a project's title, or the owner's name. */
  title: string;
  /** Shown in a chip above the title: a project's category, or the owner's role. */
  category: string;
  /** The owner's initials, in the logo mark at the top left. */
  mark: string;
  /** Beside the mark: the owner's name on a project card, "Portfolio" on the site's card. */
  byline: string;
  /** Picks the colours (see {@link colourForSlug}) unless `palette` is given. */
  slug: string;
  palette?: SocialCardPalette | undefined;
  /** The project's hero image (PNG, JPEG, WebP or AVIF bytes), shown in a frame on the right. */
  hero?: Uint8Array | undefined;
}

/**
 * A 1200×630 link-preview card (Open Graph, X): title and category on the left on a gradient,
 * the project's hero in a frame on the right (or a large logo mark on the site's own card).
 * Returns PNG bytes.
 */
export async function renderSocialCard(options: SocialCardOptions): Promise<Buffer> {
  const { title, category, mark, byline, slug, hero } = options;
  const c = options.palette ?? colourForSlug(slug);
  const W = 1200;
  const H = 630;
  const padX = 72;
  const padY = 64;
  const textWidth = hero ? 500 : 720;
  const longestWord = Math.max(...title.split(/\s+/).map((w) => w.length));
  // K2D bold averages about 0.6 em per character; long titles wrap onto up to three lines.
  const titleSize = Math.round(Math.min(title.length > 22 ? 68 : 84, textWidth / (longestWord * 0.6)));
  const frame = { left: 632, top: 118, width: 640, height: 400 };

  // The frame (a soft border and shadow) is drawn with the rest; the hero is composited into it
  // afterwards by sharp, which is much faster than rasterising it from inside the SVG.
  const inset = 4;
  const radius = 22;
  const picture = hero
    ? h({
        position: 'absolute',
        left: frame.left,
        top: frame.top,
        width: frame.width,
        height: frame.height,
        borderRadius: radius + inset,
        backgroundColor: alpha('#ffffff', 0.16),
        boxShadow: `0 30px 60px ${alpha('#000000', 0.45)}`,
      })
    : null;
  const heroLayer = hero
    ? await sharp(hero)
        .resize(frame.width - inset * 2, frame.height - inset * 2, { fit: 'cover', position: 'top' })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width - inset * 2}" height="${frame.height - inset * 2}"><rect width="100%" height="100%" rx="${radius}" ry="${radius}"/></svg>`,
            ),
            blend: 'dest-in',
          },
        ])
        .png()
        .toBuffer()
    : undefined;

  const ring = (d: number, a: number): El =>
    h({
      position: 'absolute',
      width: d,
      height: d,
      left: -d / 2,
      top: -d / 2,
      borderRadius: d,
      border: `2px solid ${alpha('#ffffff', a)}`,
    });

  const root = h(
    {
      position: 'relative',
      width: W,
      height: H,
      overflow: 'hidden',
      backgroundImage: `linear-gradient(135deg, ${c.deep} 0%, ${c.deep} 30%, ${c.bright} 100%)`,
      fontFamily: FONT_FAMILY,
      color: '#ffffff',
    },
    h({
      position: 'absolute',
      left: 0,
      top: 0,
      width: W,
      height: H,
      backgroundImage: `radial-gradient(circle at 80% 25%, ${alpha(c.accent, 0.32)} 0%, ${alpha(c.accent, 0)} 55%)`,
    }),
    h(
      { position: 'absolute', left: hero ? 960 : 930, top: hero ? 310 : 315, width: 0, height: 0 },
      ring(760, 0.08),
      ring(560, 0.11),
      ring(360, 0.14),
    ),
    hero
      ? null
      : h(
          {
            position: 'absolute',
            left: 930 - 110,
            top: 315 - 110,
            width: 220,
            height: 220,
            borderRadius: 52,
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: c.accent,
            color: c.deep,
            fontSize: 92,
            fontWeight: 700,
            letterSpacing: 2,
          },
          mark,
        ),
    picture,
    h(
      {
        position: 'absolute',
        left: padX,
        top: padY,
        bottom: padY,
        width: textWidth,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        { alignItems: 'center' },
        h(
          {
            width: 60,
            height: 60,
            borderRadius: 16,
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: c.accent,
            color: c.deep,
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 1,
            marginRight: 18,
          },
          mark,
        ),
        text(byline, { fontSize: 28, fontWeight: 700, color: c.tint }),
      ),
      h(
        { flexDirection: 'column', alignItems: 'flex-start' },
        h(
          {
            padding: '6px 18px',
            borderRadius: 999,
            backgroundColor: alpha('#ffffff', 0.12),
            border: `2px solid ${alpha(c.accent, 0.6)}`,
            color: c.tint,
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: 2.5,
            textTransform: 'uppercase',
            marginBottom: 22,
          },
          category,
        ),
        h(
          {
            maxWidth: textWidth,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.04,
            letterSpacing: -1,
            textWrap: 'balance',
          },
          title,
        ),
        h({
          marginTop: 28,
          width: 110,
          height: 9,
          borderRadius: 9,
          backgroundImage: `linear-gradient(90deg, ${c.accent}, ${alpha(c.accent, 0.35)})`,
        }),
      ),
    ),
  );
  const svg = await toSvg(root, W, H, W, H);
  return sharp(Buffer.from(svg))
    .composite(heroLayer ? [{ input: heroLayer, left: frame.left + inset, top: frame.top + inset }] : [])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Options of {@link renderMarkSvg} and {@link renderMarkPng}. */
export interface MarkOptions {
  /** One to three letters, e.g. the owner's initials. */
  letters: string;
  /** Fill of the square and colour of the letters, as `#rrggbb`. */
  background: string;
  foreground: string;
  /** Corner radius as a fraction of the size: 0.22 for a favicon, 0 for a full-bleed app icon. */
  radius?: number;
  /**
   * Share of the size the letters may span: 0.62 by default; 0.5 keeps them inside the safe
   * zone of a maskable icon, which the system may crop to a circle.
   */
  scale?: number;
}

/** The logo mark (letters on a rounded square) on a 512-unit page, as a satori tree. */
function markTree(options: MarkOptions): El {
  const { letters, background, foreground, radius = 0.22, scale = 0.62 } = options;
  const size = 512;
  const fontSize = Math.round((size * scale) / Math.max(1.2, letters.length * 0.68));
  return h(
    {
      width: size,
      height: size,
      borderRadius: size * radius,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: background,
      color: foreground,
      fontFamily: FONT_FAMILY,
      fontSize,
      fontWeight: 700,
      letterSpacing: fontSize * 0.02,
      // K2D sits a little high in its line box; this centres the capitals optically.
      paddingTop: fontSize * 0.08,
    },
    letters,
  );
}

/** The logo mark as a standalone SVG (text drawn as paths, so no font is needed to show it). */
export async function renderMarkSvg(options: MarkOptions): Promise<string> {
  return toSvg(markTree(options), 512, 512, 512, 512);
}

/** The logo mark as a `size`×`size` PNG (favicons, app icons). */
export async function renderMarkPng(options: MarkOptions & { size: number }): Promise<Buffer> {
  const svg = await toSvg(markTree(options), 512, 512, options.size, options.size);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
