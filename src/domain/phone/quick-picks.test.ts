import { describe, expect, it } from 'vitest';
import { indiaWallClockToIso, quickPicks } from './quick-picks';

describe('quickPicks', () => {
  it('offers in 2 hours (to the next 5 minutes), this evening and tomorrow 11:00, in India time', () => {
    // 14:03 India.
    expect(quickPicks(new Date('2026-11-28T08:33:00Z'))).toEqual([
      { key: 'in2Hours', at: '2026-11-28T16:05' },
      { key: 'thisEvening', at: '2026-11-28T18:00' },
      { key: 'tomorrow11', at: '2026-11-29T11:00' },
    ]);
  });

  it('drops "this evening" within the hour before it, and rolls the day at India’s midnight', () => {
    // 23:45 India on the 28th = 18:15 UTC: "tomorrow" is the 29th, in 2 hours is past midnight.
    expect(quickPicks(new Date('2026-11-28T18:15:00Z'))).toEqual([
      { key: 'in2Hours', at: '2026-11-29T01:45' },
      { key: 'tomorrow11', at: '2026-11-29T11:00' },
    ]);
    // 17:30 India: the evening is half an hour away.
    expect(quickPicks(new Date('2026-11-28T12:00:00Z')).map((p) => p.key)).toEqual(['in2Hours', 'tomorrow11']);
  });

  it('turns an India wall-clock time into its instant', () => {
    expect(indiaWallClockToIso('2026-11-29T11:00')).toBe('2026-11-29T05:30:00.000Z');
  });
});
