import { describe, expect, it } from 'vitest';
import { istDate } from '../india-date';
import { catalogueFor, catalogueItem, unitOf } from './catalogue';
import { financialYearOf, formatInvoiceNo, nextQuoteNo, quoteSerial } from './financial-year';

describe('Indian financial year', () => {
  it('runs from 1 April to 31 March, in India time', () => {
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2099-12-01')).toBe('99-00');
    // 31 March 2026 20:00 UTC is already 1 April in India.
    expect(istDate(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'))).toBe('26-27');
  });

  it('numbers quotations as the next free number of the year', () => {
    expect(nextQuoteNo('26-27', [])).toBe('26-27/001');
    expect(nextQuoteNo('26-27', ['26-27/001', '26-27/007', '25-26/900', 'CUSTOM-1', '26-27/abc'])).toBe('26-27/008');
    expect(nextQuoteNo('26-27', ['26-27/999'])).toBe('26-27/1000');
    expect(quoteSerial('26-27/042', '26-27')).toBe(42);
    expect(quoteSerial('126-27/042', '26-27')).toBeNull();
  });

  it('keeps invoice numbers within 16 characters', () => {
    expect(formatInvoiceNo('26-27', 1)).toBe('INV/26-27/0001');
    expect(formatInvoiceNo('26-27', 99_999).length).toBeLessThanOrEqual(16);
  });
});

describe('catalogue', () => {
  it('has the spec’s items, HSN codes and prices, in a different order for Commercial', () => {
    const residential = catalogueFor('Residential');
    expect(residential.map((i) => [i.name, i.hsn, i.unitPrice])).toEqual([
      ['Cement', '2523', 270],
      ['Bricks', '6901', 5500],
      ['Reti', '2000', 1000],
      ['Steel', '7214', 5200],
      ['Tiles', '6907', 1050],
    ]);
    const commercial = catalogueFor('Commercial');
    expect(commercial.map((i) => i.name).sort()).toEqual(residential.map((i) => i.name).sort());
    expect(commercial.map((i) => i.name)).not.toEqual(residential.map((i) => i.name));
    expect(catalogueFor(undefined)).toEqual(residential);
    expect(catalogueItem('Other')).toBeNull();
    expect(unitOf('Other')).toBe('Nos');
  });
});
