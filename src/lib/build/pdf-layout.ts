/**
 * Text and pages for a tagged PDF made with pdfkit: what pdfkit leaves to its caller. pdfkit draws
 * text, links and the structure tree (headings, lists, links, in the order they are added), and
 * wraps text in one font; a document set in look.ts's fonts needs more:
 * - `TextSetter` lays out styled text (`Span`s, some of them links) in lines. Each character is
 *   set in the file of its font that has it, since Fontsource splits a family by alphabet
 *   (src/lib/fonts/print-fonts.ts), so a word may mix files ("Nguyễn"): lines break between
 *   words as the language's word boundaries allow (Intl.Segmenter), never inside one.
 * - `Tag` makes a structure element only when its first content is drawn, so that the tree's
 *   order is the reading order the document is drawn in.
 * - `PageFlow` places rows of content down the pages, keeping a block together on the next page
 *   when it would not fit on this one.
 */
import { fontRoleWeights, type FontRole } from '../../styles/font-roles.ts';
import { printFace, printRuns, type PrintFace, type PrintFile } from '../fonts/print-fonts.ts';

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

export interface TextStyle {
  /** 400 and 600 are the body font's, 700 the heading's (src/styles/font-roles.ts). */
  weight: number;
  /** In points. */
  size: number;
  colour: string;
  /** Extra space after each character, in points. */
  letterSpacing?: number | undefined;
}

/** A run of text in one style; a link when it has an address. */
export interface Span {
  text: string;
  style: TextStyle;
  link?: string | undefined;
}

/** Text of one span in one font file, placed on its line. */
interface Fragment {
  text: string;
  span: number;
  font: string;
  x: number;
  width: number;
}

export interface Line {
  fragments: Fragment[];
  /** Without the spaces it ends with. */
  width: number;
}

const roles = Object.keys(fontRoleWeights) as FontRole[];

/** The weights a document may set: the body font's regular and semibold, the heading's bold. */
const weights = roles.flatMap((role): readonly number[] => fontRoleWeights[role]);

/** The font that sets `weight` (src/styles/font-roles.ts). */
const roleFor = (weight: number): FontRole => {
  const role = roles.find((candidate) => (fontRoleWeights[candidate] as readonly number[]).includes(weight));
  if (!role) throw new Error(`No font sets the weight ${weight}: the weights are ${weights.join(', ')}`);
  return role;
};

const fontName = (weight: number, file: PrintFile) => `${roleFor(weight)}-${weight}-${file.subset}`;

/** A word and the spaces after it, cut where its font file or span changes. */
interface Piece {
  parts: { text: string; span: number; file: PrintFile; width: number }[];
  width: number;
  /** The width of the spaces it ends with. */
  trailing: number;
}

/** Lays out and draws text in look.ts's fonts, every file of each weight registered with the document. */
export class TextSetter {
  private readonly doc: Doc;
  private readonly faces = new Map<number, PrintFace>();
  private readonly words: Intl.Segmenter;

  constructor(doc: Doc, lang: string) {
    this.doc = doc;
    for (const weight of weights) {
      const face = printFace(roleFor(weight), weight);
      this.faces.set(weight, face);
      for (const file of face.files) doc.registerFont(fontName(weight, file), file.path);
    }
    this.words = new Intl.Segmenter(lang, { granularity: 'word' });
  }

  private face(style: TextStyle): PrintFace {
    return this.faces.get(style.weight) ?? printFace(roleFor(style.weight), style.weight);
  }

  /** The width of `text` set in one file. */
  private measure(text: string, style: TextStyle, file: PrintFile): number {
    this.doc.font(fontName(style.weight, file)).fontSize(style.size);
    return this.doc.widthOfString(text, { characterSpacing: style.letterSpacing ?? 0 });
  }

  /** The distance from a line's top to its baseline, when lines are `lineHeight` apart (half the leading above). */
  baseline(style: TextStyle, lineHeight: number): number {
    const { font } = this.face(style).files[0]!;
    const ascent = (font.ascent / font.unitsPerEm) * style.size;
    const descent = (-font.descent / font.unitsPerEm) * style.size;
    return (lineHeight - ascent - descent) / 2 + ascent;
  }

  /** The text cut where a line may break: after the spaces that end a word, or between two words written without spaces (Thai). */
  private pieces(spans: readonly Span[]): Piece[] {
    const text = spans.map((span) => span.text).join('');
    // The span of each UTF-16 unit of `text`, as the segmenter's indexes count.
    const spanAt = spans.flatMap((span, index) => Array.from({ length: span.text.length }, () => index));
    const words: { text: string; span: number }[][] = [];
    let previous: Intl.SegmentData | undefined;
    for (const segment of this.words.segment(text)) {
      const breakable =
        !previous || /\s$/.test(previous.segment) || (previous.isWordLike && segment.isWordLike);
      if (breakable || words.length === 0) words.push([]);
      const word = words.at(-1)!;
      for (let unit = 0; unit < segment.segment.length; unit++) {
        const span = spanAt[segment.index + unit]!;
        const last = word.at(-1);
        if (last && last.span === span) last.text += segment.segment[unit];
        else word.push({ text: segment.segment[unit]!, span });
      }
      previous = segment;
    }
    return words.map((word) => {
      // Each span's text in runs of one font file, measured.
      const parts = word.flatMap(({ text: partText, span }) => {
        const { style } = spans[span]!;
        return printRuns(this.face(style), partText).map((run) => ({
          text: run.text,
          span,
          file: run.file,
          width: this.measure(run.text, style, run.file),
        }));
      });
      const last = parts.at(-1)!;
      const spaces = /\s+$/.exec(last.text)?.[0] ?? '';
      return {
        parts,
        width: parts.reduce((sum, part) => sum + part.width, 0),
        trailing: spaces ? this.measure(spaces, spans[last.span]!.style, last.file) : 0,
      };
    });
  }

  /** A piece wider than a line, cut into pieces that fit, character by character. */
  private split(piece: Piece, width: number, spans: readonly Span[]): Piece[] {
    const out: Piece[] = [];
    let current: Piece = { parts: [], width: 0, trailing: 0 };
    for (const part of piece.parts) {
      const style = spans[part.span]!.style;
      for (const character of part.text) {
        const characterWidth = this.measure(character, style, part.file);
        if (current.width + characterWidth > width && current.parts.length > 0) {
          out.push(current);
          current = { parts: [], width: 0, trailing: 0 };
        }
        const last = current.parts.at(-1);
        if (last && last.span === part.span && last.file === part.file) {
          last.text += character;
          last.width += characterWidth;
        } else
          current.parts.push({ text: character, span: part.span, file: part.file, width: characterWidth });
        current.width += characterWidth;
      }
    }
    current.trailing = piece.trailing;
    out.push(current);
    return out;
  }

  /** `spans` in lines at most `width` wide. */
  lines(spans: readonly Span[], width: number): Line[] {
    const lines: Piece[][] = [[]];
    let used = 0;
    for (const whole of this.pieces(spans)) {
      for (const piece of whole.width - whole.trailing > width ? this.split(whole, width, spans) : [whole]) {
        const line = lines.at(-1)!;
        if (line.length > 0 && used + piece.width - piece.trailing > width) {
          lines.push([piece]);
          used = piece.width;
        } else {
          line.push(piece);
          used += piece.width;
        }
      }
    }
    return lines
      .filter((pieces) => pieces.length > 0)
      .map((pieces) => {
        // One fragment per run of the same span and font file, measured whole (kerning and all).
        const fragments: Fragment[] = [];
        let x = 0;
        for (const part of pieces.flatMap((piece) => piece.parts)) {
          const style = spans[part.span]!.style;
          const last = fragments.at(-1);
          const font = fontName(style.weight, part.file);
          if (last && last.span === part.span && last.font === font) {
            last.text += part.text;
            last.width = this.measure(last.text, style, part.file);
          } else {
            x = last ? last.x + last.width : 0;
            fragments.push({ text: part.text, span: part.span, font, x, width: part.width });
          }
        }
        const last = fragments.at(-1);
        const end = last ? last.x + last.width : 0;
        return { fragments, width: end - pieces.at(-1)!.trailing };
      });
  }

  /** Draws one fragment with its top-left corner at (`x`, `top`) of a line `lineHeight` high. */
  draw(fragment: Fragment, spans: readonly Span[], x: number, top: number, lineHeight: number) {
    const { style } = spans[fragment.span]!;
    this.doc
      .font(fragment.font)
      .fontSize(style.size)
      .fillColor(style.colour)
      .text(fragment.text, x + fragment.x, top + this.baseline(style, lineHeight), {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing: style.letterSpacing ?? 0,
      });
  }

  /**
   * Lines of text as rows, tagged as `tag`'s content, and each link span in a Link element of its
   * own with its annotation (the link's text as its description). A Link is ended on the line of
   * its last fragment, so that its annotation is filed under that page.
   */
  rows(
    spans: readonly Span[],
    lines: readonly Line[],
    { x, lineHeight, tag }: { x: number; lineHeight: number; tag: Tag },
  ): Row[] {
    const lastLineOf = new Map<number, number>();
    lines.forEach((line, index) =>
      line.fragments.forEach((fragment) => lastLineOf.set(fragment.span, index)),
    );
    return lines.map((line, index) => ({
      height: lineHeight,
      draw: (top) => {
        // Consecutive fragments of one element are one marked sequence.
        const groups: { target: Tag; fragments: Fragment[] }[] = [];
        for (const fragment of line.fragments) {
          const target = spans[fragment.span]!.link ? tag.linkFor(fragment.span) : tag;
          const last = groups.at(-1);
          if (last && last.target === target) last.fragments.push(fragment);
          else groups.push({ target, fragments: [fragment] });
        }
        for (const { target, fragments } of groups) {
          target.mark(() => fragments.forEach((fragment) => this.draw(fragment, spans, x, top, lineHeight)));
          const link = spans[fragments[0]!.span]!.link;
          if (!link) continue;
          const first = fragments[0]!;
          const last = fragments.at(-1)!;
          const text = fragments.map((fragment) => fragment.text).join('');
          // Filed under its Link element, with the link's text as its description. (@types/pdfkit
          // lacks `structParent`; pdfkit writes a String object as a PDF text string.)
          const annotation = { structParent: target.element, Contents: new String(text.trim()) };
          this.doc.link(
            x + first.x,
            top,
            last.x + last.width - first.x,
            lineHeight,
            link,
            annotation as unknown as PDFKit.Mixins.AnnotationOption,
          );
          if (lastLineOf.get(first.span) === index) target.end();
        }
      },
    }));
  }
}

/**
 * A structure element made when first used: its place among its siblings is where its first
 * content is drawn.
 */
export class Tag {
  private readonly doc: Doc;
  private readonly type: string;
  private readonly parent: Tag | undefined;
  private made: StructElement | undefined;
  private readonly links = new Map<number, Tag>();

  private constructor(doc: Doc, type: string, parent: Tag | undefined) {
    this.doc = doc;
    this.type = type;
    this.parent = parent;
  }

  /** The document's root element, in its structure tree from the start. */
  static root(doc: Doc, type = 'Document'): Tag {
    const tag = new Tag(doc, type, undefined);
    tag.made = doc.struct(type);
    doc.addStructure(tag.made);
    return tag;
  }

  get element(): StructElement {
    if (!this.made) {
      this.made = this.doc.struct(this.type);
      this.parent!.element.add(this.made);
    }
    return this.made;
  }

  /** A child element of `type`, made when first used. */
  child(type: string): Tag {
    return new Tag(this.doc, type, this);
  }

  /** The Link element of a span of this element's text (one for each span, across lines). */
  linkFor(span: number): Tag {
    let link = this.links.get(span);
    if (!link) {
      link = this.child('Link');
      this.links.set(span, link);
    }
    return link;
  }

  /** Content drawn by `draw`, marked as this element's. */
  mark(draw: () => void) {
    this.element.add(draw);
  }

  end() {
    this.made?.end();
  }
}

/** One row of a page: its height, and how to draw it at a given top. */
export interface Row {
  height: number;
  draw: (top: number) => void;
}

/** Rows down the pages between a top and a bottom margin; pages are added as needed. */
export class PageFlow {
  y: number;
  private readonly doc: Doc;
  private readonly margin: { top: number; bottom: number };

  constructor(doc: Doc, margin: { top: number; bottom: number }) {
    this.doc = doc;
    this.margin = margin;
    this.y = margin.top;
  }

  private get bottom() {
    return this.doc.page.height - this.margin.bottom;
  }

  private newPage() {
    this.doc.addPage();
    this.y = this.margin.top;
  }

  /** Space between blocks; none at the top of a page. */
  gap(height: number) {
    if (this.y > this.margin.top) this.y += height;
  }

  /**
   * Draws `rows` one under another, starting a page where the next does not fit. `together`, they
   * start a page when they would fit on one but not on what is left of this one.
   */
  place(rows: readonly Row[], { together = false } = {}) {
    const height = rows.reduce((sum, row) => sum + row.height, 0);
    if (together && this.y + height > this.bottom && height <= this.bottom - this.margin.top) this.newPage();
    for (const row of rows) {
      if (this.y + row.height > this.bottom && this.y > this.margin.top) this.newPage();
      row.draw(this.y);
      this.y += row.height;
    }
  }
}
