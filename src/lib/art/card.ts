/**
 * The one card layout behind the social cards (1200×630, drawn by the build) and the title
 * cards that `npm run new-project` writes as placeholder hero and preview images: title and
 * category on the left of a gradient, a badge with a byline at the top, and on the right the
 * project's hero in a frame, a large logo mark, or rings alone.
 */
import { alpha, type CardPalette } from './colour.ts';
import { advanceInEms } from '../fonts/print-fonts.ts';
import { artFace, artFontFamily, h, img, toSvg, type El } from './satori.ts';

export interface CardOptions {
  /** Shown large on the left: a project's title, or the owner's name. */
  title: string;
  /** Shown in a chip above the title: a project's category, or the owner's role. */
  category: string;
  /** One to three letters in the badge at the top left. */
  mark: string;
  /** The owner's logo as a data URI, in the badge in place of the letters, on a light tile. */
  logo?: string | undefined;
  /** Beside the badge, e.g. the owner's name; nothing when absent. */
  byline?: string | undefined;
  palette: CardPalette;
  /** What fills the right-hand side: a frame for the hero (composited later), the mark, or rings alone. */
  feature: 'hero' | 'mark' | 'rings';
  /** Pixel size; 1200×630 by default. Layouts from about 1.5:1 to 2:1 work. */
  width?: number | undefined;
  height?: number | undefined;
}

/** Where the hero sits on a card of the given size; the frame's border is `inset` wide. */
export function heroFrame(width: number, height: number) {
  const s = Math.min(width / 1200, height / 630);
  const w = Math.round(640 * s);
  const hgt = Math.round(400 * s);
  // Runs off the right edge on purpose, as if the page went on.
  return {
    left: width - w + Math.round(72 * s),
    top: Math.round((height - hgt) / 2),
    width: w,
    height: hgt,
    inset: 4,
    radius: 22,
  };
}

/** The card as an SVG (text drawn as paths). */
export async function cardSvg(options: CardOptions): Promise<string> {
  const { title, category, mark, logo, byline, palette: c, feature, width = 1200, height = 630 } = options;
  const s = Math.min(width / 1200, height / 630);
  const padX = Math.round(72 * s);
  const padY = Math.round(64 * s);
  const textWidth = (feature === 'hero' ? 500 : 720) * s;
  // The widest word, measured in the font, fits on a line; long titles wrap onto up to three lines.
  const widestWord = Math.max(...title.split(/\s+/).map((word) => advanceInEms(artFace(), word)));
  const titleSize = Math.round(Math.min((title.length > 22 ? 68 : 84) * s, textWidth / widestWord));
  const centre = { left: width - 270 * s, top: height / 2 };

  const ring = (d: number, a: number): El =>
    h({
      position: 'absolute',
      width: d,
      height: d,
      left: -d / 2,
      top: -d / 2,
      borderRadius: d,
      border: `${2 * s}px solid ${alpha('#ffffff', a)}`,
    });
  const badge = (size: number, fontSize: number, style: Record<string, number | string> = {}): El =>
    h(
      {
        width: size,
        height: size,
        borderRadius: size * 0.25,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: logo ? c.tint : c.accent,
        color: c.deep,
        fontSize,
        fontWeight: 700,
        letterSpacing: 1 * s,
        ...style,
      },
      logo ? img(logo, Math.round(size * 0.74)) : mark,
    );
  const frame = heroFrame(width, height);

  const root = h(
    {
      position: 'relative',
      width,
      height,
      overflow: 'hidden',
      backgroundImage: `linear-gradient(135deg, ${c.deep} 0%, ${c.deep} 30%, ${c.bright} 100%)`,
      fontFamily: artFontFamily(),
      color: '#ffffff',
    },
    h({
      position: 'absolute',
      left: 0,
      top: 0,
      width,
      height,
      backgroundImage: `radial-gradient(circle at 80% 25%, ${alpha(c.accent, 0.32)} 0%, ${alpha(c.accent, 0)} 55%)`,
    }),
    h(
      { position: 'absolute', ...centre, width: 0, height: 0 },
      ring(760 * s, 0.08),
      ring(560 * s, 0.11),
      ring(360 * s, 0.14),
    ),
    feature === 'mark'
      ? badge(220 * s, 92 * s, {
          position: 'absolute',
          left: centre.left - 110 * s,
          top: centre.top - 110 * s,
        })
      : null,
    // The hero itself is composited into this frame by sharp: much faster than through the SVG.
    feature === 'hero'
      ? h({
          position: 'absolute',
          left: frame.left,
          top: frame.top,
          width: frame.width,
          height: frame.height,
          borderRadius: frame.radius + frame.inset,
          backgroundColor: alpha('#ffffff', 0.16),
          boxShadow: `0 ${30 * s}px ${60 * s}px ${alpha('#000000', 0.45)}`,
        })
      : null,
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
        badge(60 * s, 26 * s, { marginRight: 18 * s }),
        byline ? h({ fontSize: 28 * s, fontWeight: 700, color: c.tint }, byline) : null,
      ),
      h(
        { flexDirection: 'column', alignItems: 'flex-start' },
        h(
          {
            padding: `${6 * s}px ${18 * s}px`,
            borderRadius: 999,
            backgroundColor: alpha('#ffffff', 0.12),
            border: `${2 * s}px solid ${alpha(c.accent, 0.6)}`,
            color: c.tint,
            fontSize: 24 * s,
            fontWeight: 700,
            letterSpacing: 2.5 * s,
            textTransform: 'uppercase',
            marginBottom: 22 * s,
          },
          category,
        ),
        h(
          {
            maxWidth: textWidth,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.04,
            letterSpacing: -1 * s,
            textWrap: 'balance',
          },
          title,
        ),
        h({
          marginTop: 28 * s,
          width: 110 * s,
          height: 9 * s,
          borderRadius: 9 * s,
          backgroundImage: `linear-gradient(90deg, ${c.accent}, ${alpha(c.accent, 0.35)})`,
        }),
      ),
    ),
  );
  return toSvg(root, width, height);
}
