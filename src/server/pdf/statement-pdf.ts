import { letterDateFromIso } from '../../domain/letters/letter-date';
import { amount, type Block, lines, makePdf, type PdfLetterhead, paragraph, row, table, title } from './pdf-document';

/**
 * A statement of account as a PDF: a ruled table of date, particulars, debit, credit and balance,
 * with the totals and the closing balance. The rows come as the caller's screen shows them (the
 * balance is the caller's, never recomputed here), so the PDF has the same numbers to the paisa.
 */
export interface StatementRow {
  /** An ISO date (2026-03-05) or already dd/mm/yyyy. */
  date: string;
  particulars: string;
  /** Paise; null leaves the cell empty. */
  debitPaise: number | null;
  creditPaise: number | null;
  balancePaise: number;
}

export interface StatementSpec {
  letterhead: PdfLetterhead;
  /** "STATEMENT OF ACCOUNT" unless said otherwise. */
  title?: string;
  /** The date the statement is made, dd/mm/yyyy or ISO. */
  date: string;
  /** Who and what it is for: "Anita Deshpande", "Booking BK-2026-0007, Flat 304, Wing B, Sahyadri Heights". */
  addressee: string[];
  rows: StatementRow[];
  /** A line under the table ("Interest is charged at 10.5% a year on amounts paid late."). */
  note?: string;
}

export const STATEMENT_TEXT = {
  title: 'STATEMENT OF ACCOUNT',
  columns: ['Date', 'Particulars', 'Debit', 'Credit', 'Balance'] as const,
  total: 'Total',
  closing: 'Closing balance',
  empty: 'No entries yet.',
} as const;

/** Balance as a statement writes it: a negative balance (paid ahead) is shown as "Cr". */
function balanceText(paise: number): string {
  return paise < 0 ? `${amount(-paise)} Cr` : amount(paise);
}

export function statementContent(spec: StatementSpec): Block[] {
  const money = (paise: number | null) => (paise === null ? '' : amount(paise));
  const body = spec.rows.map((r) => [
    letterDateFromIso(r.date),
    r.particulars,
    money(r.debitPaise),
    money(r.creditPaise),
    balanceText(r.balancePaise),
  ]);
  const debit = spec.rows.reduce((sum, r) => sum + (r.debitPaise ?? 0), 0);
  const credit = spec.rows.reduce((sum, r) => sum + (r.creditPaise ?? 0), 0);
  const closing = spec.rows.at(-1)?.balancePaise ?? 0;
  const blocks: Block[] = [
    title(spec.title ?? STATEMENT_TEXT.title),
    row([], ['Date: ', letterDateFromIso(spec.date)]),
    lines(spec.addressee),
  ];
  if (spec.rows.length === 0) {
    blocks.push(paragraph([STATEMENT_TEXT.empty]));
  } else {
    const [d, p, dr, cr, bal] = STATEMENT_TEXT.columns;
    blocks.push(
      table(
        [
          { title: d, widthMm: 22 },
          { title: p },
          { title: dr, align: 'right', widthMm: 30 },
          { title: cr, align: 'right', widthMm: 30 },
          { title: bal, align: 'right', widthMm: 32 },
        ],
        body,
        ['', STATEMENT_TEXT.total, amount(debit), amount(credit), balanceText(closing)],
      ),
      paragraph([
        { text: `${STATEMENT_TEXT.closing}: `, bold: true },
        { text: balanceText(closing), bold: true },
      ]),
    );
  }
  if (spec.note) blocks.push(paragraph([spec.note]));
  return blocks;
}

export function statementPdf(spec: StatementSpec): Promise<Buffer> {
  return makePdf({
    title: spec.title ?? STATEMENT_TEXT.title,
    letterhead: spec.letterhead,
    content: statementContent(spec),
  });
}
