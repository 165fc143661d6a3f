import { describe, expect, it } from 'vitest';
import {
  DEMAND_TEXT,
  letterheadContactLine,
  piecesText,
  RECEIPT_TEXT,
  receiptRowsTotal,
  receiptTotalText,
  signOffFor,
} from './letter-text';
import { sampleLetterFields } from './sample-defaults';

const today = new Date('2026-11-28T10:00:00+05:30');

describe('the letters’ words, shared by the sheet and the PDF', () => {
  it('fills a paragraph’s fields into its words', () => {
    const demand = sampleLetterFields('demand', today);
    expect(piecesText(DEMAND_TEXT.buyers, demand)).toBe(
      'Our customers Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil have purchased from us the flat described below and have taken a home loan from your bank for it:',
    );
    const receipt = sampleLetterFields('receipt', today);
    expect(piecesText(RECEIPT_TEXT.body, receipt)).toBe(
      'Received with thanks from Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil the sum of ₹5,00,000.00 (Five Lakh Rupees Only) towards Flat No. B-304, 3rd Floor, Wing B, Sai Residency, Wakad, Pune, by the payments listed below.',
    );
  });

  it('adds the receipt’s rows to the paisa, leaving out amounts that are not numbers', () => {
    const row = (amount: string) => ({ date: '', amount, reference: '', bank: '' });
    const rows = [row('₹0.10'), row('0.20'), row('Rs. 1,00,000'), row('by cheque')];
    expect(receiptRowsTotal(rows)).toEqual({ total: 100_000.3, counted: 3 });
    expect(receiptTotalText(rows)).toBe('₹1,00,000.30');
    expect(receiptTotalText([])).toBe('₹0.00');
  });

  it('signs for the company, or for “the Company” when the letterhead has no name', () => {
    expect(signOffFor('Sai Developers')).toBe('For Sai Developers');
    expect(signOffFor('  ')).toBe('For the Company');
  });

  it('writes the letterhead’s contact line with the contact person only on a demand letter', () => {
    const head = {
      name: 'S',
      address: '',
      phone: '020 1',
      email: 'a@b.in',
      contactPerson: 'R. K. Patil',
      logoFileId: null,
    };
    expect(letterheadContactLine(head, false)).toBe('Phone: 020 1 · Email: a@b.in');
    expect(letterheadContactLine(head, true)).toBe('Contact: R. K. Patil · Phone: 020 1 · Email: a@b.in');
  });
});
