import { describe, expect, it } from 'vitest';
import { indiaDateTime, indiaDayRange } from '../india-date';
import { CSV_BOM, csvCell, csvRow } from './csv';
import { describeLeadChanges } from './lead-changes';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from './statuses';

describe('lead CSV', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 asks, and ends rows with CRLF', () => {
    expect(csvCell('Kulkarni, Ravi')).toBe('"Kulkarni, Ravi"');
    expect(csvCell('He said "2 BHK"')).toBe('"He said ""2 BHK"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4500000)).toBe('4500000');
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('defuses spreadsheet formulas but keeps Indian text intact', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+919822012345')).toBe("'+919822012345");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('रवि कुलकर्णी ₹')).toBe('रवि कुलकर्णी ₹');
  });
});

describe('lead changes', () => {
  it('lists each changed field old → new with labels, rupees and India time', () => {
    const changes = describeLeadChanges(
      { name: 'Ravi', status: 'new', budget: '4500000.00', city: null, nextFollowUpAt: null },
      {
        name: 'Ravi',
        status: 'site_visit_scheduled',
        budget: 5_000_000,
        city: 'Pune',
        nextFollowUpAt: new Date('2026-04-01T04:30:00Z'),
      },
    );
    expect(changes).toEqual([
      { field: 'Status', from: 'New', to: 'Site Visit Scheduled' },
      { field: 'Budget', from: '₹45,00,000.00', to: '₹50,00,000.00' },
      { field: 'City', from: null, to: 'Pune' },
      { field: 'Next follow-up', from: null, to: '01/04/2026, 10:00' },
    ]);
    expect(describeLeadChanges({ budget: '100.00' }, { budget: 100 })).toEqual([]);
  });

  it('shows instants in India time and turns inclusive dates into an India-time range', () => {
    expect(indiaDateTime('2026-03-31T20:00:00Z')).toBe('01/04/2026, 01:30');
    const { start, end } = indiaDayRange('2026-04-01', '2026-04-01');
    expect(start?.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end?.toISOString()).toBe('2026-04-01T18:30:00.000Z');
    expect(indiaDayRange()).toEqual({ start: undefined, end: undefined });
  });

  it('has a label for every status', () => {
    expect(LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s])).toContain('Site Visit Scheduled');
    expect(LEAD_STATUSES).toHaveLength(9);
  });
});
