import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
import { gstRateOf, invoiceLine, invoiceLinesFrom, invoiceTotals } from './invoice-tax';
import { compareWithQuotation, invoiceNote } from './quotation-vs-invoice';

const cement = { name: 'Cement', hsn: '2523', unit: 'Bag', qty: 10, unitPrice: 270, discount: 10, gstRate: 28 };
const product = { name: 'Cement', customName: '', hsn: '2523', qty: 10, unitPrice: 270, discount: 0 };

describe('GST on a tax invoice', () => {
  it('splits CGST + SGST within the state, on the value net of discount', () => {
    const line = invoiceLine(cement, 'intra');
    expect(line.taxableValue).toBe(2430);
    expect([line.cgstRate, line.cgstAmount, line.sgstRate, line.sgstAmount]).toEqual([14, 340.2, 14, 340.2]);
    expect(line.igstAmount).toBe(0);
    expect(line.total).toBe(3110.4);
  });

  it('charges IGST across states', () => {
    const line = invoiceLine(cement, 'inter');
    expect([line.igstRate, line.igstAmount, line.cgstAmount, line.sgstAmount]).toEqual([28, 680.4, 0, 0]);
    const totals = invoiceTotals([line, invoiceLine({ ...cement, qty: 1, discount: 0, gstRate: 5 }, 'inter')]);
    expect(totals).toEqual({ taxableValue: 2700, cgst: 0, sgst: 0, igst: 693.9, grandTotal: 3393.9 });
  });

  it('takes a line’s rate from cgst + sgst, else igst', () => {
    expect(gstRateOf({ cgst: 9, sgst: 9, igst: 18 })).toBe(18);
    expect(gstRateOf({ cgst: 0, sgst: 0, igst: 12 })).toBe(12);
    expect(gstRateOf({ cgst: 'x', sgst: '', igst: '5' })).toBe(5);
  });
});

describe('invoice maths in whole paise, where floating rupees are a paisa off', () => {
  it('rounds an exact half paisa of the discounted value up', () => {
    // 7 × ₹65.35 less 10 % = ₹411.705 exactly → ₹411.71; in floats 411.70499999999993 → ₹411.70.
    expect(7 * 65.35 * (1 - 10 / 100)).toBeLessThan(411.705);
    const line = invoiceLine({ ...cement, qty: 7, unitPrice: 65.35, discount: 10, gstRate: 18 }, 'inter');
    expect(line.taxableValue).toBe(411.71);
    expect(line.igstAmount).toBe(74.11); // 18 % of 411.71 = 74.1078
    expect(line.total).toBe(485.82);
    // 7 × ₹1.15 less 10 % = ₹7.245 → ₹7.25 (floats: 7.244999999999999 → ₹7.24); 12 % split: 0.435 → 0.44 each.
    const small = invoiceLine({ ...cement, qty: 7, unitPrice: 1.15, discount: 10, gstRate: 12 }, 'intra');
    expect([small.taxableValue, small.cgstAmount, small.sgstAmount, small.total]).toEqual([7.25, 0.44, 0.44, 8.13]);
  });

  it('keeps fractional quantities and discounts exact', () => {
    // 2.345 t × ₹61,999.99 less 12.5 % = 127,216.229… → 127,216.23; CGST 9 % = 11,449.4607 → 11,449.46.
    const line = invoiceLine({ ...cement, qty: 2.345, unitPrice: 61999.99, discount: 12.5, gstRate: 18 }, 'intra');
    expect(line.taxableValue).toBe(127216.23);
    expect(line.cgstAmount).toBe(11449.46);
    expect(line.total).toBe(150115.15);
  });

  it('adds up: totals are sums of rounded lines and the grand total is their sum, to the paisa', () => {
    const lines = Array.from({ length: 37 }, (_, i) =>
      invoiceLine({ ...cement, qty: 3 + i, unitPrice: 65.35 + i / 100, discount: 10, gstRate: 18 }, 'intra'),
    );
    const totals = invoiceTotals(lines);
    const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + toPaise(pick(l)), 0);
    expect(toPaise(totals.taxableValue)).toBe(sum((l) => l.taxableValue));
    expect(toPaise(totals.cgst)).toBe(sum((l) => l.cgstAmount));
    expect(toPaise(totals.grandTotal)).toBe(sum((l) => l.total));
    expect(toPaise(totals.grandTotal)).toBe(
      toPaise(totals.taxableValue) + toPaise(totals.cgst) + toPaise(totals.sgst) + toPaise(totals.igst),
    );
  });

  it('stays exact at the largest amounts numeric(14,2) holds', () => {
    const line = invoiceLine({ ...cement, qty: 1000, unitPrice: 999_999_999.99, discount: 0.01, gstRate: 0 }, 'inter');
    // 999,999,999,990 × 0.9999 = 999,899,999,990.001: the BigInt products never pass 2^53 as numbers.
    expect(line.taxableValue).toBe(999_899_999_990);
  });
});

describe('an invoice issued from a quotation', () => {
  it('leaves out lines without a quantity and names Other products by their own name', () => {
    const lines = invoiceLinesFrom(
      [
        { ...product, cgst: 14, sgst: 14, igst: 0 },
        { ...product, qty: 0, cgst: 14, sgst: 14, igst: 0 },
        { ...product, name: 'Other', customName: 'Granite slab', cgst: 9, sgst: 9, igst: 0 },
      ],
      'intra',
    );
    expect(lines.map((l) => [l.name, l.gstRate])).toEqual([
      ['Cement', 28],
      ['Granite slab', 18],
    ]);
  });

  it('says why its total differs from the quotation’s', () => {
    // Quotation (decision 010): 2700 less 10 % = 2430, taxed 28 % of 2700 = 756 → ₹3,186.00.
    const discounted = [{ ...product, discount: 10, cgst: 14, sgst: 14, igst: 0 }];
    const comparison = compareWithQuotation(discounted, 3186, 'intra');
    expect(comparison).toEqual({ quotationTotal: 3186, invoiceTotal: 3110.4, reasons: ['discount'] });
    expect(invoiceNote('26-27/004', comparison)).toBe(
      'Total differs from quotation 26-27/004 (₹3,186.00): GST is on the value after discount (CGST Act s.15(3)).',
    );

    // The new-row defaults (1 % each of CGST, SGST and IGST) tax 3 % on a quotation, 2 % on the invoice.
    const defaults = compareWithQuotation([{ ...product, cgst: 1, sgst: 1, igst: 1 }], 2781, 'intra');
    expect(defaults).toEqual({ quotationTotal: 2781, invoiceTotal: 2754, reasons: ['rates'] });

    const same = compareWithQuotation([{ ...product, cgst: 14, sgst: 14, igst: 0 }], 3456, 'inter');
    expect(same.reasons).toEqual([]);
    expect(invoiceNote('26-27/005', same)).toBeNull();
  });
});
