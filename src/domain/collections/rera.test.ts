import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
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

  it('compares exactly when 10% of the cost is not a whole paisa', () => {
    // 10% of ₹12,345.67 is ₹1,234.567: ₹1,234.56 passes, ₹1,234.57 does not.
    const odd = 12_345_67;
    expect(reraAdvanceLimitPaise(odd)).toBe(1_234_56);
    const base = { costPaise: odd, demandedBeforePaise: 0, agreementRegistered: false };
    expect(checkReraAdvance({ ...base, newDemandPaise: 1_234_56 }).allowed).toBe(true);
    expect(checkReraAdvance({ ...base, newDemandPaise: 1_234_57 }).allowed).toBe(false);
  });

  it('stays exact at the largest agreement values', () => {
    const big = toPaise(999_999_999_999.99);
    const limit = reraAdvanceLimitPaise(big);
    expect(limit).toBe(9_999_999_999_999);
    const base = { costPaise: big, demandedBeforePaise: 0, agreementRegistered: false };
    expect(checkReraAdvance({ ...base, newDemandPaise: limit }).allowed).toBe(true);
    expect(checkReraAdvance({ ...base, newDemandPaise: limit + 1 }).allowed).toBe(false);
  });
});
