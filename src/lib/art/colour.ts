/**
 * The colours of the generated cards: a palette per project slug, built in OKLCH so that every
 * hue has the same lightness and contrast. Deterministic: a slug always gets the same colours.
 */
/** The colours of one card; every value is a `#rrggbb` string. */
export interface CardPalette {
  /** Darkest stop of the card gradient; light text sits on it. */
  deep: string;
  /** Second stop of the card gradient, a little lighter and shifted in hue. */
  bright: string;
  /** A light, vivid highlight for accents on dark fields. */
  accent: string;
  /** An almost-white tint for light surfaces and chips. */
  tint: string;
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
export function alpha(hex: string, a: number): string {
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
export function colourForSlug(slug: string): CardPalette {
  const [hue, shift] = HUES[hash(`${HUE_SALT}:${slug}`) % HUES.length] ?? [260, 30];
  return {
    deep: oklch(0.27, 0.08, hue),
    bright: oklch(0.44, 0.14, hue + shift),
    accent: oklch(0.86, 0.11, hue + 40),
    tint: oklch(0.965, 0.018, hue),
  };
}
