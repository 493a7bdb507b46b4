import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { TextSetter, type Line, type Span } from '../../src/lib/build/pdf-layout.ts';

const doc = new PDFDocument({ margin: 0 });
const setter = new TextSetter(doc, 'en');
const style = { weight: 400, size: 10, colour: '#000000' };
const text = (lines: Line[]) => lines.map((line) => line.fragments.map((fragment) => fragment.text).join(''));
const widthOf = (words: string) => setter.lines([{ text: words, style }], 10_000)[0]!.width;

describe('text laid out for the PDF', () => {
  it('breaks lines between words, keeping a word whole when its letters come from two files of the font', () => {
    const spans: Span[] = [{ text: 'Zoë Nguyễn Zoë Nguyễn Zoë Nguyễn', style }];
    // Room for "Nguy" after "Zoë Nguyễn Zoë ", not for "Nguyễn": the word goes on whole.
    const width = widthOf('Zoë Nguyễn Zoë Nguy');
    const lines = setter.lines(spans, width);
    expect(text(lines)).toEqual(['Zoë Nguyễn Zoë ', 'Nguyễn Zoë Nguyễn']);
    // "Nguyễn" is set in two files, fragment by fragment, side by side.
    const [first] = lines;
    expect(first!.fragments.length).toBeGreaterThan(1);
    first!.fragments.slice(1).forEach((fragment, index) => {
      const before = first!.fragments[index]!;
      expect(fragment.x).toBeCloseTo(before.x + before.width, 6);
    });
    expect(lines.every((line) => line.width <= width)).toBe(true);
  });

  it('keeps spans apart, so that a link is a run of its own, and breaks inside a word only when it is wider than a line', () => {
    const spans: Span[] = [
      { text: 'See ', style },
      {
        text: 'github.com/your-handle/song-han-tides',
        style,
        link: 'https://github.com/your-handle/song-han-tides',
      },
    ];
    const lines = setter.lines(spans, widthOf('github.com/your-handle'));
    expect(text(lines).join('')).toBe('See github.com/your-handle/song-han-tides');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]!.fragments.map((fragment) => fragment.span)).toEqual([0]);
  });

  it('breaks Thai, written without spaces, between its words', () => {
    const thai = 'นักพัฒนาซอฟต์แวร์ที่สร้างแอปพลิเคชัน';
    const lines = setter.lines([{ text: thai, style }], widthOf(thai) / 2);
    expect(lines.length).toBeGreaterThan(1);
    expect(text(lines).join('')).toBe(thai);
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(thai)].map(
      (word) => word.index,
    );
    for (const line of text(lines).slice(0, -1)) {
      const end = text(lines).join('').indexOf(line) + line.length;
      expect(words).toContain(end);
    }
  });
});
