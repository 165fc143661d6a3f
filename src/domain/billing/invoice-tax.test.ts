import { describe, expect, it } from 'vitest';
import { gstRateOf, invoiceLine, invoiceTotals, supplyTypeFor } from './invoice-tax';

const cement = { name: 'Cement', hsn: '2523', unit: 'Bag', qty: 10, unitPrice: 270, discount: 10, gstRate: 28 };

describe('GST on a tax invoice', () => {
  it('is intra-state when the place of supply is the supplier’s state', () => {
    expect(supplyTypeFor('Maharashtra', 'maharashtra ')).toBe('intra');
    expect(supplyTypeFor('Maharashtra', 'Karnataka')).toBe('inter');
  });

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
