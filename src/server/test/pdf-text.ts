import { extractText, getDocumentProxy } from 'unpdf';

export interface PdfRead {
  pages: number;
  /** Each page's text, its runs of white space made one space (none after a slash). */
  pageTexts: string[];
  /** All pages' text. */
  text: string;
  /** Each page's size in points (A4 portrait is 595.28 × 841.89). */
  sizes: { width: number; height: number }[];
  title: string | undefined;
}

/** A PDF's text read back with pdf.js, to assert what a reader of the PDF sees (and can search). */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  // A justified line may break after a slash ("RTGS/ NEFT"): the gap is layout, not text.
  const pageTexts = text.map((t) => t.replace(/\s+/g, ' ').replace(/\/ /g, '/').trim());
  const sizes: PdfRead['sizes'] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const [, , width = 0, height = 0] = (await pdf.getPage(i)).view;
    sizes.push({ width, height });
  }
  const meta = await pdf.getMetadata();
  const title = (meta.info as { Title?: string } | undefined)?.Title;
  return { pages: pdf.numPages, pageTexts, text: pageTexts.join(' '), sizes, title };
}

/** Text written the way readPdf gives it back: one space for any white space. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
