/**
 * What a PDF holds, read the way a reader's viewer reads it (PDF.js, through unpdf): its text as a
 * search finds it, its links, its fonts and whether each is embedded, its pages and their size.
 */
import { extractLinks, extractText, getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';

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
}

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
  return {
    pages: pdf.numPages,
    text: text.replace(/\s+/g, ' ').trim(),
    links: (await extractLinks(pdf)).links,
    fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })),
    pageSize: [Math.round(width), Math.round(height)],
    info: (await getMeta(pdf)).info,
  };
}
