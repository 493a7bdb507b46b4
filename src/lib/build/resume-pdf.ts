/**
 * The resume as a PDF, made at build time from the same view as /resume
 * (src/lib/content/resume-view.ts), with pdfkit: real text (selectable, searchable), look.ts's fonts
 * embedded with the glyphs it sets (src/lib/build/resume-fonts.ts), links that work, and tagged: a
 * structure tree in reading order (the name a heading, each section a heading and a list, each entry
 * a list item with its title a heading, its points a list, every link a Link with its text), the
 * document's language and title set, the page furniture (rules, the footer) marked as artifacts. A
 * screen reader reads it as /resume, and an applicant tracking system finds its parts. Served at
 * /resume.pdf unless the owner keeps a PDF of their own (src/pages/resume.pdf.ts).
 *
 * Why pdfkit: @react-pdf/renderer, which made it before, cannot tag (diegomura/react-pdf#3179,
 * #1288), and the build must not need a browser.
 */
import Color from 'colorjs.io';
import PDFDocument from 'pdfkit';
import { lightColours } from '../../styles/tokens.ts';
import { resumeSectionIds } from '../markup/element-ids.ts';
import type { ResumeEntry, ResumeSection, ResumeView } from '../content/resume-view.ts';
import { PageFlow, Tag, TextSetter, type Row, type Span, type TextStyle } from './pdf-layout.ts';

type Doc = PDFKit.PDFDocument;

/** Paper by the owner's country: Letter where it is the norm (the US and Canada), A4 elsewhere. */
export const paperFor = (countryCode: string | undefined): 'A4' | 'LETTER' =>
  countryCode && ['US', 'CA'].includes(countryCode.toUpperCase()) ? 'LETTER' : 'A4';

/** A colour of the look as pdfkit takes it: `#rrggbb` and an opacity. */
const ink = (colour: string) => {
  const parsed = new Color(colour);
  return {
    hex: parsed.to('srgb').toString({ format: 'hex', alpha: false }),
    opacity: parsed.alpha.valueOf(),
  };
};

// The site's light colours: print is paper.
const colour = {
  text: ink(lightColours.text).hex,
  muted: ink(lightColours.textMuted).hex,
  accent: ink(lightColours.primaryText).hex,
  rule: ink(lightColours.border),
};

const margin = { top: 40, bottom: 48, side: 44 };
/** Text's size, and the height of its lines, larger text's too (but the name's). */
const bodySize = 9.5;
const lineHeight = bodySize * 1.35;

const style = (weight: number, size: number, ink = colour.text, letterSpacing?: number): TextStyle => ({
  weight,
  size,
  colour: ink,
  letterSpacing,
});
const regular = style(400, bodySize);
const muted = style(400, bodySize, colour.muted);
const semibold = style(600, bodySize);
const link = (text: string, href: string | undefined, base: TextStyle): Span =>
  href ? { text, style: { ...base, colour: colour.accent }, link: href } : { text, style: base };

const styles = {
  name: style(700, 22),
  label: style(600, 11.5, colour.accent),
  heading: style(700, 10, colour.accent, 0.8),
  title: style(700, 10.5),
  footer: style(400, 8, colour.muted),
};

export interface ResumePdfOptions {
  /** The language the resume is written in, a BCP 47 tag (`en`, `vi`): the document's language. */
  lang: string;
  /** The owner's country, which picks the paper (`paperFor`). */
  countryCode?: string | undefined;
}

/** The resume's PDF bytes. */
export async function renderResumePdf(
  view: ResumeView,
  { lang, countryCode }: ResumePdfOptions,
): Promise<Buffer> {
  const { title } = view;
  const doc: Doc = new PDFDocument({
    size: paperFor(countryCode),
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: title,
      Author: view.name,
      Subject: view.label,
      Keywords: view.sections
        .filter((section) => section.id === resumeSectionIds.skills)
        .flatMap((section) => section.entries.flatMap((entry) => entry.keywords))
        .join(', '),
      Creator: view.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = Tag.root(doc);
  const setter = new TextSetter(doc, lang);
  new ResumeLayout(doc, setter, lang).write(view, root);
  footers(doc, setter, title);
  root.end();
  doc.end();
  return done;
}

/** The resume drawn down the pages, tagged as it goes. */
class ResumeLayout {
  private readonly doc: Doc;
  private readonly setter: TextSetter;
  private readonly lang: string;
  private readonly flow: PageFlow;
  private readonly width: number;

  constructor(doc: Doc, setter: TextSetter, lang: string) {
    this.doc = doc;
    this.setter = setter;
    this.lang = lang;
    this.flow = new PageFlow(doc, margin);
    this.width = doc.page.width - 2 * margin.side;
  }

  /** Rows of text `width` wide from `x`, tagged as `tag`'s content. */
  private text(
    spans: Span[],
    tag: Tag,
    { x = margin.side, width = this.width, height = lineHeight } = {},
  ): Row[] {
    return this.setter.rows(spans, this.setter.lines(spans, width), { x, lineHeight: height, tag });
  }

  /** A paragraph of its own: a P element, ended once drawn. */
  private paragraph(spans: Span[], parent: Tag, options: Parameters<ResumeLayout['text']>[2] = {}): Row[] {
    const tag = parent.child('P');
    return this.ended(this.text(spans, tag, options), tag);
  }

  /** `rows`, with `tag` ended after the last is drawn. */
  private ended(rows: Row[], ...tags: Tag[]): Row[] {
    const last = rows.at(-1);
    if (!last) return rows;
    return [
      ...rows.slice(0, -1),
      {
        height: last.height,
        draw: (top) => {
          last.draw(top);
          for (const tag of tags) tag.end();
        },
      },
    ];
  }

  /** Space of `height` as a row, drawn as nothing. */
  private space = (height: number): Row => ({ height, draw: () => {} });

  write(view: ResumeView, root: Tag) {
    this.head(view, root);
    if (view.summary) {
      this.flow.gap(10);
      this.flow.place(this.paragraph([{ text: view.summary, style: regular }], root));
    }
    for (const section of view.sections) this.section(section, root);
  }

  /** The name, the role and the ways to reach the owner. */
  private head(view: ResumeView, parent: Tag) {
    const name = parent.child('H1');
    this.flow.place(
      this.ended(
        this.text([{ text: view.name, style: styles.name }], name, { height: styles.name.size * 1.15 }),
        name,
      ),
    );
    this.flow.gap(2);
    this.flow.place(this.paragraph([{ text: view.label, style: styles.label }], parent));
    this.flow.gap(6);
    const contact = [
      link(view.email, `mailto:${view.email}`, muted),
      ...(view.phone ? [link(view.phone.label, view.phone.href, muted)] : []),
      ...(view.location ? [{ text: view.location, style: muted }] : []),
      ...(view.website ? [link(view.website.label, view.website.href, muted)] : []),
      ...view.profiles.map((profile) => link(profile.label, profile.href, muted)),
    ];
    this.flow.place(this.row(contact, parent.child('L'), 10));
  }

  /** Items side by side, `gap` apart, wrapping as a row of a flex box does: a list, each item a list item. */
  private row(items: Span[], list: Tag, gap: number): Row[] {
    const rows: { items: { span: Span; x: number }[] }[] = [{ items: [] }];
    let x = 0;
    for (const span of items) {
      const [line] = this.setter.lines([span], this.width);
      const width = line?.width ?? 0;
      if (x > 0 && x + width > this.width) {
        rows.push({ items: [] });
        x = 0;
      }
      rows.at(-1)!.items.push({ span, x });
      x += width + gap;
    }
    return this.ended(
      rows.map(({ items: placed }) => ({
        height: lineHeight,
        draw: (top: number) => {
          for (const { span, x: left } of placed) {
            const item = list.child('LI');
            const body = item.child('LBody');
            for (const row of this.text([span], body, { x: margin.side + left })) row.draw(top);
            body.end();
            item.end();
          }
        },
      })),
      list,
    );
  }

  /** A section: its heading, ruled below, kept with its first entry; its entries a list. */
  private section(section: ResumeSection, parent: Tag) {
    const sect = parent.child('Sect');
    const heading = sect.child('H2');
    const headingText = section.heading.toLocaleUpperCase(this.lang);
    const headingRows = this.ended(
      this.text([{ text: headingText, style: styles.heading }], heading),
      heading,
    );
    const rule: Row = {
      height: 3 + 0.75,
      draw: (top) => {
        this.artifact(() =>
          this.doc
            .moveTo(margin.side, top + 3 + 0.375)
            .lineTo(margin.side + this.width, top + 3 + 0.375)
            .lineWidth(0.75)
            .strokeColor(colour.rule.hex, colour.rule.opacity)
            .stroke(),
        );
      },
    };
    const list = sect.child('L');
    const entries = section.entries.map((entry) =>
      section.layout === 'lines' ? this.line(entry, list) : this.entry(entry, list),
    );
    this.flow.gap(14);
    // The heading stays with the section's first entry, never alone at a page's foot.
    const [first = [], ...rest] = entries;
    this.flow.place([...headingRows, rule, this.space(6), ...first], { together: true });
    for (const rows of rest) this.flow.place(rows, { together: true });
    list.end();
    sect.end();
  }

  /** Decoration, drawn outside the structure tree. */
  private artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** A job, a school, a project…: its title (a heading) and dates, where, what, its points and keywords. */
  private entry(entry: ResumeEntry, list: Tag): Row[] {
    const item = list.child('LI');
    const body = item.child('LBody');
    const rows: Row[] = [...this.entryHead(entry, body)];
    const where = [entry.location].filter(Boolean) as string[];
    if (entry.organisation || where.length > 0) {
      rows.push(
        ...this.paragraph(
          [
            ...(entry.organisation ? [link(entry.organisation, entry.organisationHref, semibold)] : []),
            ...(entry.organisation && where.length > 0 ? [{ text: ' · ', style: regular }] : []),
            ...(where.length > 0 ? [{ text: where.join(' · '), style: muted }] : []),
          ],
          body,
        ),
      );
    }
    if (entry.note) rows.push(...this.paragraph([{ text: entry.note, style: muted }], body));
    if (entry.summary) rows.push(...this.paragraph([{ text: entry.summary, style: regular }], body));
    if (entry.highlights.length > 0) {
      const points = body.child('L');
      const bullets = entry.highlights.map((highlight) => this.bullet(highlight, points));
      rows.push(...this.ended(bullets.flat(), points));
    }
    if (entry.keywords.length > 0) {
      const label = entry.keywordsLabel ? `${entry.keywordsLabel}: ` : '';
      rows.push(...this.paragraph([{ text: `${label}${entry.keywords.join(' · ')}`, style: muted }], body));
    }
    rows.push(this.space(8));
    return this.ended(rows, body, item);
  }

  /** The title, a heading (a link when it has an address), and the dates at the right of its first line. */
  private entryHead(entry: ResumeEntry, body: Tag): Row[] {
    const dates = entry.dates
      ? this.setter.lines([{ text: entry.dates, style: muted }], this.width)[0]
      : undefined;
    const datesWidth = dates ? dates.width : 0;
    const titleWidth = this.width - (dates ? datesWidth + 8 : 0);
    const titleTag = body.child('H3');
    const titleRows = entry.title
      ? this.ended(
          this.text([link(entry.title, entry.titleHref, styles.title)], titleTag, { width: titleWidth }),
          titleTag,
        )
      : [];
    if (!dates) return titleRows;
    const datesTag = body.child('P');
    const datesRows = this.ended(
      this.text([{ text: entry.dates!, style: muted }], datesTag, {
        x: margin.side + this.width - datesWidth,
        width: datesWidth + 1,
      }),
      datesTag,
    );
    const [firstTitle, ...restTitle] = titleRows;
    return [
      {
        height: lineHeight,
        draw: (top) => {
          firstTitle?.draw(top);
          datesRows[0]!.draw(top);
        },
      },
      ...restTitle,
    ];
  }

  /** A point of an entry: a list item, its bullet the label. */
  private bullet(text: string, list: Tag): Row[] {
    const item = list.child('LI');
    const label = item.child('Lbl');
    const body = item.child('LBody');
    const indent = 10;
    const lines = this.text([{ text, style: regular }], body, {
      x: margin.side + indent,
      width: this.width - indent,
    });
    const mark = this.text([{ text: '•', style: muted }], label);
    const [first, ...rest] = lines;
    if (!first) return [];
    return this.ended(
      [
        this.space(1.5),
        {
          height: first.height,
          draw: (top) => {
            mark[0]!.draw(top);
            label.end();
            first.draw(top);
          },
        },
        ...rest,
      ],
      body,
      item,
    );
  }

  /** A skill, a language, an interest: one line, a list item. */
  private line(entry: ResumeEntry, list: Tag): Row[] {
    const item = list.child('LI');
    const body = item.child('LBody');
    const spans: Span[] = [
      { text: entry.title ?? '', style: semibold },
      ...(entry.note ? [{ text: ` (${entry.note})`, style: muted }] : []),
      ...(entry.keywords.length > 0 ? [{ text: `: ${entry.keywords.join(', ')}`, style: regular }] : []),
    ];
    return this.ended([...this.text(spans, body), this.space(3)], body, item);
  }
}

/** The name and "page / pages" at the foot of every page, as page furniture (artifacts). */
function footers(doc: Doc, setter: TextSetter, title: string) {
  const { start, count } = doc.bufferedPageRange();
  const footerLine = styles.footer.size * 1.35;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const top = doc.page.height - 22 - footerLine;
    const width = doc.page.width - 2 * margin.side;
    const number = `${index - start + 1} / ${count}`;
    const [numberLine] = setter.lines([{ text: number, style: styles.footer }], width);
    doc.markContent('Artifact', { type: 'Pagination' });
    for (const [spans, x] of [
      [[{ text: title, style: styles.footer }], margin.side],
      [[{ text: number, style: styles.footer }], doc.page.width - margin.side - (numberLine?.width ?? 0)],
    ] as const) {
      for (const line of setter.lines(spans, width)) {
        for (const fragment of line.fragments) setter.draw(fragment, spans, x, top, footerLine);
      }
    }
    doc.endMarkedContent();
  }
  doc.flushPages();
}
