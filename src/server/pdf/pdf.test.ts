import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../domain/billing/amount-in-words';
import { formatLetterRupees } from '../../domain/letters/cost-breakup';
import { DEMAND_TEXT, LETTER_WORDS, RECEIPT_TEXT } from '../../domain/letters/letter-text';
import { sampleLetterFields } from '../../domain/letters/sample-defaults';
import type { Company } from '../../domain/schemas/company';
import { flat, readPdf } from '../test/pdf-text';
import { demandLetterPdf, paymentReceiptPdf, pdfLetterhead } from './letter-pdfs';
import { type StatementRow, statementPdf } from './statement-pdf';

const company: Company = {
  name: 'Sai Developers',
  address: 'Office 4, Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411045',
  gstin: null,
  phone: '020 2729 1234',
  email: 'office@sai.in',
  website: null,
  signatoryName: 'R. K. Patil',
  signatoryTitle: 'Director',
  logoFileId: null,
  updatedAt: null,
};
const today = new Date('2026-11-28T10:00:00+05:30');
/** A 4 × 4 red PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

/** Every fixed sentence of a letter's text, pieces and rows alike. */
function fixedWords(text: Record<string, unknown>): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value))
      for (const v of value) walk(typeof v === 'object' && v && 'field' in v ? v.heading : v);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(text);
  return out.map(flat).filter(Boolean);
}

/** The PDF's streams inflated, to look for what a text extractor does not show (fonts, images). */
function rawObjects(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const parts = [text];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream.
    }
  }
  return parts.join('\n');
}

describe('the demand letter as a PDF', () => {
  it('prints the sheet’s words and the letter’s fields on one A4 page, with the rupee sign', async () => {
    const fields = sampleLetterFields('demand', today, company);
    const bytes = await demandLetterPdf(fields);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.sizes[0]?.width).toBeCloseTo(595.28, 1);
    expect(pdf.sizes[0]?.height).toBeCloseTo(841.89, 1);
    expect(pdf.title).toBe('DEMAND LETTER 28/11/2026');
    for (const words of fixedWords(DEMAND_TEXT)) expect(pdf.text).toContain(words);
    for (const words of [LETTER_WORDS.to, LETTER_WORDS.branchManager, LETTER_WORDS.yoursFaithfully])
      expect(pdf.text).toContain(words);
    expect(pdf.text).toContain(
      'Our customers Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil have purchased from us the flat',
    );
    expect(pdf.text).toContain('Sai Developers Office 4, Baner Road, Pune, Maharashtra, 411045');
    expect(pdf.text).toContain('Contact: R. K. Patil · Phone: 020 2729 1234 · Email: office@sai.in');
    expect(pdf.text).toContain('Date: 28/11/2026');
    expect(pdf.text).toContain('Total consideration ₹43,75,000.00');
    expect(pdf.text).toContain('Remaining amount ₹35,00,000.00');
    expect(pdf.text).toContain('IFSC HDFC0001234');
    expect(pdf.text).toContain('For Sai Developers R. K. Patil Director');
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('embeds a face that has the rupee sign, and the company’s PNG logo', async () => {
    const fields = sampleLetterFields('demand', today, company);
    const bytes = await demandLetterPdf(fields, { dataUrl: `data:image/png;base64,${PNG}` });
    const raw = rawObjects(bytes);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    expect(raw).toMatch(/\/Subtype \/Image/);
    // The embedded font's map from glyphs to text says U+20B9 is drawn.
    expect(raw).toMatch(/<20b9>|<20B9>/);
    expect((await readPdf(bytes)).text).toContain('₹8,75,000.00');
  });
});

describe('the payment receipt as a PDF', () => {
  it('writes the amount in rupees with lakh grouping and in words, row by row, with the total', async () => {
    const fields = sampleLetterFields('receipt', today, company);
    const received = 12_345_678.9;
    fields.amount = formatLetterRupees(received);
    fields.amountInWords = amountInWords(received);
    fields.payments = [
      { date: '01/11/2026', amount: '₹1,00,00,000.00', reference: 'Cheque No. 004512', bank: 'HDFC Bank' },
      { date: '20/11/2026', amount: '₹23,45,678.90', reference: 'UPI Ref. 6021', bank: '' },
    ];
    const pdf = await readPdf(await paymentReceiptPdf(fields));
    expect(pdf.pages).toBe(1);
    for (const words of fixedWords(RECEIPT_TEXT)) expect(pdf.text).toContain(words);
    expect(pdf.text).toContain('Receipt No.: 001');
    expect(pdf.text).toContain(
      `Received with thanks from Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil the sum of ₹1,23,45,678.90 (${amountInWords(received)}) towards Flat No. B-304`,
    );
    expect(amountInWords(received)).toMatch(/^One Crore Twenty Three Lakh Forty Five Thousand Six Hundred/);
    expect(pdf.text).toContain('1 01/11/2026 ₹1,00,00,000.00 Cheque No. 004512 HDFC Bank');
    expect(pdf.text).toContain('2 20/11/2026 ₹23,45,678.90 UPI Ref. 6021');
    expect(pdf.text).toContain('Total ₹1,23,45,678.90');
    expect(pdf.text).toContain('Receivers Sign For Sai Developers Partner Signature');
  });

  it('leaves out the total row when there are no payment rows, and “the Company” signs an unnamed letter', async () => {
    const fields = sampleLetterFields('receipt', today, null);
    fields.payments = [];
    const pdf = await readPdf(await paymentReceiptPdf(fields));
    expect(pdf.text).not.toContain(`${RECEIPT_TEXT.total} ₹`);
    expect(pdf.text).toContain('For the Company');
  });

  it('keeps line breaks, quotes and long text a person typed, running onto a second page when it must', async () => {
    const fields = sampleLetterFields('receipt', today, company);
    fields.propertyDescription = 'Flat B-304,\n3rd Floor — “Sai Residency”';
    fields.payments = Array.from({ length: 20 }, (_, i) => ({
      date: '01/11/2026',
      amount: '₹10,000.00',
      reference: `Cheque No. ${100_000 + i} drawn on a long branch name that wraps in its cell`,
      bank: 'State Bank of India, Wakad Branch, Pune 411057',
    }));
    const pdf = await readPdf(await paymentReceiptPdf(fields));
    expect(pdf.text).toContain('“Sai Residency”');
    expect(pdf.text).toContain('Total ₹2,00,000.00');
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.pageTexts.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    // The heading row repeats at the top of the second page's part of the table.
    expect(pdf.pageTexts[1]).toContain('Sr. Date Amount Cheque/RTGS No. Bank');
  });
});

describe('a statement of account as a PDF', () => {
  const head = pdfLetterhead(
    { name: 'Sai Developers', address: 'Pune', phone: '1', email: 'a@b.in', contactPerson: '', logoFileId: null },
    null,
  );

  it('lists every row with Indian amounts, the totals and the closing balance', async () => {
    const rows: StatementRow[] = [
      {
        date: '2026-04-01',
        particulars: 'Demand: Booking (10%)',
        debitPaise: 43_750_000,
        creditPaise: null,
        balancePaise: 43_750_000,
      },
      {
        date: '2026-04-05',
        particulars: 'Receipt 001, cheque 004512',
        debitPaise: null,
        creditPaise: 39_375_000,
        balancePaise: 4_375_000,
      },
      { date: '2026-04-05', particulars: 'TDS 1%', debitPaise: null, creditPaise: 4_375_000, balancePaise: 0 },
      {
        date: '2026-06-01',
        particulars: 'Interest, 12 days late',
        debitPaise: 12_345,
        creditPaise: null,
        balancePaise: 12_345,
      },
      { date: '2026-06-02', particulars: 'Advance', debitPaise: null, creditPaise: 112_345, balancePaise: -100_000 },
    ];
    const pdf = await readPdf(
      await statementPdf({
        letterhead: head,
        date: '2026-11-28',
        addressee: ['Anita Deshpande', 'Booking BK-1'],
        rows,
      }),
    );
    expect(pdf.text).toContain('STATEMENT OF ACCOUNT');
    expect(pdf.text).toContain('Date: 28/11/2026');
    expect(pdf.text).toContain('Date Particulars Debit Credit Balance');
    expect(pdf.text).toContain('01/04/2026 Demand: Booking (10%) ₹4,37,500.00 ₹4,37,500.00');
    expect(pdf.text).toContain('05/04/2026 Receipt 001, cheque 004512 ₹3,93,750.00 ₹43,750.00');
    expect(pdf.text).toContain('01/06/2026 Interest, 12 days late ₹123.45 ₹123.45');
    expect(pdf.text).toContain('Total ₹4,37,623.45 ₹4,38,623.45 ₹1,000.00 Cr');
    expect(pdf.text).toContain('Closing balance: ₹1,000.00 Cr');
  });

  it('says when there is nothing to list, and numbers the pages of a long one', async () => {
    const empty = await readPdf(
      await statementPdf({ letterhead: head, date: '2026-11-28', addressee: ['A'], rows: [] }),
    );
    expect(empty.text).toContain('No entries yet.');
    const rows = Array.from({ length: 120 }, (_, i) => ({
      date: '2026-04-01',
      particulars: `Row ${i + 1}`,
      debitPaise: 100,
      creditPaise: null,
      balancePaise: 100 * (i + 1),
    }));
    const long = await readPdf(await statementPdf({ letterhead: head, date: '2026-11-28', addressee: ['A'], rows }));
    expect(long.pages).toBeGreaterThan(2);
    expect(long.pageTexts.at(-1)).toContain(`Page ${long.pages} of ${long.pages}`);
    expect(long.text).toContain('Row 120');
    expect(long.text).toContain('Closing balance: ₹120.00');
  });
});
