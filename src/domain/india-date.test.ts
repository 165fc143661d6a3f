import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialYearRange } from './billing/financial-year';
import { addDays, daysBetween, indiaDateTime, indiaDisplayDate, indiaHour, istDate, todayInIndia } from './india-date';
import { letterDate } from './letters/letter-date';

// One minute either side of India's midnight between 31 March and 1 April 2026: a different day,
// month and financial year, and still the 31st in every zone west of India.
const beforeMidnight = new Date('2026-03-31T23:59:00+05:30');
const afterMidnight = new Date('2026-04-01T00:01:00+05:30');
// Zones where the machine's own day differs from India's at those minutes.
const ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata'];

const originalTz = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalTz;
});

describe.each(ZONES)('the India day with the machine in %s', (zone) => {
  it('is India’s at 23:59 and 00:01 IST', () => {
    process.env.TZ = zone;
    expect(istDate(beforeMidnight)).toBe('2026-03-31');
    expect(istDate(afterMidnight)).toBe('2026-04-01');
    expect(indiaDisplayDate(beforeMidnight)).toBe('31/03/2026');
    expect(indiaDisplayDate(afterMidnight)).toBe('01/04/2026');
    expect(letterDate(afterMidnight)).toBe('01/04/2026');
    expect(indiaHour(beforeMidnight)).toBe(23);
    expect(indiaHour(afterMidnight)).toBe(0);
    expect(indiaDateTime(afterMidnight)).toBe('01/04/2026, 00:01');
    expect(financialYearRange(istDate(beforeMidnight))).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearRange(istDate(afterMidnight))).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('reads today from the clock in India', () => {
    process.env.TZ = zone;
    vi.useFakeTimers({ now: beforeMidnight });
    expect(todayInIndia()).toBe('2026-03-31');
    vi.setSystemTime(afterMidnight);
    expect(todayInIndia()).toBe('2026-04-01');
  });

  it('shows a calendar date as it is, never shifted by a zone', () => {
    process.env.TZ = zone;
    expect(indiaDisplayDate('2026-03-05')).toBe('05/03/2026');
  });
});

describe('calendar date arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', -180)).toBe('2026-05-26');
  });

  it('counts whole days between two calendar dates, across months, leap days and a reversed pair', () => {
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
    expect(daysBetween('2026-05-26', '2026-11-22')).toBe(180);
  });
});
