import { describe, expect, it } from 'vitest';
import { lineAmount, parseNumeric, quotationTotals, roundPaise, toNumber } from './money';

const line = (over: Partial<Record<string, unknown>> = {}) => ({
  qty: 1,
  unitPrice: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  discount: 0,
  ...over,
});

describe('numbers from form fields', () => {
  it('reads numbers and numeric text, and counts anything else as 0', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(' 1,250.50 ')).toBe(1250.5);
    expect(toNumber('')).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber('12abc')).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseNumeric('abc')).toBeNull();
    expect(parseNumeric('.5')).toBe(0.5);
  });

  it('rounds to paise half away from zero without binary drift', () => {
    expect(roundPaise(1.005)).toBe(1.01);
    expect(roundPaise(2.675)).toBe(2.68);
    expect(roundPaise(-1.005)).toBe(-1.01);
    expect(roundPaise(0.1 + 0.2)).toBe(0.3);
    expect(roundPaise(1e-9)).toBe(0);
  });
});

describe('quotation totals', () => {
  it('line amount = qty × price × (1 − discount/100)', () => {
    expect(lineAmount(line({ qty: 3, unitPrice: 270, discount: 10 }))).toBe(729);
    expect(lineAmount(line({ qty: '2', unitPrice: '1,050', discount: 'x' }))).toBe(2100);
  });

  it('taxes are on the pre-discount amount and the grand total is the sum of the four', () => {
    const totals = quotationTotals([
      line({ qty: 10, unitPrice: 270, cgst: 14, sgst: 14, igst: 0, discount: 10 }),
      line({ qty: 2, unitPrice: 5500, cgst: 0, sgst: 0, igst: 5, discount: 0 }),
    ]);
    // 2700 − 10% = 2430; 11000
    expect(totals.totalAmountBeforeTax).toBe(13430);
    // 14% of 2700 (not of 2430)
    expect(totals.totalCGST).toBe(378);
    expect(totals.totalSGST).toBe(378);
    expect(totals.totalIGST).toBe(550);
    expect(totals.grandTotal).toBe(14736);
  });

  it('non-numeric inputs count as 0 and nothing becomes NaN', () => {
    const totals = quotationTotals([
      line({ qty: 'two', unitPrice: 100, cgst: 'a' }),
      line({ qty: 1, unitPrice: 99.999 }),
    ]);
    expect(totals).toEqual({
      totalAmountBeforeTax: 100,
      totalCGST: 0,
      totalSGST: 0,
      totalIGST: 0,
      grandTotal: 100,
    });
  });

  it('rounds each total to paise and adds the rounded totals', () => {
    const totals = quotationTotals([line({ qty: 3, unitPrice: 33.333, cgst: 2.5, sgst: 2.5, igst: 0 })]);
    expect(totals.totalAmountBeforeTax).toBe(100);
    expect(totals.totalCGST).toBe(2.5);
    expect(totals.grandTotal).toBe(105);
  });

  it('new-row defaults (qty 1, price 0, taxes 1) give zero', () => {
    expect(quotationTotals([line({ cgst: 1, sgst: 1, igst: 1 })]).grandTotal).toBe(0);
    expect(quotationTotals([]).grandTotal).toBe(0);
  });
});
