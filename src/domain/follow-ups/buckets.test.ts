import { describe, expect, it } from 'vitest';
import { bucketEdges, bucketOf, bucketRange, overdueMinutes } from './buckets';

// 2026-05-10 00:10 IST and 23:50 IST: the two ends of an India day, whatever the machine's zone.
const earlyIst = new Date('2026-05-09T18:40:00Z');
const lateIst = new Date('2026-05-10T18:20:00Z');
const at = (ist: string) => new Date(`${ist}+05:30`);

describe('follow-up buckets by the India day', () => {
  it('cuts at India midnight at 00:10 and at 23:50 IST', () => {
    for (const now of [earlyIst, lateIst]) {
      const e = bucketEdges(now);
      expect(e.today).toBe('2026-05-10');
      expect(e.todayStart.toISOString()).toBe('2026-05-09T18:30:00.000Z');
      expect(e.tomorrowStart.toISOString()).toBe('2026-05-10T18:30:00.000Z');
      expect(e.dayAfterStart.toISOString()).toBe('2026-05-11T18:30:00.000Z');
    }
  });

  it('puts 23:45 IST in today, not tomorrow, and 00:00 IST next day in tomorrow', () => {
    for (const now of [earlyIst, lateIst]) {
      expect(bucketOf(at('2026-05-10T23:45:00'), now)).toBe('today');
      expect(bucketOf(at('2026-05-10T00:00:00'), now)).toBe('today');
      expect(bucketOf(at('2026-05-09T23:59:00'), now)).toBe('pending');
      expect(bucketOf(at('2026-05-11T00:00:00'), now)).toBe('tomorrow');
      expect(bucketOf(at('2026-05-11T23:59:00'), now)).toBe('tomorrow');
      expect(bucketOf(at('2026-05-12T00:00:00'), now)).toBe('later');
    }
  });

  it('gives each bucket a half-open range; upcoming starts tomorrow and pending ends at today', () => {
    expect(bucketRange('pending', lateIst)).toEqual({ end: at('2026-05-10T00:00:00') });
    expect(bucketRange('today', lateIst)).toEqual({ start: at('2026-05-10T00:00:00'), end: at('2026-05-11T00:00:00') });
    expect(bucketRange('tomorrow', earlyIst)).toEqual({
      start: at('2026-05-11T00:00:00'),
      end: at('2026-05-12T00:00:00'),
    });
    expect(bucketRange('upcoming', earlyIst)).toEqual({ start: at('2026-05-11T00:00:00') });
  });

  it('counts whole minutes overdue, zero before due', () => {
    expect(overdueMinutes(at('2026-05-10T23:45:00'), lateIst)).toBe(5);
    expect(overdueMinutes(at('2026-05-10T23:45:00'), earlyIst)).toBe(0);
    expect(overdueMinutes(at('2026-05-08T23:50:00'), lateIst)).toBe(2 * 24 * 60);
  });
});
