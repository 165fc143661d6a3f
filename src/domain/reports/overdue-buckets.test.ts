import { describe, expect, it } from 'vitest';
import { overdueEdges } from './overdue-buckets';

describe('overdue buckets', () => {
  it('cuts at India midnights, counted back from India’s today', () => {
    // 00:30 IST on 23 November is still 22 November in UTC.
    const now = new Date('2026-11-22T19:00:00Z');
    const e = overdueEdges(now);
    expect(e.today).toBe('2026-11-23');
    expect(e.ranges.todayPast).toEqual({ start: new Date('2026-11-22T18:30:00Z'), end: now });
    expect(e.ranges.days1to2).toEqual({
      start: new Date('2026-11-20T18:30:00Z'),
      end: new Date('2026-11-22T18:30:00Z'),
    });
    expect(e.ranges.days3to6).toEqual({
      start: new Date('2026-11-16T18:30:00Z'),
      end: new Date('2026-11-20T18:30:00Z'),
    });
    expect(e.ranges.days7plus).toEqual({ end: new Date('2026-11-16T18:30:00Z') });
    expect(e.days).toEqual({
      days1to2: { from: '2026-11-21', to: '2026-11-22' },
      days3to6: { from: '2026-11-17', to: '2026-11-20' },
      days7plus: { to: '2026-11-16' },
    });
  });
});
