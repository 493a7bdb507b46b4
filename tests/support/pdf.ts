/**
 * What a PDF holds, read the way a reader's viewer reads it (PDF.js, through unpdf): its text as a
 * search finds it, its links, its fonts and whether each is embedded, its pages and their size, and
 * what a screen reader is given: whether it is tagged, its structure tree with each element's text,
 * its language and whether a viewer shows its title.
 */
import { extractLinks, extractText, getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';

/** An element of the structure tree, in reading order. */
export interface PdfElement {
  /** Its type: H1, P, L, LI, Lbl, LBody, Link… */
  role: string;
  /** All the text inside it, its runs of white space made one space. */
  text: string;
  /** A Link's address, from the annotation filed under it. */
  href?: string;
  children: PdfElement[];
}

export interface PdfFacts {
  pages: number;
  /** Every page's text, its runs of white space made one space. */
  text: string;
  /** The address of every link, in order. */
  links: string[];
  /** Every font a page sets text in, by its name in the file. */
  fonts: { name: string; embedded: boolean }[];
  /** The first page's width and height, in points. */
  pageSize: [number, number];
  /** The document's information: Title, Author, Subject, Keywords, Language… */
  info: Record<string, unknown>;
  /** Tagged: its content marked and given a structure (MarkInfo's Marked). */
  tagged: boolean;
  /** Whether a viewer shows its title, not its file name (the viewer preference DisplayDocTitle). */
  displaysTitle: boolean;
  /** The structure tree's elements below its root, page after page, in reading order (`structureOf`). */
  structure: PdfElement[];
}

type Proxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type TreeNode = { role: string; children?: (TreeNode | { type: string; id: string })[] };

const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Each page's structure tree, its marked content given the text it marks and each Link the address
 * of its annotation, one page's after another. PDF.js gives a page the elements with content on it
 * and their ancestors, and with those some elements of other pages, empty: those are left out. An
 * element that runs on to the next page (a list split by a page break) appears in both, each with
 * its part.
 */
async function structureOf(pdf: Proxy): Promise<PdfElement[]> {
  const elements: PdfElement[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const marked = new Map<string, string>();
    const open: string[] = [];
    for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        else open.push(item.id ?? '');
        continue;
      }
      const id = open.at(-1);
      if (id) marked.set(id, `${marked.get(id) ?? ''}${item.str}${item.hasEOL ? ' ' : ''}`);
    }
    const hrefs = new Map<string, string>(
      (await page.getAnnotations()).map((annotation: { id: string; url?: string }) => [
        annotation.id,
        annotation.url ?? '',
      ]),
    );
    const read = (node: TreeNode): PdfElement => {
      const children: PdfElement[] = [];
      let text = '';
      let href: string | undefined;
      for (const child of node.children ?? []) {
        if ('role' in child) {
          const element = read(child);
          if (!element.text && element.href === undefined && element.children.length === 0) continue;
          children.push(element);
          text += ` ${element.text} `;
        } else if (child.type === 'content') text += marked.get(child.id) ?? '';
        else if (child.type === 'object') href = hrefs.get(child.id);
      }
      return { role: node.role, text: oneSpace(text), ...(href !== undefined && { href }), children };
    };
    const root = (await page.getStructTree()) as TreeNode | null;
    if (root) elements.push(...read(root).children);
  }
  return elements;
}

/** Every element of `elements` and their descendants, in reading order. */
export const everyElement = (elements: readonly PdfElement[]): PdfElement[] =>
  elements.flatMap((element) => [element, ...everyElement(element.children)]);

export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  // A copy, not a Buffer: PDF.js takes the bytes over, and refuses a Buffer.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { OPS } = await getResolvedPDFJS();
  const fonts = new Map<string, boolean>();
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((operator, index) => {
      if (operator !== OPS.setFont) return;
      const font = page.commonObjs.get(operators.argsArray[index][0]) as {
        name: string;
        missingFile: boolean;
      };
      fonts.set(font.name, !font.missingFile);
    });
  }
  const [width, height] = (await pdf.getPage(1)).view.slice(2) as [number, number];
  const { text } = await extractText(pdf, { mergePages: true });
  const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  return {
    pages: pdf.numPages,
    text: oneSpace(text),
    links: (await extractLinks(pdf)).links,
    fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })),
    pageSize: [Math.round(width), Math.round(height)],
    info: (await getMeta(pdf)).info,
    tagged: (await pdf.getMarkInfo())?.Marked === true,
    displaysTitle: preferences?.DisplayDocTitle === true,
    structure: await structureOf(pdf),
  };
}
