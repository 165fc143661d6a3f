import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/paise';
import { SUB_TYPES } from '../schemas/customer-property';
import { ratePerSqftTimesArea, sqmToSqft } from './area';
import {
  type CostSheetPriceList,
  type CostSheetProject,
  type CostSheetUnit,
  computeCostSheet,
  isAffordable,
} from './cost-sheet';
import { SEED_STAMP_DUTY_RATES } from './stamp-duty';
import { UNIT_TYPES } from './unit-types';

const [mumbai, thane] = SEED_STAMP_DUTY_RATES;

const unit: CostSheetUnit = {
  type: '2BHK',
  floor: 7,
  carpetSqm: 60,
  saleableSqm: 80,
  parkingSlots: 1,
  locations: ['corner'],
};
const project: CostSheetProject = { metro: true, completionCertificateOn: null, stampDuty: mumbai! };
const priceList: CostSheetPriceList = {
  rateBasis: 'carpet',
  baseRatePerSqft: 7000,
  floorRise: { aboveFloor: 4, ratePerSqftPerFloor: 50 },
  locationCharges: [
    { key: 'corner', label: 'Corner', ratePerSqft: 100 },
    { key: 'sea-view', label: 'Sea view', ratePerSqft: 0, lumpSum: 500000 },
  ],
  parkingPerSlot: 300000,
  otherCharges: [
    { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 150000, gstPercent: 18 },
    { key: 'maintenance', label: 'Maintenance deposit', basis: 'monthlyPerSqft', value: 5, months: 24, gstPercent: 0 },
    { key: 'legal', label: 'Legal charges', basis: 'lumpSum', value: 25000, gstPercent: 0 },
  ],
};
const terms = { saleDate: '2026-11-28', allBuyersWomen: false, discountPercent: 0 };

const amountOf = (sheet: ReturnType<typeof computeCostSheet>, key: string) =>
  sheet.lines.find((line) => line.key === key)?.amount;

/** A sheet whose agreement value is exactly `rupees`: the whole price as one parking slot. */
function sheetWorth(
  rupees: number,
  change: Partial<CostSheetUnit> = {},
  projectChange: Partial<CostSheetProject> = {},
) {
  return computeCostSheet(
    { ...unit, locations: [], parkingSlots: 1, ...change },
    { ...project, ...projectChange },
    { ...priceList, baseRatePerSqft: 0, floorRise: null, parkingPerSlot: rupees, otherCharges: [] },
    terms,
  );
}

describe('areas', () => {
  it('converts square metres to square feet exactly (1 ft = 0.3048 m)', () => {
    expect(sqmToSqft(60)).toBe(645.83);
    expect(sqmToSqft(0.09)).toBe(0.97);
    // ₹7,000 a sq ft on 60 m² is 7000 × 645.8346250… = ₹45,20,842.375 → 45,20,842.38
    expect(ratePerSqftTimesArea(7000, 60)).toBe(452_084_238);
  });
});

describe('the cost sheet of a unit', () => {
  const sheet = computeCostSheet(unit, project, priceList, terms);

  it('builds the agreement value from base, floor rise, location and parking', () => {
    expect(amountOf(sheet, 'base')).toBe(4_520_842.38);
    expect(amountOf(sheet, 'floorRise')).toBe(96_875.19); // 3 floors above the 4th × ₹50
    expect(amountOf(sheet, 'location:corner')).toBe(64_583.46);
    expect(amountOf(sheet, 'location:sea-view')).toBeUndefined(); // the unit does not face the sea
    expect(amountOf(sheet, 'parking')).toBe(300_000);
    expect(sheet.agreementValue).toBe(4_982_301.03);
  });

  it('charges 5% GST on a home above ₹45 lakh, stamp duty and capped registration in Mumbai', () => {
    expect(sheet.affordable).toBe(false);
    expect(sheet.gstPercent).toBe(5);
    expect(amountOf(sheet, 'gst')).toBe(249_115.05);
    expect(amountOf(sheet, 'stampDuty')).toBe(298_938.06);
    expect(amountOf(sheet, 'registration')).toBe(30_000);
    expect(sheet.lines.find((l) => l.key === 'registration')?.rule).toContain('the ceiling applies');
  });

  it('adds other charges with the GST the price list sets on them', () => {
    expect(amountOf(sheet, 'other:club')).toBe(150_000);
    expect(amountOf(sheet, 'other:club:gst')).toBe(27_000);
    expect(amountOf(sheet, 'other:maintenance')).toBe(77_500.08); // ₹5 × 645.83… sq ft × 24 months
    expect(amountOf(sheet, 'other:maintenance:gst')).toBeUndefined();
    expect(amountOf(sheet, 'other:legal')).toBe(25_000);
  });

  it('totals every line but the TDS note, which is part of the price', () => {
    expect(sheet.total).toBe(5_839_854.22);
    expect(amountOf(sheet, 'tds')).toBe(52_348.01); // 1% of ₹52,34,801.11 consideration
    const counted = sheet.lines.filter((l) => l.part !== 'note' && l.key !== 'agreementValue');
    expect(toPaise(sheet.total)).toBe(counted.reduce((sum, l) => sum + toPaise(l.amount), 0));
  });

  it('gives every line its rule', () => {
    for (const line of sheet.lines) expect(line.rule.length).toBeGreaterThan(10);
    expect(sheet.lines.find((l) => l.key === 'base')?.rule).toBe(
      '60 m² (645.83 sq ft) RERA carpet area × ₹7,000.00 per sq ft',
    );
  });

  it('takes saleable area when the project sells on it, and no floor rise at or below the floor', () => {
    const low = computeCostSheet({ ...unit, floor: 4 }, project, { ...priceList, rateBasis: 'saleable' }, terms);
    expect(amountOf(low, 'floorRise')).toBeUndefined();
    expect(amountOf(low, 'base')).toBe(ratePerSqftTimesArea(7000, 80) / 100);
  });

  it('takes a discount off the agreement value before taxes', () => {
    const discounted = computeCostSheet(unit, project, priceList, { ...terms, discountPercent: 2 });
    expect(amountOf(discounted, 'discount')).toBe(-99_646.02); // 2% of ₹49,82,301.03
    expect(discounted.agreementValue).toBe(4_882_655.01);
    expect(amountOf(discounted, 'gst')).toBe(244_132.75);
  });
});

describe('GST at its boundaries', () => {
  it('is 1% when carpet is exactly 60 m² in a metro and the value exactly ₹45 lakh', () => {
    const sheet = sheetWorth(45_00_000);
    expect(sheet.affordable).toBe(true);
    expect(amountOf(sheet, 'gst')).toBe(45_000);
    expect(sheet.lines.find((l) => l.key === 'gst')?.label).toBe('GST 1%');
  });

  it('is 5% a paisa above ₹45 lakh or a hundredth of a square metre above 60 m²', () => {
    expect(sheetWorth(45_00_000.01).gstPercent).toBe(5);
    expect(sheetWorth(45_00_000, { carpetSqm: 60.01 }).gstPercent).toBe(5);
    expect(isAffordable(60, true, toPaise(45_00_000))).toBe(true);
    expect(isAffordable(60.01, true, toPaise(45_00_000))).toBe(false);
  });

  it('allows 90 m² outside a metro', () => {
    expect(sheetWorth(40_00_000, { carpetSqm: 90 }, { metro: false }).gstPercent).toBe(1);
    expect(sheetWorth(40_00_000, { carpetSqm: 90.01 }, { metro: false }).gstPercent).toBe(5);
    expect(sheetWorth(40_00_000, { carpetSqm: 60.01 }, { metro: false }).gstPercent).toBe(1);
  });

  it('is 12% on a shop or an office, whatever its size', () => {
    expect(sheetWorth(30_00_000, { type: 'Shops', carpetSqm: 20 }).gstPercent).toBe(12);
    expect(sheetWorth(30_00_000, { type: 'Offices' }).affordable).toBe(false);
  });

  it('is nothing once the completion certificate is issued on or before the sale day', () => {
    expect(sheetWorth(80_00_000, {}, { completionCertificateOn: '2026-11-28' }).gstPercent).toBe(0);
    expect(sheetWorth(80_00_000, {}, { completionCertificateOn: '2026-11-29' }).gstPercent).toBe(5);
    expect(sheetWorth(80_00_000, { type: 'Shops' }, { completionCertificateOn: '2025-01-01' }).gstPercent).toBe(0);
  });

  it('is nothing on a plot of land', () => {
    const plot = sheetWorth(20_00_000, { type: 'Plot' });
    expect(plot.gstPercent).toBe(0);
    expect(plot.lines.find((l) => l.key === 'gst')?.rule).toContain('Schedule III');
  });
});

describe('stamp duty and registration', () => {
  it('caps registration at ₹30,000: exactly 1% at ₹30 lakh, the cap a rupee above', () => {
    const at = sheetWorth(30_00_000);
    expect(amountOf(at, 'registration')).toBe(30_000);
    expect(at.lines.find((l) => l.key === 'registration')?.rule).not.toContain('ceiling applies');
    expect(amountOf(sheetWorth(30_00_100), 'registration')).toBe(30_000);
    expect(amountOf(sheetWorth(29_99_900), 'registration')).toBe(29_999);
  });

  it('is one percentage point less when every buyer is a woman', () => {
    const args = [{ ...unit, locations: [] }, project, { ...priceList, otherCharges: [] }] as const;
    const woman = computeCostSheet(...args, { ...terms, allBuyersWomen: true });
    const man = computeCostSheet(...args, terms);
    expect(woman.lines.find((l) => l.key === 'stampDuty')?.label).toBe('Stamp duty 5%');
    expect(man.lines.find((l) => l.key === 'stampDuty')?.label).toBe('Stamp duty 6%');
    const inThane = computeCostSheet(args[0], { ...project, stampDuty: thane! }, args[2], {
      ...terms,
      allBuyersWomen: true,
    });
    expect(inThane.lines.find((l) => l.key === 'stampDuty')?.label).toBe('Stamp duty 6%');
  });

  it('says so when the state has no rate entered, and adds nothing', () => {
    const sheet = sheetWorth(50_00_000, {}, { stampDuty: null });
    expect(amountOf(sheet, 'stampDuty')).toBe(0);
    expect(amountOf(sheet, 'registration')).toBeUndefined();
    expect(sheet.total).toBe(50_00_000 + 2_50_000);
  });
});

describe('TDS under section 194-IA', () => {
  it('is noted from ₹50 lakh of consideration, not below', () => {
    expect(amountOf(sheetWorth(50_00_000), 'tds')).toBe(50_000);
    expect(amountOf(sheetWorth(49_99_999.99), 'tds')).toBeUndefined();
  });
});

describe('unit types', () => {
  it('include every customer property sub-type', () => {
    for (const subType of [...SUB_TYPES.Residential, ...SUB_TYPES.Commercial]) {
      expect(UNIT_TYPES as readonly string[]).toContain(subType);
    }
  });
});
