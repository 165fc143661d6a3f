import type { DemandLetterFields, Letterhead, PaymentReceiptFields, ReceiptPaymentRow } from '../schemas/letter';
import { formatLetterRupees, parseAmount } from './cost-breakup';

/**
 * The fixed words of the demand letter and the payment receipt, once: the editable sheet on screen
 * (src/web/features/letters/sheets) and the PDF made on the server (src/server/pdf) both lay out
 * these pieces, so the printed sheet and the PDF say the same thing. A paragraph is a list of
 * pieces: plain text, or one of the letter's text fields (editable on screen, its value in the PDF).
 */
export interface FieldPiece<K extends string> {
  field: K;
  /** The field's accessible name on screen. */
  label: string;
  multiline?: boolean;
  strong?: boolean;
}
export type Piece<K extends string> = string | FieldPiece<K>;

/** A heading beside one field, as the two-column tables of a letter show them. */
export interface FieldRow<K extends string> {
  heading: string;
  field: K;
  label: string;
  multiline?: boolean;
}

type Text<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** A paragraph's words with its fields filled in (what the PDF prints). */
export function piecesText<F>(pieces: readonly Piece<Text<F>>[], fields: F): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : (fields[piece.field] as string))).join('');
}

/** "For Sai Developers" under a signature; a letter with no company name says "the Company". */
export function signOffFor(companyName: string): string {
  return `For ${companyName.trim() || 'the Company'}`;
}

/** The letterhead's contact line: "Contact: … · Phone: … · Email: …" (the contact only on a demand letter). */
export function letterheadContactLine(letterhead: Letterhead, withContactPerson: boolean): string {
  const parts = [`Phone: ${letterhead.phone}`, `Email: ${letterhead.email}`];
  if (withContactPerson) parts.unshift(`Contact: ${letterhead.contactPerson}`);
  return parts.join(' · ');
}

export const LETTER_WORDS = {
  date: 'Date: ',
  to: 'To,',
  branchManager: 'The Branch Manager,',
  subject: 'Subject: ',
  yoursFaithfully: 'Yours faithfully,',
} as const;

type DemandKey = Text<DemandLetterFields>;

export const DEMAND_TEXT = {
  title: 'DEMAND LETTER',
  salutation: 'Respected Sir/Madam,',
  buyers: [
    'Our customers ',
    { field: 'buyer1', label: 'First buyer' },
    ' and ',
    { field: 'buyer2', label: 'Second buyer' },
    ' have purchased from us the flat described below and have taken a home loan from your bank for it:',
  ] satisfies Piece<DemandKey>[],
  flatHeading: 'Flat: ',
  position: 'As per the agreement for sale and the progress of construction, the position of payments is as follows:',
  positionRows: [
    { heading: 'Total consideration', field: 'totalConsideration', label: 'Total consideration' },
    { heading: 'Amount paid', field: 'amountPaid', label: 'Amount paid' },
    { heading: 'Remaining amount', field: 'remainingAmount', label: 'Remaining amount' },
    { heading: 'Construction status', field: 'constructionStatus', label: 'Construction status', multiline: true },
  ] satisfies FieldRow<DemandKey>[],
  request: 'We request you to release the amount now due to us at the earliest, by cheque or RTGS/NEFT in favour of:',
  payeeRows: [
    { heading: 'Account name', field: 'payeeName', label: 'Account name' },
    { heading: 'Bank', field: 'payeeBank', label: 'Payee bank' },
    { heading: 'Branch', field: 'payeeBranch', label: 'Payee branch' },
    { heading: 'Account number', field: 'payeeAccountNo', label: 'Account number' },
    { heading: 'IFSC', field: 'payeeIfsc', label: 'IFSC' },
  ] satisfies FieldRow<DemandKey>[],
  closing: 'Kindly acknowledge the payment on release. Thanking you,',
} as const;

/**
 * A demand raised at a construction stage (decision 197): the spec's demand letter with the
 * demand's own figures under the position of payments, addressed to the bank and branch of a
 * recorded home loan, else to the buyer (then the bank's words give way to these).
 */
export const RAISED_DEMAND_TEXT = {
  demandHeading: 'This demand',
  instalment: 'Instalment',
  gst: (percent: number) => `GST at ${percent}%`,
  arrears: 'Arrears of earlier demands',
  interest: 'Interest on arrears, days late',
  totalBy: (date: string) => `Total payable by ${date}`,
  bookingNo: 'Booking no.',
  buyerSalutation: 'Dear Sir/Madam,',
  buyerIntro:
    'As per your agreement for sale and the progress of construction of the flat described below, the instalment now due is demanded as follows:',
  buyerRequest: 'Kindly pay the total by the date above, by cheque or RTGS/NEFT in favour of:',
  tdsNote:
    'The consideration is ₹50 lakh or more: deduct TDS under section 194-IA on the instalment (before GST), deposit it with Form 26QB and send us Form 16B; it counts as paid.',
  buyerClosing: 'Kindly ignore this letter if you have paid already. Thanking you,',
} as const;

type ReceiptKey = Text<PaymentReceiptFields>;

export const RECEIPT_TEXT = {
  title: 'PAYMENT RECEIPT',
  receiptNo: 'Receipt No.: ',
  body: [
    'Received with thanks from ',
    { field: 'payerNames', label: 'Received from' },
    ' the sum of ',
    { field: 'amount', label: 'Amount', strong: true },
    ' (',
    { field: 'amountInWords', label: 'Amount in words' },
    ') towards ',
    { field: 'propertyDescription', label: 'Property description', multiline: true },
    ', by the payments listed below.',
  ] satisfies Piece<ReceiptKey>[],
  columns: { sr: 'Sr.', date: 'Date', amount: 'Amount', reference: 'Cheque/RTGS No.', bank: 'Bank' },
  total: 'Total',
  realisation: 'All cheques are subject to realisation.',
  receiverSign: 'Receivers Sign',
  partnerSign: 'Partner Signature',
} as const;

/** The receipt's payment rows added up, to the paisa; rows whose amount is not a number are left out. */
export function receiptRowsTotal(rows: readonly ReceiptPaymentRow[]): { total: number; counted: number } {
  const numbers = rows.map((row) => parseAmount(row.amount)).filter((n): n is number => n !== null);
  return { total: numbers.reduce((sum, n) => sum + Math.round(n * 100), 0) / 100, counted: numbers.length };
}

/** The Total row of the receipt's table, as it prints. */
export function receiptTotalText(rows: readonly ReceiptPaymentRow[]): string {
  return formatLetterRupees(receiptRowsTotal(rows).total);
}
