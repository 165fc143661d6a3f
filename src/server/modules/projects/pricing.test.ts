import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { priceLists } from '../../db/schema/inventory';
import { openTestDatabase } from '../../test/test-app';
import { insertInventory } from './inventory-fixture';
import { priceListOn, projectPricing, stampDutyFor } from './pricing';

describe('pricing a unit from the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('starts with the seeded Maharashtra stamp duty, matched by state and city in any case', async () => {
    const thane = await stampDutyFor(handle.db, 'maharashtra', 'THANE');
    expect(thane).toMatchObject({ stampDutyPercent: 7, womanConcessionPoints: 1, registrationCapRupees: 30_000 });
    expect((await stampDutyFor(handle.db, 'Maharashtra', 'Mumbai'))?.stampDutyPercent).toBe(6);
    expect(await stampDutyFor(handle.db, 'Karnataka', 'Bengaluru')).toBeNull();
  });

  it('takes the price list in force on the day, and a later version only from its date', async () => {
    const { project, units } = await insertInventory(handle.db, {
      effectiveFrom: '2026-01-01',
      baseRatePerSqft: 12_000,
    });
    await handle.db
      .insert(priceLists)
      .values({ projectId: project.id, effectiveFrom: '2026-12-01', baseRatePerSqft: '13000', rateBasis: 'carpet' });
    expect(await priceListOn(handle.db, project.id, '2025-12-31')).toBeNull();
    expect(Number((await priceListOn(handle.db, project.id, '2026-11-30'))?.baseRatePerSqft)).toBe(12_000);
    expect(Number((await priceListOn(handle.db, project.id, '2026-12-01'))?.baseRatePerSqft)).toBe(13_000);

    const unit = units.find((u) => u.number === '201');
    if (!unit) throw new Error('no unit 201');
    const pricing = await projectPricing(handle.db, project, '2026-11-30');
    const sheet = pricing.price(unit);
    // 62.5 m² = 672.74 sq ft; 12,000 + 1 floor above floor 1 × 50; corner 200; 1 parking slot.
    expect(sheet?.lines.map((l) => l.key)).toEqual(
      expect.arrayContaining(['base', 'floorRise', 'location:corner', 'parking', 'agreementValue', 'gst', 'stampDuty']),
    );
    expect(sheet?.lines.find((l) => l.key === 'stampDuty')?.rule).toContain('7%');
    const woman = pricing.price(unit, { allBuyersWomen: true });
    expect(woman?.total).toBeLessThan(sheet?.total ?? 0);
    const before = await projectPricing(handle.db, project, '2025-06-01');
    expect(before.price(unit)).toBeNull();
  });
});
