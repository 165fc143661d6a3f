import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import { costBreakupTotal } from './cost-breakup';
import { costLinesFromSheet, prefillFromBooking } from './prefill-booking';
import { sampleLetterFields } from './sample-defaults';

const sheet: Booking['costSheet'] = {
  agreementValue: 7_612_345.67,
  total: 0,
  gstPercent: 5,
  affordable: false,
  lines: [
    { key: 'base', label: 'Basic cost', amount: 7_312_345.67, rule: 'r', part: 'agreement' },
    { key: 'parking', label: 'Parking', amount: 300_000, rule: 'r', part: 'agreement' },
    { key: 'agreementValue', label: 'Agreement value', amount: 7_612_345.67, rule: 'r', part: 'agreement' },
    { key: 'gst', label: 'GST 5%', amount: 380_617.28, rule: 'r', part: 'gst' },
    { key: 'stampDuty', label: 'Stamp duty 7%', amount: 532_864.2, rule: 'r', part: 'government' },
    { key: 'registration', label: 'Registration fee', amount: 30_000, rule: 'r', part: 'government' },
    { key: 'other:club', label: 'Club membership', amount: 150_000, rule: 'r', part: 'other' },
    { key: 'other:club:gst', label: 'GST 18% on club membership', amount: 27_000, rule: 'r', part: 'other' },
    { key: 'other:msebMeter', label: 'Electricity meter', amount: 45_000, rule: 'r', part: 'other' },
    { key: 'other:maintenance', label: 'Maintenance deposit', amount: 60_000.5, rule: 'r', part: 'other' },
    { key: 'other:water', label: 'Water connection', amount: 15_000, rule: 'r', part: 'other' },
    { key: 'tds', label: 'TDS 1%', amount: 79_323.46, rule: 'r', part: 'note' },
  ],
};
sheet.total = 7_612_345.67 + 380_617.28 + 532_864.2 + 30_000 + 150_000 + 27_000 + 45_000 + 60_000.5 + 15_000;

describe('a cost break-up letter from a booking', () => {
  it('puts every priced line on a letter line, so the letter’s total is the booking’s', () => {
    const lines = costLinesFromSheet(sheet);
    expect(lines).toEqual({
      agreementCost: '76,12,345.67',
      gst: '3,80,617.28',
      maintenance: '60,000.5',
      amenities: '1,77,000',
      stampDuty: '5,32,864.2',
      registration: '30,000',
      liftCharges: '',
      mseb: '45,000',
      waterConnection: '15,000',
    });
    expect(costBreakupTotal(lines)).toBe(Math.round(sheet.total * 100) / 100);
  });

  it('names the buyers, the flat and its areas; a possession letter its date', () => {
    const booking = {
      bookingNo: 'BK-2026-0007',
      applicants: [
        { name: 'Anita Deshpande', address: 'Baner, Pune' },
        { name: 'Rahul Deshpande', address: null },
      ] as Booking['applicants'],
      unit: {
        _id: 'u',
        number: '304',
        type: '2BHK',
        floor: 3,
        tower: { _id: 't', name: 'B' },
        carpetSqm: 60.39,
        balconySqm: 0,
        saleableSqm: 80,
        parkingSlots: 1,
      },
      project: { _id: 'p', name: 'Sahyadri Heights' },
      costSheet: sheet,
      possessionOn: '2026-11-28',
    } satisfies Parameters<typeof prefillFromBooking>[2];
    const letter = prefillFromBooking(
      'cost_breakup',
      sampleLetterFields('cost_breakup', new Date(), undefined),
      booking,
    );
    expect(letter).toMatchObject({
      buyerName: 'Anita Deshpande and Rahul Deshpande',
      flatNo: '304',
      floor: '3rd',
      wing: 'B',
      scheme: 'Sahyadri Heights',
      areaCarpet: '650.03 sq. ft. (60.39 m²)',
      balconyCarpet: '',
      parkingArea: '1 slot',
    });
    const possession = prefillFromBooking(
      'possession',
      sampleLetterFields('possession', new Date(), undefined),
      booking,
    );
    expect(possession).toMatchObject({
      flatDetails: 'Flat No. 304, 3rd Floor, Wing B, Sahyadri Heights',
      possessionDate: '28/11/2026',
      buyerCity: 'Baner, Pune',
    });
  });
});
