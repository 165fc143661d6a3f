import { describe, expect, it } from 'vitest';
import type { Charge, Receipt } from './allocation';
import { arrearsAsOf, interestOnLateDemands, simpleInterest } from './interest';

const demand = (
  id: string,
  seq: number,
  raisedOn: string,
  dueOn: string,
  amountPaise: number,
  gstPaise = 0,
): Charge => ({
  id,
  kind: 'demand',
  seq,
  raisedOn,
  dueOn,
  label: id,
  amountPaise,
  gstPaise,
});
const receipt = (id: string, seq: number, receivedOn: string, amountPaise: number, tdsPaise = 0): Receipt => ({
  id,
  seq,
  receivedOn,
  amountPaise,
  tdsPaise,
  bouncedOn: null,
});
const TEN_LAKH = 10_00_000_00; // paise
const RATE = 1065; // 10.65% a year

describe('simple interest, actual days over 365', () => {
  it('counts 29 February as a day late: 29 days in 2024, 28 in 2025, over the same dates', () => {
    const leap = interestOnLateDemands(
      [demand('A', 1, '2024-02-01', '2024-02-15', TEN_LAKH)],
      [receipt('R', 1, '2024-03-15', TEN_LAKH)],
      '2024-04-01',
      RATE,
    );
    expect(leap.demands[0]?.periods).toEqual([
      { principalPaise: TEN_LAKH, from: '2024-02-16', to: '2024-03-15', days: 29, paid: true },
    ]);
    // ₹10,00,000 × 10.65% × 29 / 365 = ₹8,461.6438… → ₹8,461.64
    expect(leap.interestPaise).toBe(8_461_64);
    const plain = interestOnLateDemands(
      [demand('A', 1, '2025-02-01', '2025-02-15', TEN_LAKH)],
      [receipt('R', 1, '2025-03-15', TEN_LAKH)],
      '2025-04-01',
      RATE,
    );
    expect(plain.demands[0]?.periods[0]?.days).toBe(28);
    expect(plain.interestPaise).toBe(8_169_86); // × 28 / 365 = ₹8,169.863…
  });

  it('charges a leap year of 366 days a little more than a year’s rate (the year stays 365 days)', () => {
    const r = interestOnLateDemands(
      [demand('A', 1, '2023-12-01', '2023-12-31', TEN_LAKH)],
      [receipt('R', 1, '2024-12-31', TEN_LAKH)],
      '2025-01-31',
      1000,
    );
    expect(r.demands[0]?.periods[0]?.days).toBe(366);
    expect(r.interestPaise).toBe(1_00_273_97); // ₹1,00,000 × 366/365 = ₹1,00,273.97
    expect(simpleInterest(TEN_LAKH, 365, 1000)).toBe(1_00_000_00);
  });

  it('stops each paisa on the day it is paid and runs the rest to the day asked about, rounded once', () => {
    const r = interestOnLateDemands(
      [demand('A', 1, '2024-12-15', '2025-01-01', 1_00_000_00)],
      [receipt('R', 1, '2025-01-11', 40_000_00)],
      '2025-01-31',
      RATE,
    );
    const a = r.demands[0];
    expect(a?.periods.map((p) => [p.principalPaise, p.days, p.paid])).toEqual([
      [40_000_00, 10, true],
      [60_000_00, 30, false],
    ]);
    // (40,000 × 10 + 60,000 × 30) × 10.65% / 365 = ₹641.9178… → ₹641.92, one rounding for both.
    expect(a?.interestPaise).toBe(641_92);
    expect(a?.daysLate).toBe(30);
    expect(a?.duePaise).toBe(60_000_00);
    expect(a?.rule).toBe(
      '10.65% a year, simple, actual days over 365: ₹40,000.00 for 10 days, ₹60,000.00 for 30 days.',
    );
  });

  it('charges nothing when paid on or before the due date, TDS counting as paid', () => {
    const charges = [demand('A', 1, '2025-01-01', '2025-01-15', 1_00_000_00)];
    const onTime = interestOnLateDemands(
      charges,
      [receipt('R', 1, '2025-01-15', 99_000_00, 1_000_00)],
      '2025-06-01',
      RATE,
    );
    expect(onTime.interestPaise).toBe(0);
    expect(onTime.demands[0]).toMatchObject({ daysLate: 0, duePaise: 0, rule: 'Not late.' });
    // Without the TDS, ₹1,000 stays unpaid and earns interest.
    const short = interestOnLateDemands(charges, [receipt('R', 1, '2025-01-15', 99_000_00)], '2025-01-16', RATE);
    expect(short.demands[0]?.periods).toEqual([
      { principalPaise: 1_000_00, from: '2025-01-16', to: '2025-01-16', days: 1, paid: false },
    ]);
  });

  it('counts the days again when the cheque that paid bounces', () => {
    const charges = [demand('A', 1, '2025-01-01', '2025-01-15', 1_00_000_00)];
    const bounced = [{ ...receipt('R', 1, '2025-01-10', 1_00_000_00), bouncedOn: '2025-01-20' }];
    expect(interestOnLateDemands(charges, bounced, '2025-01-19', RATE).interestPaise).toBe(0);
    const after = interestOnLateDemands(charges, bounced, '2025-01-25', RATE);
    expect(after.demands[0]?.periods[0]).toMatchObject({ from: '2025-01-16', to: '2025-01-25', days: 10 });
  });

  it('runs only after the day interest was last charged to, and never on interest', () => {
    const charges: Charge[] = [
      { ...demand('A', 1, '2025-01-01', '2025-01-15', 1_00_000_00), interestChargedTo: '2025-02-14' },
      { ...demand('I', 2, '2025-02-14', '2025-02-14', 5_000_00), kind: 'interest' },
    ];
    const r = interestOnLateDemands(charges, [], '2025-03-16', RATE);
    expect(r.demands.map((d) => d.chargeId)).toEqual(['A']);
    expect(r.demands[0]?.periods[0]).toMatchObject({ from: '2025-02-15', days: 30 });
  });
});

describe('arrears carried forward to a new demand', () => {
  it('carries the earlier unpaid demands (late or not yet due) with their interest', () => {
    const charges = [
      demand('booking', 1, '2025-01-01', '2025-01-01', 5_00_000_00),
      demand('plinth', 2, '2025-03-01', '2025-03-16', 10_00_000_00, 50_000_00),
      demand('slab1', 3, '2025-04-20', '2025-05-05', 10_00_000_00, 50_000_00),
    ];
    const receipts = [receipt('R1', 1, '2025-01-01', 5_00_000_00), receipt('R2', 2, '2025-04-15', 6_00_000_00)];
    const a = arrearsAsOf(charges, receipts, '2025-05-01', RATE);
    // The plinth demand: ₹10,50,000 due 16 March; ₹6,00,000 paid on 15 April (30 days late),
    // ₹4,50,000 still unpaid on 1 May (46 days late).
    expect(a.lines).toEqual([
      {
        chargeId: 'plinth',
        label: 'plinth',
        dueOn: '2025-03-16',
        duePaise: 4_50_000_00,
        daysLate: 46,
        interestPaise: 11_291_92,
      },
      { chargeId: 'slab1', label: 'slab1', dueOn: '2025-05-05', duePaise: 10_50_000_00, daysLate: 0, interestPaise: 0 },
    ]);
    // (6,00,000 × 30 + 4,50,000 × 46) × 10.65% / 365 = ₹11,291.92
    expect(a.arrearsPaise).toBe(15_00_000_00);
    expect(a.interestPaise).toBe(11_291_92);
    expect(a.advancePaise).toBe(0);
  });

  it('reports an advance that will settle the new demand', () => {
    const charges = [demand('booking', 1, '2025-01-01', '2025-01-01', 5_00_000_00)];
    const a = arrearsAsOf(charges, [receipt('R1', 1, '2025-01-01', 6_00_000_00)], '2025-02-01', RATE);
    expect(a.lines).toEqual([]);
    expect(a.advancePaise).toBe(1_00_000_00);
  });
});
