import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
import { basisPointsOfPaise, basisPointsText, computeDemand, planTotalProblem, tdsForInstalment } from './demand';

const lakh = (n: number) => toPaise(n * 1_00_000);

describe('a demand for a milestone', () => {
  it('charges GST at 5% on a home that is not affordable, with the 1% TDS note', () => {
    const d = computeDemand({
      agreementValuePaise: lakh(80),
      basisPoints: 1000,
      gstPercent: 5,
      considerationPaise: lakh(80),
      buyerHasPan: true,
    });
    expect(d.amountPaise).toBe(lakh(8));
    expect(d.gstPaise).toBe(toPaise(40_000));
    expect(d.totalPaise).toBe(toPaise(8_40_000));
    expect(d.tds).toMatchObject({ percent: 1, paise: toPaise(8_000) });
    expect(d.tds?.note).toContain('section 194-IA');
    expect(d.rule).toBe(
      '10% of the agreement value ₹80,00,000.00, with GST at 5% on it; each figure rounded once to the paisa, half up.',
    );
  });

  it('charges GST at 1% on an affordable home, and no TDS below ₹50 lakh', () => {
    const d = computeDemand({
      agreementValuePaise: lakh(40),
      basisPoints: 1500,
      gstPercent: 1,
      considerationPaise: lakh(42),
      buyerHasPan: true,
    });
    expect(d.amountPaise).toBe(lakh(6));
    expect(d.gstPaise).toBe(toPaise(6_000));
    expect(d.totalPaise).toBe(toPaise(6_06_000));
    expect(d.tds).toBeNull();
  });

  it('charges 12% on a shop and nothing once the completion certificate came first', () => {
    const base = { agreementValuePaise: lakh(30), basisPoints: 2000, considerationPaise: lakh(30), buyerHasPan: true };
    expect(computeDemand({ ...base, gstPercent: 12 }).gstPaise).toBe(toPaise(72_000));
    const none = computeDemand({ ...base, gstPercent: 0 });
    expect(none.gstPaise).toBe(0);
    expect(none.totalPaise).toBe(lakh(6));
    expect(none.rule).toContain('no GST');
  });

  it('rounds each figure once, half up, and the total is the sum of the rounded parts', () => {
    // 1,000.01 rupees × 50% = 50,000.5 paise → 50,001; 5% of that = 2,500.05 → 2,500.
    const d = computeDemand({
      agreementValuePaise: 1_00_001,
      basisPoints: 5000,
      gstPercent: 5,
      considerationPaise: 1_00_001,
      buyerHasPan: true,
    });
    expect(d.amountPaise).toBe(50_001);
    expect(d.gstPaise).toBe(2_500);
    expect(d.totalPaise).toBe(52_501);
    expect(basisPointsOfPaise(3, 5000)).toBe(2); // 1.5 → 2
    expect(basisPointsOfPaise(1, 4999)).toBe(0); // 0.4999 → 0
  });

  it('keeps the amounts exact for the largest agreement values', () => {
    const agreement = toPaise(999_999_999_999.99);
    expect(basisPointsOfPaise(agreement, 10_000)).toBe(agreement);
    // 99,999,999,999,999 paise × 0.01% = 9,999,999,999.9999 paise, half up to 10,000,000,000.
    expect(basisPointsOfPaise(agreement, 1)).toBe(10_000_000_000);
  });
});

describe('TDS under section 194-IA at the ₹50 lakh boundary', () => {
  const instalment = lakh(5);
  it('is nothing a paisa below ₹50 lakh and 1% at exactly ₹50 lakh', () => {
    expect(tdsForInstalment(instalment, { considerationPaise: lakh(50) - 1, buyerHasPan: true })).toBeNull();
    const at = tdsForInstalment(instalment, { considerationPaise: lakh(50), buyerHasPan: true });
    expect(at).toMatchObject({ percent: 1, paise: toPaise(5_000) });
  });

  it('is 20% without a PAN', () => {
    const t = tdsForInstalment(instalment, { considerationPaise: lakh(50), buyerHasPan: false });
    expect(t).toMatchObject({ percent: 20, paise: lakh(1) });
    expect(t?.note).toContain('20% as no PAN is recorded');
  });

  it('applies when the stamp-duty value reaches ₹50 lakh though the price does not', () => {
    const t = tdsForInstalment(instalment, {
      considerationPaise: lakh(48),
      stampDutyValuePaise: lakh(52),
      buyerHasPan: true,
    });
    expect(t?.paise).toBe(toPaise(5_000));
  });

  it('is deducted on the instalment before GST', () => {
    const d = computeDemand({
      agreementValuePaise: lakh(60),
      basisPoints: 1000,
      gstPercent: 5,
      considerationPaise: lakh(60),
      buyerHasPan: true,
    });
    expect(d.tds?.paise).toBe(toPaise(6_000)); // 1% of ₹6,00,000, not of ₹6,30,000
  });
});

describe('a payment plan adds up to 100%', () => {
  it('says by how much it misses', () => {
    expect(planTotalProblem([1000, 1500, 7500])).toBeNull();
    expect(planTotalProblem([1000, 1500, 7000])).toBe('The milestones add up to 95%: 5% short of 100%.');
    expect(planTotalProblem([1000, 1500, 7550])).toBe('The milestones add up to 100.5%: 0.5% over 100%.');
    expect(planTotalProblem([])).toBe('The milestones add up to 0%: 100% short of 100%.');
  });
  it('writes basis points as people read percentages', () => {
    expect(basisPointsText(1000)).toBe('10%');
    expect(basisPointsText(250)).toBe('2.5%');
    expect(basisPointsText(1)).toBe('0.01%');
    expect(basisPointsText(1065)).toBe('10.65%');
  });
});
