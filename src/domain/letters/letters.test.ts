import { describe, expect, it } from 'vitest';
import type { Company } from '../schemas/company';
import { COST_LINE_KEYS, issueLetterInputSchema, LETTER_TYPES, letterFieldsSchemas } from '../schemas/letter';
import { costBreakupTotal, formatIndianGrouping, parseAmount, tidyAmount } from './cost-breakup';
import { LETTER_KINDS } from './letter-catalogue';
import { letterDate, letterDateFromIso } from './letter-date';
import { hasLetterhead, letterheadFromCompany, sampleLetterFields } from './sample-defaults';

const today = new Date('2026-03-05T10:00:00+05:30');

describe('cost break-up total', () => {
  it('is 43,75,000 with the sample defaults of the letter', () => {
    const fields = sampleLetterFields('cost_breakup', today);
    expect(costBreakupTotal(fields)).toBe(4_375_000);
    expect(formatIndianGrouping(costBreakupTotal(fields))).toBe('43,75,000');
  });

  it('ignores lines that are not numbers and reads amounts typed the Indian way', () => {
    const fields = Object.fromEntries(COST_LINE_KEYS.map((k) => [k, ''])) as Record<
      (typeof COST_LINE_KEYS)[number],
      string
    >;
    fields.agreementCost = '₹ 29,00,000/-';
    fields.gst = 'as applicable';
    fields.stampDuty = 'Rs. 1,74,000';
    fields.mseb = '15000.50';
    fields.registration = '30,000 approx';
    expect(costBreakupTotal(fields)).toBe(3_089_000.5);
    expect(formatIndianGrouping(3_089_000.5)).toBe('30,89,000.5');
  });

  it('adds paise without floating-point drift', () => {
    const fields = Object.fromEntries(COST_LINE_KEYS.map((k) => [k, '0.1'])) as Record<
      (typeof COST_LINE_KEYS)[number],
      string
    >;
    expect(costBreakupTotal(fields)).toBe(0.9);
  });

  it('parses only whole amounts', () => {
    expect(parseAmount('12,72,000')).toBe(1_272_000);
    expect(parseAmount('-500')).toBe(-500);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
    expect(parseAmount('12-34')).toBeNull();
    expect(parseAmount('.')).toBeNull();
  });

  it('tidies a typed amount into Indian grouping and leaves words alone', () => {
    expect(tidyAmount('2900000')).toBe('29,00,000');
    expect(tidyAmount('included')).toBe('included');
  });
});

describe('letter dates and samples', () => {
  it('writes dates as dd/mm/yyyy', () => {
    expect(letterDate(today)).toBe('05/03/2026');
    expect(letterDateFromIso('2026-11-09')).toBe('09/11/2026');
    expect(letterDateFromIso('soon')).toBe('soon');
  });

  it('gives every letter sample text its own schema accepts', () => {
    for (const type of LETTER_TYPES) {
      const fields = sampleLetterFields(type, today);
      expect(letterFieldsSchemas[type].safeParse(fields).success, type).toBe(true);
      expect(
        issueLetterInputSchema.safeParse({ type, entityId: '7b0c1c64-6a4c-4c2e-9e59-0d2f0c1e8a11', fields }).success,
      ).toBe(true);
    }
    expect(sampleLetterFields('demand', today).date).toBe('05/03/2026');
  });

  it('refuses fields of another letter type and unknown keys', () => {
    const entityId = '7b0c1c64-6a4c-4c2e-9e59-0d2f0c1e8a11';
    const demand = sampleLetterFields('demand', today);
    expect(issueLetterInputSchema.safeParse({ type: 'possession', entityId, fields: demand }).success).toBe(false);
    expect(
      issueLetterInputSchema.safeParse({ type: 'demand', entityId, fields: { ...demand, extra: 'x' } }).success,
    ).toBe(false);
  });

  it('builds the letterhead from the company profile, and knows when there is none', () => {
    const company: Company = {
      name: 'Sai Developers',
      address: 'Office 4, Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      gstin: null,
      phone: '020 2729 1234',
      email: 'office@sai.in',
      website: null,
      signatoryName: 'R. K. Patil',
      signatoryTitle: null,
      logoFileId: null,
      updatedAt: null,
    };
    const { letterhead, signatory } = letterheadFromCompany(company);
    expect(letterhead.address).toBe('Office 4, Baner Road, Pune, Maharashtra, 411045');
    expect(signatory).toEqual({ name: 'R. K. Patil', title: 'Authorised Signatory' });
    expect(hasLetterhead(company)).toBe(true);
    expect(hasLetterhead({ ...company, name: ' ' })).toBe(false);
    expect(sampleLetterFields('possession', today, company).signatory.title).toBe('Director');
  });

  it('lists the five letters at the spec’s routes', () => {
    expect(LETTER_KINDS.map((k) => k.path)).toEqual([
      '/demand-letter',
      '/payment-receipt',
      '/anoc-letter',
      '/costbreakupletter',
      '/possessionletter',
    ]);
  });
});
