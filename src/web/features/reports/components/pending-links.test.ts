import { describe, expect, it } from 'vitest';
import { pendingCellLink } from './pending-links';

const m = '6f1c1a52-6a4e-4b8e-9b8e-0d1b2c3d4e5f';

describe('pending follow-up report links', () => {
  it('narrows the Pending list to each bucket’s due days, counted back from the server’s today', () => {
    expect(pendingCellLink('days1to2', m, '2026-11-23', {})).toBe(
      `/PendingFollowup?assignedTo=${m}&from=2026-11-21&to=2026-11-22`,
    );
    expect(pendingCellLink('days3to6', m, '2026-11-23', { sourceId: 's1' })).toBe(
      `/PendingFollowup?assignedTo=${m}&sourceId=s1&from=2026-11-17&to=2026-11-20`,
    );
    expect(pendingCellLink('days7plus', undefined, '2026-11-23', {})).toBe('/PendingFollowup?to=2026-11-16');
    expect(pendingCellLink('pending', m, '2026-11-23', { branchId: 'b1' })).toBe(
      `/PendingFollowup?assignedTo=${m}&branchId=b1`,
    );
    expect(pendingCellLink('todayPast', m, '2026-11-23', {})).toBe(`/TodayMeeting?assignedTo=${m}`);
  });

  it('does not link the Unassigned row (the lists filter by a member only)', () => {
    expect(pendingCellLink('days1to2', null, '2026-11-23', {})).toBeNull();
  });
});
