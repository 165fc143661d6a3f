import {
  DEMAND_TEXT,
  type FieldRow,
  LETTER_WORDS,
  letterheadContactLine,
  type Piece,
  RAISED_DEMAND_TEXT,
  RECEIPT_TEXT,
  receiptTotalText,
  signOffFor,
} from '../../domain/letters/letter-text';
import type { DemandLetterFields, Letterhead, PaymentReceiptFields } from '../../domain/schemas/letter';
import {
  type Block,
  fieldTable,
  lines,
  makePdf,
  type PdfImage,
  type PdfLetterhead,
  paragraph,
  type Run,
  row,
  signatures,
  table,
  title,
} from './pdf-document';

/**
 * The demand letter and the payment receipt as PDFs, from a letter's fields exactly as issued. The
 * words are the sheet's (domain/letters/letter-text.ts); the order of the parts is the sheet's
 * (web/features/letters/sheets), so the PDF reads like the printed page.
 */

export function pdfLetterhead(letterhead: Letterhead, logo: PdfImage | null, withContactPerson = false): PdfLetterhead {
  return {
    name: letterhead.name,
    address: letterhead.address,
    contactLine: letterheadContactLine(letterhead, withContactPerson),
    logo,
  };
}

/** A paragraph's pieces as runs: a strong field prints bold. */
function pieceRuns<F>(pieces: readonly Piece<string>[], fields: F): Run[] {
  return pieces.map((piece) =>
    typeof piece === 'string'
      ? piece
      : { text: String(fields[piece.field as keyof F] ?? ''), bold: piece.strong === true },
  );
}

function fieldRows<F>(rows: readonly FieldRow<string>[], fields: F) {
  return rows.map((r) => ({ heading: r.heading, value: String(fields[r.field as keyof F] ?? '') }));
}

/** `afterPosition`: what a raised demand adds under the position of payments (its own figures). */
export function demandLetterContent(f: DemandLetterFields, afterPosition: Block[] = []): Block[] {
  return [
    title(DEMAND_TEXT.title),
    row([], [LETTER_WORDS.date, f.date]),
    lines([LETTER_WORDS.to, LETTER_WORDS.branchManager, f.bankName, f.bankBranch]),
    paragraph([{ text: LETTER_WORDS.subject, bold: true }, f.subject]),
    paragraph([DEMAND_TEXT.salutation]),
    paragraph(pieceRuns(DEMAND_TEXT.buyers, f)),
    paragraph([{ text: DEMAND_TEXT.flatHeading, bold: true }, f.flatAddress]),
    paragraph([DEMAND_TEXT.position]),
    fieldTable(fieldRows(DEMAND_TEXT.positionRows, f)),
    ...afterPosition,
    paragraph([DEMAND_TEXT.request]),
    fieldTable(fieldRows(DEMAND_TEXT.payeeRows, f)),
    paragraph([DEMAND_TEXT.closing]),
    signatures(LETTER_WORDS.yoursFaithfully, {
      above: signOffFor(f.letterhead.name),
      line: f.signatory.name,
      below: f.signatory.title,
    }),
  ];
}

export function paymentReceiptContent(f: PaymentReceiptFields): Block[] {
  const c = RECEIPT_TEXT.columns;
  const body = f.payments.map((p, i) => [String(i + 1), p.date, p.amount, p.reference, p.bank]);
  return [
    title(RECEIPT_TEXT.title),
    row([RECEIPT_TEXT.receiptNo, f.receiptNo], [LETTER_WORDS.date, f.date]),
    paragraph(pieceRuns(RECEIPT_TEXT.body, f)),
    table(
      [
        { title: c.sr, align: 'center', widthMm: 12 },
        { title: c.date, widthMm: 26 },
        { title: c.amount, align: 'right', widthMm: 34 },
        { title: c.reference },
        { title: c.bank },
      ],
      body,
      f.payments.length > 0 ? ['', RECEIPT_TEXT.total, receiptTotalText(f.payments), '', ''] : undefined,
    ),
    paragraph([RECEIPT_TEXT.realisation]),
    signatures(
      { line: RECEIPT_TEXT.receiverSign },
      { above: signOffFor(f.letterhead.name), line: RECEIPT_TEXT.partnerSign },
    ),
  ];
}

export function demandLetterPdf(fields: DemandLetterFields, logo: PdfImage | null = null): Promise<Buffer> {
  return makePdf({
    title: `${DEMAND_TEXT.title} ${fields.date}`.trim(),
    letterhead: pdfLetterhead(fields.letterhead, logo, true),
    content: demandLetterContent(fields),
  });
}

export function paymentReceiptPdf(fields: PaymentReceiptFields, logo: PdfImage | null = null): Promise<Buffer> {
  return makePdf({
    title: `${RECEIPT_TEXT.title} ${fields.receiptNo}`.trim(),
    letterhead: pdfLetterhead(fields.letterhead, logo),
    content: paymentReceiptContent(fields),
  });
}

/**
 * A demand raised at a stage (decision 197): the spec's demand letter filled from the booking and
 * the demand, with the demand's figures. To the bank it is the spec's letter word for word with
 * the demand table added; to the buyer the bank's lines give way to the buyer's name and address.
 */
export interface RaisedDemandLetter {
  fields: DemandLetterFields;
  /** No home loan recorded: the buyer is the addressee (`bankName`, `bankBranch` hold name and address). */
  toBuyer: boolean;
  demandRows: { heading: string; value: string }[];
  tdsNote: boolean;
}

export function raisedDemandLetterContent(letter: RaisedDemandLetter): Block[] {
  const f = letter.fields;
  const sign = signatures(LETTER_WORDS.yoursFaithfully, {
    above: signOffFor(f.letterhead.name),
    line: f.signatory.name,
    below: f.signatory.title,
  });
  const demand = [
    paragraph([{ text: RAISED_DEMAND_TEXT.demandHeading, bold: true }]),
    fieldTable(letter.demandRows),
    ...(letter.tdsNote ? [paragraph([RAISED_DEMAND_TEXT.tdsNote])] : []),
  ];
  if (!letter.toBuyer) return demandLetterContent(f, demand);
  return [
    title(DEMAND_TEXT.title),
    row([], [LETTER_WORDS.date, f.date]),
    lines([LETTER_WORDS.to, f.bankName, f.bankBranch].filter(Boolean)),
    paragraph([{ text: LETTER_WORDS.subject, bold: true }, f.subject]),
    paragraph([RAISED_DEMAND_TEXT.buyerSalutation]),
    paragraph([RAISED_DEMAND_TEXT.buyerIntro]),
    paragraph([{ text: DEMAND_TEXT.flatHeading, bold: true }, f.flatAddress]),
    fieldTable(fieldRows(DEMAND_TEXT.positionRows, f)),
    ...demand,
    paragraph([RAISED_DEMAND_TEXT.buyerRequest]),
    fieldTable(fieldRows(DEMAND_TEXT.payeeRows, f)),
    paragraph([RAISED_DEMAND_TEXT.buyerClosing]),
    sign,
  ];
}

export function raisedDemandLetterPdf(letter: RaisedDemandLetter, logo: PdfImage | null = null): Promise<Buffer> {
  return makePdf({
    title: `${DEMAND_TEXT.title} ${letter.fields.date}`.trim(),
    letterhead: pdfLetterhead(letter.fields.letterhead, logo, true),
    content: raisedDemandLetterContent(letter),
  });
}
