import { describe, expect, it } from 'vitest';
import { cashReceiptRefusal } from '../collections/cash-limit';
import { toPaise } from '../money/paise';
import {
  annualRatePercentSchema,
  basisPointsSchema,
  percentToBasisPoints,
  type ReceiptRecord,
  receiptBounceSchema,
  receiptInputSchema,
} from './collections';

const cheque = {
  receivedOn: '2026-11-20',
  mode: 'cheque',
  reference: '004512',
  bank: 'State Bank of India',
  amount: 4_95_000,
  tdsAmount: 5_000,
};
const errors = (input: unknown) => {
  const r = receiptInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('receipt input', () => {
  it('takes a cheque with TDS, pending Form 16B and no advance by default', () => {
    expect(receiptInputSchema.parse(cheque)).toEqual({
      ...cheque,
      form16bStatus: 'pending',
      acceptAdvance: false,
    });
  });

  it('asks for what traces each mode, and the bank of a cheque or draft', () => {
    expect(errors({ ...cheque, reference: '' })).toEqual({ reference: 'Cheque number is required for Cheque.' });
    expect(errors({ ...cheque, mode: 'dd', reference: null, bank: null })).toEqual({
      reference: 'Draft number is required for Demand draft.',
      bank: 'Bank is required for Demand draft.',
    });
    expect(errors({ ...cheque, mode: 'rtgs', reference: '' })).toEqual({
      reference: 'UTR number is required for RTGS/NEFT.',
    });
    expect(errors({ ...cheque, mode: 'upi', reference: '', bank: '' })).toEqual({
      reference: 'UPI transaction ID is required for UPI.',
    });
    expect(errors({ ...cheque, mode: 'neft' })).toEqual({ mode: 'Mode must be cheque, dd, rtgs, upi or cash.' });
  });

  it('refuses cash of ₹20,000 or more towards a flat (s.269SS) and takes ₹19,999.99', () => {
    const cash = { receivedOn: '2026-11-20', mode: 'cash', amount: 19_999.99 };
    expect(errors(cash)).toEqual({});
    expect(errors({ ...cash, amount: 20_000 })).toEqual({
      amount:
        'Cash of ₹20,000.00 or more cannot be taken towards a flat (Income-tax Act section 269SS); take a cheque, DD, RTGS/NEFT or UPI.',
    });
    expect(errors({ ...cash, amount: 2_00_000 }).amount).toContain('section 269SS');
  });

  it('counts earlier payments on the booking with the cash (s.269SS aggregate)', () => {
    expect(cashReceiptRefusal(toPaise(5_000), toPaise(14_999.99))).toBeNull();
    expect(cashReceiptRefusal(toPaise(5_000), toPaise(15_000))).toContain('₹15,000.00 already paid on this booking');
    expect(cashReceiptRefusal(toPaise(20_000), 0)).toContain('section 269SS');
  });

  it('refuses bad amounts with a sentence', () => {
    expect(errors({ ...cheque, amount: 0 })).toEqual({ amount: 'Amount received must be more than 0.' });
    expect(errors({ ...cheque, amount: 10.005, tdsAmount: 0 })).toEqual({
      amount: 'Amount received can have at most 2 decimals (paise).',
    });
    expect(errors({ ...cheque, tdsAmount: -1 })).toEqual({ tdsAmount: 'TDS deducted cannot be negative.' });
    expect(errors({ ...cheque, tdsAmount: 4_95_000 })).toEqual({
      tdsAmount: 'TDS deducted must be less than the amount received.',
    });
    expect(errors({ ...cheque, receivedOn: '2026-02-30' })).toEqual({
      receivedOn: 'Date received is not a real date.',
    });
    expect(errors({ ...cheque, form16bStatus: 'filed' })).toEqual({
      form16bStatus: 'Form 16B status must be pending or received.',
    });
  });

  it('takes back a receipt as a GET returned it', () => {
    const record: ReceiptRecord = {
      _id: '3f1c1f9e-8a53-4d55-9d4e-0a9a4d7d2b11',
      receiptNo: 'RC-0001',
      bookingId: '6b1a0a5e-2f68-4a43-9c1e-3e2b8f1d4c22',
      receivedOn: '2026-11-20',
      mode: 'upi',
      reference: 'UPI-778812',
      bank: null,
      branch: null,
      amount: 19_800,
      tdsAmount: 200,
      form16bStatus: 'received',
      form16bReceivedOn: '2026-11-25',
      note: null,
      chequeStatus: null,
      chequeStatusOn: null,
      bouncedOn: null,
      bounceCharge: 0,
      allocations: [{ demandId: 'd1', demandNo: 'DM-2026-000001', amount: 20_000 }],
      advance: 0,
      fileId: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: null,
    };
    const parsed = receiptInputSchema.parse({ ...record, note: 'Form 16B came by email' });
    expect(parsed).toMatchObject({ mode: 'upi', amount: 19_800, tdsAmount: 200, form16bStatus: 'received' });
  });
});

describe('shares, rates and bounces', () => {
  it('takes basis points as whole numbers up to 100%', () => {
    expect(basisPointsSchema('Share').parse(1000)).toBe(1000);
    expect(basisPointsSchema('Share').safeParse(10.5).error?.issues[0]?.message).toBe(
      'Share must be a whole number of basis points (1000 is 10%).',
    );
    expect(basisPointsSchema('Share').safeParse(10_001).error?.issues[0]?.message).toBe(
      'Share cannot be more than 100%.',
    );
  });

  it('reads an annual rate as typed and turns it to basis points exactly', () => {
    expect(annualRatePercentSchema('Interest rate').parse(10.65)).toBe(10.65);
    expect(annualRatePercentSchema('Interest rate').safeParse(10.655).success).toBe(false);
    expect(percentToBasisPoints(10.65)).toBe(1065);
    expect(percentToBasisPoints(8.2)).toBe(820);
  });

  it('takes a bounce with a day and a charge', () => {
    expect(receiptBounceSchema.parse({ bouncedOn: '2026-11-25', charge: 590 })).toEqual({
      bouncedOn: '2026-11-25',
      charge: 590,
    });
    expect(receiptBounceSchema.safeParse({ bouncedOn: '' }).error?.issues[0]?.message).toBe(
      'Date bounced is required.',
    );
  });
});
