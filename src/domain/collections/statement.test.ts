import { describe, expect, it } from 'vitest';
import { amountInWords } from '../billing/amount-in-words';
import { fromPaise } from '../money/paise';
import { allocate, type Charge, type Receipt } from './allocation';
import { interestOnLateDemands } from './interest';
import { statementOfAccount } from './statement';

const charges: Charge[] = [
  {
    id: 'booking',
    kind: 'demand',
    seq: 1,
    raisedOn: '2025-01-01',
    dueOn: '2025-01-01',
    label: 'Booking (10%)',
    amountPaise: 5_00_000_00,
    gstPaise: 25_000_00,
  },
  {
    id: 'plinth',
    kind: 'demand',
    seq: 2,
    raisedOn: '2025-03-01',
    dueOn: '2025-03-16',
    label: 'Plinth (20%)',
    amountPaise: 10_00_000_00,
    gstPaise: 50_000_00,
  },
  {
    id: 'bounce-fee',
    kind: 'bounceCharge',
    seq: 3,
    raisedOn: '2025-03-20',
    dueOn: '2025-03-20',
    label: 'Cheque bounce charge',
    amountPaise: 500_00,
    gstPaise: 90_00,
  },
];
const receipts: Receipt[] = [
  {
    id: 'R1',
    seq: 1,
    receivedOn: '2025-01-01',
    amountPaise: 5_20_000_00,
    tdsPaise: 5_000_00,
    bouncedOn: null,
    label: 'Cheque 111',
  },
  {
    id: 'R2',
    seq: 2,
    receivedOn: '2025-03-10',
    amountPaise: 10_40_000_00,
    tdsPaise: 10_000_00,
    bouncedOn: '2025-03-20',
    label: 'Cheque 222',
  },
  {
    id: 'R3',
    seq: 3,
    receivedOn: '2025-04-15',
    amountPaise: 6_00_000_00,
    tdsPaise: 0,
    bouncedOn: null,
    label: 'RTGS UTR 333',
  },
];

describe('statement of account', () => {
  const s = statementOfAccount({ charges, receipts, asOf: '2025-05-01', annualRateBasisPoints: 1065 });

  it('lists every demand, GST, receipt, TDS, bounce and interest in order with a running balance', () => {
    expect(s.lines.map((l) => [l.on, l.kind, l.ref, l.debitPaise, l.creditPaise, l.balancePaise])).toEqual([
      ['2025-01-01', 'instalment', 'booking', 5_00_000_00, 0, 5_00_000_00],
      ['2025-01-01', 'gst', 'booking', 25_000_00, 0, 5_25_000_00],
      ['2025-01-01', 'receipt', 'R1', 0, 5_20_000_00, 5_000_00],
      ['2025-01-01', 'tds', 'R1', 0, 5_000_00, 0],
      ['2025-03-01', 'instalment', 'plinth', 10_00_000_00, 0, 10_00_000_00],
      ['2025-03-01', 'gst', 'plinth', 50_000_00, 0, 10_50_000_00],
      ['2025-03-10', 'receipt', 'R2', 0, 10_40_000_00, 10_000_00],
      ['2025-03-10', 'tds', 'R2', 0, 10_000_00, 0],
      ['2025-03-20', 'receiptReversed', 'R2', 10_40_000_00, 0, 10_40_000_00],
      ['2025-03-20', 'tdsReversed', 'R2', 10_000_00, 0, 10_50_000_00],
      ['2025-03-20', 'bounceCharge', 'bounce-fee', 590_00, 0, 10_50_590_00],
      ['2025-04-15', 'receipt', 'R3', 0, 6_00_000_00, 4_50_590_00],
      // The plinth demand: ₹6,00,000 paid 30 days late, ₹4,50,000 unpaid 46 days.
      ['2025-05-01', 'interestAccrued', 'plinth', 11_291_92, 0, 4_61_881_92],
    ]);
    expect(s.lines[8]?.description).toBe('Bounced: Cheque 222');
  });

  it('has totals that are the sums of the parts, to the paisa', () => {
    const t = s.totals;
    expect(t).toEqual({
      instalmentPaise: 15_00_000_00,
      gstPaise: 75_000_00,
      interestPaise: 11_291_92,
      bounceChargePaise: 590_00,
      receivedPaise: 21_60_000_00,
      tdsPaise: 15_000_00,
      reversedPaise: 10_50_000_00,
      debitPaise: 26_36_881_92,
      creditPaise: 21_75_000_00,
      balancePaise: 4_61_881_92,
    });
    expect(t.debitPaise).toBe(t.instalmentPaise + t.gstPaise + t.interestPaise + t.bounceChargePaise + t.reversedPaise);
    expect(t.creditPaise).toBe(t.receivedPaise + t.tdsPaise);
    expect(s.lines.at(-1)?.balancePaise).toBe(t.balancePaise);
  });

  it('agrees with the allocation and the interest engine: what is due plus interest, less any advance', () => {
    const a = allocate(charges, receipts, s.asOf);
    const i = interestOnLateDemands(charges, receipts, s.asOf, 1065);
    expect(s.totals.balancePaise).toBe(a.duePaise - a.advancePaise + i.interestPaise);
  });

  it('writes the balance in words, Indian style', () => {
    expect(s.balanceInWords).toBe(
      'Four Lakh Sixty One Thousand Eight Hundred Eighty One Rupees and Ninety Two Paise Only',
    );
    expect(amountInWords(fromPaise(1_23_45_678_50))).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees and Fifty Paise Only',
    );
  });

  it('leaves out what happened after its day, and interest without a rate', () => {
    const early = statementOfAccount({ charges, receipts, asOf: '2025-03-15' });
    expect(early.lines.map((l) => l.kind)).toEqual([
      'instalment',
      'gst',
      'receipt',
      'tds',
      'instalment',
      'gst',
      'receipt',
      'tds',
    ]);
    expect(early.totals.balancePaise).toBe(0);
    expect(early.balanceInWords).toBe('Zero Rupees Only');
  });

  it('shows an advance as a negative balance', () => {
    const adv = statementOfAccount({
      charges: charges.slice(0, 1),
      receipts: [{ ...receipts[0], amountPaise: 6_00_000_00 } as Receipt],
      asOf: '2025-01-31',
    });
    expect(adv.totals.balancePaise).toBe(-80_000_00);
    expect(adv.balanceInWords).toBe('Eighty Thousand Rupees Only');
  });
});
