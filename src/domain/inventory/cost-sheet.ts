import { formatInr } from '../billing/indian-format';
import { fromPaise, percentOfPaise, scaled, toPaise } from '../money/paise';
import { areaText, ratePerSqftTimesArea } from './area';
import type { StampDutyRate } from './stamp-duty';
import { type UnitType, unitUse } from './unit-types';

/**
 * The cost sheet of one unit: one engine for the availability grid, the unit card, a booking's
 * frozen sheet and the cost break-up letter, so a buyer never sees two figures for one flat. Every
 * sum is in whole paise (decisions 030, 068); every line carries the rule that made it.
 */

export interface CostSheetUnit {
  type: UnitType;
  floor: number;
  /** RERA carpet area in m². */
  carpetSqm: number;
  /** Saleable (super built-up) area in m². */
  saleableSqm: number;
  parkingSlots: number;
  /** Keys of the preferential locations the unit has (corner, garden-facing, sea-view…). */
  locations: readonly string[];
}

export interface CostSheetProject {
  /** The city counts as a metro for the affordable-housing test (60 m² instead of 90 m²). */
  metro: boolean;
  /** India date of the completion certificate, when recorded. */
  completionCertificateOn: string | null;
  /** The state's rate for the project's city; null when the office has not entered one. */
  stampDuty: StampDutyRate | null;
}

export interface LocationCharge {
  key: string;
  label: string;
  /** Rupees per square foot of the price list's area, or a lump sum when `lumpSum` is set. */
  ratePerSqft: number;
  lumpSum?: number | null;
}

export type OtherChargeBasis = 'lumpSum' | 'perSqft' | 'monthlyPerSqft';

export interface OtherCharge {
  key: string;
  label: string;
  basis: OtherChargeBasis;
  /** Rupees: the sum, the rate per square foot, or the monthly rate per square foot. */
  value: number;
  /** For a maintenance deposit: how many months are collected. */
  months?: number | null;
  /** GST the price list charges on this line (18 on club membership, 0 on a deposit). */
  gstPercent: number;
}

export interface CostSheetPriceList {
  /** Which area the rates multiply, as the project sells. */
  rateBasis: 'carpet' | 'saleable';
  baseRatePerSqft: number;
  /** Added to the rate for every floor above `aboveFloor`; null when the project has no floor rise. */
  floorRise: { aboveFloor: number; ratePerSqftPerFloor: number } | null;
  locationCharges: readonly LocationCharge[];
  parkingPerSlot: number;
  otherCharges: readonly OtherCharge[];
}

export interface CostSheetTerms {
  /** India date of the sale (booking date, or today for a quote). */
  saleDate: string;
  /** Every applicant is a woman: the state's concession on stamp duty applies. */
  allBuyersWomen: boolean;
  /** Discount on the agreement value before taxes, in per cent (0 for none). */
  discountPercent: number;
}

export type CostSheetPart = 'agreement' | 'gst' | 'government' | 'other' | 'note';

export interface CostSheetLine {
  key: string;
  label: string;
  /** Rupees with at most 2 decimals. */
  amount: number;
  rule: string;
  part: CostSheetPart;
}

export interface CostSheet {
  lines: CostSheetLine[];
  agreementValue: number;
  /** What the buyer pays in all: agreement value, GST, government charges and other charges. */
  total: number;
  gstPercent: number;
  affordable: boolean;
}

/** Limits of the affordable-housing rate of GST (from 1 April 2019). */
export const AFFORDABLE_LIMITS = { metroCarpetSqm: 60, otherCarpetSqm: 90, valueRupees: 45_00_000 } as const;
/** Section 194-IA: 1% TDS when the consideration is ₹50 lakh or more; 20% without the seller's PAN (s.206AA). */
export const TDS_194IA = { thresholdRupees: 50_00_000, percent: 1, withoutPanPercent: 20 } as const;

const rupees = (paise: number) => formatInr(fromPaise(paise));

export function computeCostSheet(
  unit: CostSheetUnit,
  project: CostSheetProject,
  priceList: CostSheetPriceList,
  terms: CostSheetTerms,
): CostSheet {
  const lines: { key: string; label: string; paise: number; rule: string; part: CostSheetPart }[] = [];
  const area = priceList.rateBasis === 'carpet' ? unit.carpetSqm : unit.saleableSqm;
  const areaIs = `${areaText(area)} ${priceList.rateBasis === 'carpet' ? 'RERA carpet' : 'saleable'} area`;
  const ofArea = areaText(area);

  lines.push({
    key: 'base',
    label: 'Basic cost',
    paise: ratePerSqftTimesArea(priceList.baseRatePerSqft, area),
    rule: `${areaIs} × ${formatInr(priceList.baseRatePerSqft)} per sq ft`,
    part: 'agreement',
  });

  const rise = priceList.floorRise;
  const floorsAbove = rise ? Math.max(0, unit.floor - rise.aboveFloor) : 0;
  if (rise && floorsAbove > 0) {
    lines.push({
      key: 'floorRise',
      label: 'Floor rise',
      paise: ratePerSqftTimesArea(rise.ratePerSqftPerFloor * floorsAbove, area),
      rule: `${floorsAbove} floor${floorsAbove === 1 ? '' : 's'} above floor ${rise.aboveFloor} × ${formatInr(rise.ratePerSqftPerFloor)} per sq ft × ${ofArea}`,
      part: 'agreement',
    });
  }

  for (const charge of priceList.locationCharges) {
    if (!unit.locations.includes(charge.key)) continue;
    const lump = charge.lumpSum ?? null;
    lines.push({
      key: `location:${charge.key}`,
      label: `Preferential location: ${charge.label}`,
      paise: lump !== null ? toPaise(lump) : ratePerSqftTimesArea(charge.ratePerSqft, area),
      rule: lump !== null ? 'A fixed sum in the price list' : `${formatInr(charge.ratePerSqft)} per sq ft × ${ofArea}`,
      part: 'agreement',
    });
  }

  if (unit.parkingSlots > 0 && priceList.parkingPerSlot > 0) {
    lines.push({
      key: 'parking',
      label: 'Parking',
      paise: toPaise(priceList.parkingPerSlot) * unit.parkingSlots,
      rule: `${unit.parkingSlots} slot${unit.parkingSlots === 1 ? '' : 's'} × ${formatInr(priceList.parkingPerSlot)}`,
      part: 'agreement',
    });
  }

  const gross = lines.reduce((sum, line) => sum + line.paise, 0);
  const discount = terms.discountPercent > 0 ? Math.min(gross, percentOfPaise(gross, terms.discountPercent)) : 0;
  if (discount > 0) {
    lines.push({
      key: 'discount',
      label: 'Discount',
      paise: -discount,
      rule: `${terms.discountPercent}% of ${rupees(gross)}`,
      part: 'agreement',
    });
  }
  const agreement = gross - discount;
  lines.push({
    key: 'agreementValue',
    label: 'Agreement value',
    paise: agreement,
    rule: 'Basic cost, floor rise, preferential location and parking, less any discount',
    part: 'agreement',
  });

  const gst = gstRule(unit, project, terms.saleDate, agreement);
  lines.push({
    key: 'gst',
    label: gst.percent > 0 ? `GST ${gst.percent}%` : 'GST',
    paise: percentOfPaise(agreement, gst.percent),
    rule: gst.rule,
    part: 'gst',
  });

  lines.push(...governmentLines(project.stampDuty, terms.allBuyersWomen, agreement));

  let otherTotal = 0;
  for (const charge of priceList.otherCharges) {
    const { paise, rule } = otherChargeAmount(charge, area, ofArea);
    if (paise <= 0) continue;
    otherTotal += paise;
    lines.push({ key: `other:${charge.key}`, label: charge.label, paise, rule, part: 'other' });
    if (charge.gstPercent > 0) {
      lines.push({
        key: `other:${charge.key}:gst`,
        label: `GST ${charge.gstPercent}% on ${charge.label.toLowerCase()}`,
        paise: percentOfPaise(paise, charge.gstPercent),
        rule: `${charge.gstPercent}% of ${rupees(paise)}, as the price list charges`,
        part: 'other',
      });
    }
  }

  const consideration = agreement + otherTotal;
  if (consideration >= toPaise(TDS_194IA.thresholdRupees)) {
    lines.push({
      key: 'tds',
      label: `TDS ${TDS_194IA.percent}% (section 194-IA)`,
      paise: percentOfPaise(consideration, TDS_194IA.percent),
      rule:
        `The consideration (${rupees(consideration)}) is ₹50 lakh or more: the buyer deducts 1% from each payment ` +
        'and deposits it with Form 26QB (20% if the seller gives no PAN). Part of the price, not added to it.',
      part: 'note',
    });
  }

  const total = lines
    .filter((line) => line.part !== 'note' && line.key !== 'agreementValue')
    .reduce((sum, line) => sum + line.paise, 0);
  return {
    lines: lines.map(({ paise, ...line }) => ({ ...line, amount: fromPaise(paise) })),
    agreementValue: fromPaise(agreement),
    total: fromPaise(total),
    gstPercent: gst.percent,
    affordable: gst.affordable,
  };
}

/**
 * GST on a unit's agreement value: none once the completion certificate is issued before the
 * sale; 12% on commercial; 1% (affordable) or 5% on residential under construction, both without
 * input tax credit; none on a plot of land.
 */
export function gstRule(
  unit: Pick<CostSheetUnit, 'type' | 'carpetSqm'>,
  project: Pick<CostSheetProject, 'metro' | 'completionCertificateOn'>,
  saleDate: string,
  agreementPaise: number,
): { percent: number; rule: string; affordable: boolean } {
  const use = unitUse(unit.type);
  const affordable = use === 'residential' && isAffordable(unit.carpetSqm, project.metro, agreementPaise);
  if (project.completionCertificateOn && project.completionCertificateOn <= saleDate) {
    return {
      percent: 0,
      affordable,
      rule: `No GST: the completion certificate (${project.completionCertificateOn}) was issued before the sale.`,
    };
  }
  if (use === 'land') {
    return {
      percent: 0,
      affordable,
      rule: 'No GST: a sale of land is neither goods nor services (CGST Act, Schedule III).',
    };
  }
  if (use === 'commercial') {
    return { percent: 12, affordable, rule: '12% on a commercial unit under construction, with input tax credit.' };
  }
  const limit = project.metro ? AFFORDABLE_LIMITS.metroCarpetSqm : AFFORDABLE_LIMITS.otherCarpetSqm;
  const carpet = `${areaText(unit.carpetSqm)} carpet`;
  if (affordable) {
    return {
      percent: 1,
      affordable,
      rule: `1% without input tax credit: affordable housing — ${carpet} is at most ${limit} m² ${project.metro ? 'in a metro' : 'outside a metro'} and the value at most ₹45 lakh.`,
    };
  }
  return {
    percent: 5,
    affordable,
    rule: `5% without input tax credit on a home under construction (not affordable: ${carpet}, limit ${limit} m² and ₹45 lakh).`,
  };
}

export function isAffordable(carpetSqm: number, metro: boolean, agreementPaise: number): boolean {
  const limit = metro ? AFFORDABLE_LIMITS.metroCarpetSqm : AFFORDABLE_LIMITS.otherCarpetSqm;
  return scaled(carpetSqm, 2) <= scaled(limit, 2) && agreementPaise <= toPaise(AFFORDABLE_LIMITS.valueRupees);
}

function governmentLines(rate: StampDutyRate | null, allBuyersWomen: boolean, agreementPaise: number) {
  if (!rate) {
    return [
      {
        key: 'stampDuty',
        label: 'Stamp duty and registration',
        paise: 0,
        rule: "No stamp duty rate is entered for the project's state and city; add it under the stamp duty rates.",
        part: 'government' as const,
      },
    ];
  }
  const concession = allBuyersWomen ? rate.womanConcessionPoints : 0;
  const stampPercent = Math.max(0, rate.stampDutyPercent - concession);
  const where = `${rate.area}, ${rate.state}`;
  const uncapped = percentOfPaise(agreementPaise, rate.registrationPercent);
  const cap = rate.registrationCapRupees === null ? null : toPaise(rate.registrationCapRupees);
  const capped = cap !== null && uncapped > cap;
  return [
    {
      key: 'stampDuty',
      label: `Stamp duty ${stampPercent}%`,
      paise: percentOfPaise(agreementPaise, stampPercent),
      rule:
        `${where}: ${rate.stampDutyPercent}%${concession > 0 ? ` less ${concession} point${concession === 1 ? '' : 's'} as every buyer is a woman` : ''}, ` +
        'on the agreement value (payable on the ready reckoner value if that is higher).',
      part: 'government' as const,
    },
    {
      key: 'registration',
      label: 'Registration fee',
      paise: capped ? (cap as number) : uncapped,
      rule: `${where}: ${rate.registrationPercent}% of the agreement value${cap !== null ? `, at most ${rupees(cap)}` : ''}${capped ? ' (the ceiling applies)' : ''}.`,
      part: 'government' as const,
    },
  ];
}

function otherChargeAmount(charge: OtherCharge, area: number, ofArea: string): { paise: number; rule: string } {
  switch (charge.basis) {
    case 'lumpSum':
      return { paise: toPaise(charge.value), rule: 'A fixed sum in the price list' };
    case 'perSqft':
      return {
        paise: ratePerSqftTimesArea(charge.value, area),
        rule: `${formatInr(charge.value)} per sq ft × ${ofArea}`,
      };
    case 'monthlyPerSqft': {
      const months = Math.max(0, Math.trunc(charge.months ?? 0));
      return {
        paise: ratePerSqftTimesArea(charge.value, area) * months,
        rule: `${formatInr(charge.value)} per sq ft a month × ${ofArea} × ${months} months, collected in advance`,
      };
    }
  }
}
