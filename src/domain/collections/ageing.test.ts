import { describe, expect, it } from 'vitest';
import { calendarMonth, indiaWeek } from '../india-date';
import { ageDues, ageingBucket, ageingPlace } from './ageing';

// Saturday 28 November 2026, an India day from the clock.
const today = '2026-11-28';

describe('ageing of what is overdue', () => {
  it('puts a due date in its bucket by days past due: 0–30, 31–60, 61–90, over 90', () => {
    expect(ageingBucket('2026-11-28', today)).toBeNull(); // due today: not overdue
    expect(ageingBucket('2026-12-01', today)).toBeNull();
    expect(ageingBucket('2026-11-27', today)).toBe('d0_30'); // 1 day
    expect(ageingBucket('2026-10-29', today)).toBe('d0_30'); // 30 days
    expect(ageingBucket('2026-10-28', today)).toBe('d31_60'); // 31 days
    expect(ageingBucket('2026-09-29', today)).toBe('d31_60'); // 60 days
    expect(ageingBucket('2026-09-28', today)).toBe('d61_90'); // 61 days
    expect(ageingBucket('2026-08-30', today)).toBe('d61_90'); // 90 days
    expect(ageingBucket('2026-08-29', today)).toBe('d90_plus'); // 91 days
    expect(ageingBucket('2019-01-01', today)).toBe('d90_plus');
  });

  it('counts days across 29 February', () => {
    expect(ageingBucket('2024-01-30', '2024-03-01')).toBe('d31_60'); // 31 days in a leap year
    expect(ageingBucket('2025-01-30', '2025-03-01')).toBe('d0_30'); // 30 days otherwise
  });

  it('counts due this week (Monday to Sunday) and this month from today, not what is overdue', () => {
    expect(indiaWeek(today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(ageingPlace('2026-11-28', today)).toEqual({ bucket: null, thisWeek: true, thisMonth: true });
    expect(ageingPlace('2026-11-29', today)).toEqual({ bucket: null, thisWeek: true, thisMonth: true }); // Sunday
    expect(ageingPlace('2026-11-30', today)).toEqual({ bucket: null, thisWeek: false, thisMonth: true }); // Monday
    expect(ageingPlace('2026-12-01', today)).toEqual({ bucket: null, thisWeek: false, thisMonth: false });
    expect(ageingPlace('2026-11-24', today)).toEqual({ bucket: 'd0_30', thisWeek: false, thisMonth: false });
  });

  it('adds up the figures of the collections screen and leaves out what is paid', () => {
    const a = ageDues(
      [
        { dueOn: '2026-11-27', duePaise: 100 },
        { dueOn: '2026-10-29', duePaise: 200 },
        { dueOn: '2026-10-28', duePaise: 400 },
        { dueOn: '2026-09-28', duePaise: 800 },
        { dueOn: '2026-06-01', duePaise: 1_600 },
        { dueOn: '2026-11-29', duePaise: 3_200 },
        { dueOn: '2026-11-30', duePaise: 6_400 },
        { dueOn: '2026-12-15', duePaise: 12_800 },
        { dueOn: '2026-01-01', duePaise: 0 },
      ],
      today,
    );
    expect(a.overdue).toEqual({
      d0_30: { paise: 300, count: 2 },
      d31_60: { paise: 400, count: 1 },
      d61_90: { paise: 800, count: 1 },
      d90_plus: { paise: 1_600, count: 1 },
    });
    expect(a.overdueTotal).toEqual({ paise: 3_100, count: 5 });
    expect(a.dueThisWeek).toEqual({ paise: 3_200, count: 1 });
    expect(a.dueThisMonth).toEqual({ paise: 9_600, count: 2 });
    expect(a.week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(a.month).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('India weeks and months', () => {
  it('starts a week on Monday, also for a Sunday and across a month', () => {
    expect(indiaWeek('2024-02-26')).toEqual({ from: '2024-02-26', to: '2024-03-03' }); // a Monday
    expect(indiaWeek('2024-03-03')).toEqual({ from: '2024-02-26', to: '2024-03-03' }); // a Sunday
  });
  it('ends February on the 29th in a leap year', () => {
    expect(calendarMonth('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(calendarMonth('2025-02-10')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(calendarMonth('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
