import type { Content, Column as PdfColumn, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatInrPaise } from '../../domain/billing/indian-format';
import { PDF_FONT, renderPdf } from './pdf-engine';

/**
 * A small typed layer over pdfmake for the company's documents (decision 194): an A4 portrait page
 * with the letterhead, and the parts the on-screen letters are made of (letters.css): a spaced,
 * underlined title, justified paragraphs, two-column field tables, ruled tables with a tinted
 * heading row, signatures over a line, and page numbers. Callers build content only with these
 * helpers, so every PDF looks the same.
 */

const mm = (value: number) => (value * 72) / 25.4;
const INK = '#1a1a1a';
const HEAD_BLUE = '#1f3a68';
const RULE = '#444444';
const TINT = '#eef2f8';
/** The sheet's padding on screen (14 mm 18 mm 12 mm), with room at the foot for the page number. */
const MARGINS: [number, number, number, number] = [mm(18), mm(14), mm(18), mm(16)];
const CONTENT_WIDTH = mm(210 - 36);

/** A PNG or JPEG as a data URL (pdfkit reads only those two). */
export interface PdfImage {
  dataUrl: string;
}

export interface PdfLetterhead {
  name: string;
  address: string;
  /** "Phone: … · Email: …" as the letter writes it. */
  contactLine: string;
  logo: PdfImage | null;
}

/** Text in a paragraph: plain, or bold. */
export type Run = string | { text: string; bold?: boolean };

export type Block = Content;

/**
 * Runs of the same weight joined into one: pdfmake's justification stretches every boundary between
 * two runs, so "(" + "Five Lakh" would print as "( Five Lakh".
 */
function runs(parts: readonly Run[]): Content[] {
  const joined: { text: string; bold: boolean }[] = [];
  for (const part of parts) {
    const next = typeof part === 'string' ? { text: part, bold: false } : { text: part.text, bold: part.bold === true };
    const last = joined.at(-1);
    if (last && last.bold === next.bold) last.text += next.text;
    else joined.push(next);
  }
  return joined.map((run) => (run.bold ? { text: run.text, bold: true } : { text: run.text }));
}

export function letterheadBlock(head: PdfLetterhead): Block {
  const logoWidth = mm(24);
  const text: Content = {
    stack: [
      { text: head.name, fontSize: 19, bold: true, color: HEAD_BLUE, characterSpacing: 0.4 },
      ...head.address.split('\n').map((line) => ({ text: line, fontSize: 9.5, color: '#333333' })),
      { text: head.contactLine, fontSize: 9.5, color: '#333333' },
    ],
    alignment: 'center',
  };
  const row: Content = head.logo
    ? {
        columns: [
          { image: head.logo.dataUrl, fit: [logoWidth, logoWidth], width: logoWidth },
          { ...text, width: '*' },
          { text: '', width: logoWidth },
        ],
        columnGap: mm(5),
      }
    : text;
  return {
    stack: [
      row,
      {
        canvas: [
          { type: 'line', x1: 0, y1: mm(3), x2: CONTENT_WIDTH, y2: mm(3), lineWidth: 1.5, lineColor: HEAD_BLUE },
        ],
      },
    ],
    font: PDF_FONT,
  };
}

/**
 * The letter's title: centred and underlined ("DEMAND LETTER"). Unlike the sheet its letters are
 * not spaced out: a PDF reader would then find and copy "D E M A N D".
 */
export function title(text: string): Block {
  return {
    text,
    fontSize: 15,
    bold: true,
    alignment: 'center',
    decoration: 'underline',
    margin: [0, mm(4), 0, mm(3)],
  };
}

export function paragraph(parts: readonly Run[]): Block {
  return { text: runs(parts), alignment: 'justify', margin: [0, 0, 0, mm(2.8)] };
}

/** Lines one under another (an address: "To, / The Branch Manager, / …"). */
export function lines(texts: readonly string[]): Block {
  return { stack: texts.flatMap((t) => t.split('\n')).map((t) => ({ text: t })), margin: [0, 0, 0, mm(3.5)] };
}

/** Text on the left and on the right of one row ("Receipt No.: 001" … "Date: 05/03/2026"). */
export function row(left: readonly Run[], right: readonly Run[]): Block {
  return {
    columns: [
      { text: runs(left), width: '*' },
      { text: runs(right), width: 'auto', alignment: 'right' },
    ],
    margin: [0, mm(4), 0, mm(3)],
  };
}

const tableLayout = {
  hLineWidth: () => 0.75,
  vLineWidth: () => 0.75,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => mm(2.4),
  paddingRight: () => mm(2.4),
  paddingTop: () => mm(1.1),
  paddingBottom: () => mm(1.1),
};

/** A two-column table of headings and values (the payment position, the payee's account). */
export function fieldTable(rows: readonly { heading: string; value: string }[]): Block {
  return {
    table: {
      widths: ['35%', '*'],
      body: rows.map((r) => [{ text: r.heading, bold: true, fillColor: TINT }, { text: r.value }]),
    },
    layout: tableLayout,
    fontSize: 10.5,
    margin: [0, mm(1), 0, mm(3.5)],
  };
}

export interface Column {
  title: string;
  /** Amounts are right-aligned, serial numbers centred. */
  align?: 'left' | 'right' | 'center';
  /** A width in mm, or '*' to share what is left (the default). */
  widthMm?: number;
}

/**
 * A ruled table with a tinted heading row repeated on every page, and an optional bold footer row
 * (a total). Long tables break across pages.
 */
export function table(
  columns: readonly Column[],
  body: readonly (readonly string[])[],
  footer?: readonly string[],
): Block {
  const cell = (text: string, index: number, extra: { bold?: boolean; fillColor?: string } = {}): TableCell => ({
    text,
    alignment: columns[index]?.align ?? 'left',
    ...extra,
  });
  const rows: TableCell[][] = [
    columns.map((c, i) => cell(c.title, i, { bold: true, fillColor: TINT })),
    ...body.map((r) => r.map((text, i) => cell(text, i))),
  ];
  if (footer) rows.push(footer.map((text, i) => cell(text, i, { bold: true })));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => (c.widthMm === undefined ? '*' : mm(c.widthMm))),
      body: rows,
    },
    layout: tableLayout,
    fontSize: 10.5,
    margin: [0, mm(1), 0, mm(3.5)],
  };
}

/** An amount in paise as a letter writes it: ₹12,34,567.50 (Indian grouping). */
export function amount(paise: number): string {
  return formatInrPaise(paise);
}

export interface Signature {
  /** Above the room to sign ("For Sai Developers"). */
  above?: string;
  /** On the line (the signatory's name, or "Receivers Sign"). */
  line: string;
  /** Under the line (the title). */
  below?: string;
}

/**
 * "Yours faithfully," (or nothing) on the left and signatures to the right, each over a line with
 * room to sign, as the sheet's `letter-signatures`.
 */
export function signatures(left: Signature | string | null, right: Signature): Block {
  const width = mm(62);
  const sign = (s: Signature): PdfColumn => ({
    width,
    alignment: 'center',
    stack: [
      { text: s.above ?? '' },
      { canvas: [{ type: 'line', x1: 0, y1: mm(14), x2: width, y2: mm(14), lineWidth: 0.75, lineColor: '#333333' }] },
      { text: s.line || ' ', bold: true, margin: [0, mm(1), 0, 0] },
      ...(s.below ? [{ text: s.below }] : []),
    ],
  });
  const gap: PdfColumn = { text: '', width: '*' };
  const columns: PdfColumn[] =
    left === null
      ? [gap, sign(right)]
      : typeof left === 'string'
        ? [{ text: left, width: '*', margin: [0, mm(16), 0, 0] }, sign(right)]
        : [sign(left), gap, sign(right)];
  return { columns, margin: [0, mm(6), 0, 0], unbreakable: true };
}

export interface PdfSpec {
  /** The PDF's title (its metadata; a viewer shows it in the tab). */
  title: string;
  letterhead: PdfLetterhead;
  content: Block[];
}

/** A4 portrait, the letterhead on the first page, "Page n of N" at the foot of every page. */
export function documentDefinition(spec: PdfSpec): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: MARGINS,
    info: { title: spec.title, author: spec.letterhead.name || undefined, creator: 'EstateDesk' },
    defaultStyle: { font: PDF_FONT, fontSize: 11, lineHeight: 1.2, color: INK },
    content: [letterheadBlock(spec.letterhead), ...spec.content],
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666666',
      margin: [0, mm(6), 0, 0],
    }),
  };
}

export function makePdf(spec: PdfSpec): Promise<Buffer> {
  return renderPdf(documentDefinition(spec));
}
