import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
import { instalmentAmounts } from './payment-plan';
import { checkReraAdvance, reraAdvanceLimitPaise } from './rera';

const cost = toPaise(50_00_000);

describe('RERA section 13: at most 10% of the cost before the agreement is registered', () => {
  it('passes exactly 10%', () => {
    expect(
      checkReraAdvance({
        costPaise: cost,
        demandedBeforePaise: toPaise(4_00_000),
        newDemandPaise: toPaise(1_00_000),
        agreementRegistered: false,
      }),
    ).toEqual({ allowed: true });
  });

  it('refuses 10% and one paisa with the reason in a sentence', () => {
    const check = checkReraAdvance({
      costPaise: cost,
      demandedBeforePaise: toPaise(4_00_000),
      newDemandPaise: toPaise(1_00_000.01),
      agreementRegistered: false,
    });
    expect(check).toEqual({
      allowed: false,
      limitPaise: toPaise(5_00_000),
      totalPaise: toPaise(5_00_000.01),
      overByPaise: 1,
      reason:
        'The agreement for sale is not registered yet: RERA section 13 allows at most 10% of the cost ' +
        '(₹5,00,000.00 of ₹50,00,000.00) to be demanded before it is. This demand would take the total ' +
        'demanded to ₹5,00,000.01, ₹0.01 over.',
    });
  });

  it('lets anything through once the agreement is registered', () => {
    expect(
      checkReraAdvance({ costPaise: cost, demandedBeforePaise: cost, newDemandPaise: cost, agreementRegistered: true }),
    ).toEqual({ allowed: true });
  });

  it('rounds 10% of the cost to the paisa as a 10% instalment is', () => {
    // 10% of ₹12,345.67 is ₹1,234.567; a plan's 10% instalment asks ₹1,234.57, which passes.
    const odd = 12_345_67;
    expect(reraAdvanceLimitPaise(odd)).toBe(1_234_57);
    const base = { costPaise: odd, demandedBeforePaise: 0, agreementRegistered: false };
    expect(checkReraAdvance({ ...base, newDemandPaise: 1_234_57 }).allowed).toBe(true);
    expect(checkReraAdvance({ ...base, newDemandPaise: 1_234_58 }).allowed).toBe(false);
    // 10% of ₹12,345.64 is ₹1,234.564: the limit is ₹1,234.56.
    expect(reraAdvanceLimitPaise(12_345_64)).toBe(1_234_56);
    // The demo's case: a 10% stage of ₹62,28,632.65 (₹6,22,863.265) was refused as ₹0.01 over.
    const demo = 6_228_632_65;
    const [tenPercent] = instalmentAmounts(
      [
        { percentBp: 1000, parkingBp: null, locationBp: null },
        { percentBp: 9000, parkingBp: null, locationBp: null },
      ],
      { parkingSplit: 'pro_rata', locationSplit: 'pro_rata' },
      { agreementPaise: demo, parkingPaise: 0, locationPaise: 0 },
    );
    expect(tenPercent).toBe(62_286_327);
    expect(checkReraAdvance({ ...base, costPaise: demo, newDemandPaise: tenPercent ?? 0 }).allowed).toBe(true);
  });

  it('stays exact at the largest agreement values', () => {
    const big = toPaise(999_999_999_999.99);
    const limit = reraAdvanceLimitPaise(big);
    expect(limit).toBe(10_000_000_000_000); // ₹99,99,99,99,999.999, to the paisa
    const base = { costPaise: big, demandedBeforePaise: 0, agreementRegistered: false };
    expect(checkReraAdvance({ ...base, newDemandPaise: limit }).allowed).toBe(true);
    expect(checkReraAdvance({ ...base, newDemandPaise: limit + 1 }).allowed).toBe(false);
  });
});
