import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
import { checkPurchasePayment, purchaseBalance } from './purchase-balance';
import { purchaseLine, purchaseTotals } from './purchase-totals';

const inr = (n: number) => `₹${n.toFixed(2)}`;

describe('purchase lines', () => {
  it('splits GST into equal CGST and SGST within the state', () => {
    // 120 bags of cement at ₹385.50, 28 %
    expect(purchaseLine({ qty: 120, rate: 385.5, gst: 28 }, 'intra')).toEqual({
      taxable: 46260,
      cgst: 6476.4,
      sgst: 6476.4,
      igst: 0,
      total: 59212.8,
    });
  });
  it('charges IGST at the full rate across states', () => {
    expect(purchaseLine({ qty: 120, rate: 385.5, gst: 28 }, 'inter')).toEqual({
      taxable: 46260,
      cgst: 0,
      sgst: 0,
      igst: 12952.8,
      total: 59212.8,
    });
  });
  it('rounds each tax half up to the paisa, and fractional quantities exactly', () => {
    // 2.345 t × ₹61,999.99 = 145,389.976… → 145,389.98; CGST 9 % = 13,085.0982 → 13,085.10
    const line = purchaseLine({ qty: 2.345, rate: 61999.99, gst: 18 }, 'intra');
    expect(line.taxable).toBe(145389.98);
    expect(line.cgst).toBe(13085.1);
    expect(line.total).toBe(171560.18);
    // 0.25 % GST: half is 0.125 %; ₹1,000 → ₹1.25 each
    expect(purchaseLine({ qty: 1, rate: 1000, gst: 0.25 }, 'intra')).toMatchObject({ cgst: 1.25, sgst: 1.25 });
    expect(purchaseLine({ qty: 1, rate: 1, gst: 5 }, 'intra')).toMatchObject({ cgst: 0.03, sgst: 0.03, total: 1.06 });
  });
  it('handles amounts near the top of numeric(14,2) without losing paise', () => {
    const line = purchaseLine({ qty: 9999.999, rate: 99_999_999.99, gst: 28 }, 'inter');
    expect(line.taxable).toBe(999_999_899_900);
    expect(toPaise(line.total)).toBe(toPaise(line.taxable) + toPaise(line.igst));
  });
});

describe('purchase totals', () => {
  it('adds the rounded lines so the bill adds up', () => {
    const totals = purchaseTotals(
      [
        { qty: 3, rate: 0.35, gst: 5 },
        { qty: 7, rate: 1.15, gst: 18 },
      ],
      'intra',
    );
    expect(totals.lines.map((l) => l.total)).toEqual([1.11, 9.49]);
    expect(totals).toMatchObject({ subtotal: 9.1, cgst: 0.75, sgst: 0.75, igst: 0, tax: 1.5, total: 10.6 });
    expect(toPaise(totals.subtotal) + toPaise(totals.tax)).toBe(toPaise(totals.total));
  });
  it('is zero for no lines', () => {
    expect(purchaseTotals([], 'inter')).toMatchObject({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('payments against a bill', () => {
  it('balance is total less payments, exactly', () => {
    expect(purchaseBalance(100.3, [0.1, 0.2, 50])).toEqual({ paid: 50.3, balance: 50 });
    expect(purchaseBalance(100, [120])).toEqual({ paid: 120, balance: -20 });
  });
  it('allows part or all of the balance, refuses a paisa more unless it is an advance', () => {
    const base = { total: 1000, paid: 400.5, formatAmount: inr };
    expect(checkPurchasePayment({ ...base, amount: 599.5, advance: false })).toEqual({ ok: true });
    expect(checkPurchasePayment({ ...base, amount: 0.01, advance: false })).toEqual({ ok: true });
    const over = checkPurchasePayment({ ...base, amount: 599.51, advance: false });
    expect(over).toMatchObject({ ok: false, code: 'OVER_BALANCE', balance: 599.5 });
    expect(over.ok === false && over.message).toContain('₹599.50');
    expect(checkPurchasePayment({ ...base, amount: 5000, advance: true })).toEqual({ ok: true });
  });
  it('refuses anything once the bill is fully paid, unless an advance', () => {
    const paidUp = { total: 1000, paid: 1000, amount: 1, formatAmount: inr };
    expect(checkPurchasePayment({ ...paidUp, advance: false })).toMatchObject({ ok: false, code: 'NOTHING_DUE' });
    expect(checkPurchasePayment({ ...paidUp, advance: true })).toEqual({ ok: true });
  });
});
