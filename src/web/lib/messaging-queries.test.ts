import { describe, expect, it } from 'vitest';
import { audienceFromLeadList } from './messaging-queries';

describe("the lead list's filter as a campaign audience", () => {
  it('carries the filters an audience can express, under the audience names', () => {
    expect(
      audienceFromLeadList({
        status: 'new',
        sourceId: 's1',
        project: 'Sunrise',
        branchId: 'b1',
        assignedTo: 'unassigned',
        from: '2026-11-01',
        to: '2026-11-30',
        sort: undefined,
        search: '',
      }),
    ).toEqual({
      status: 'new',
      source: 's1',
      project: 'Sunrise',
      branch: 'b1',
      memberId: 'unassigned',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-30',
    });
  });

  it('offers nothing when a filter in use has no audience equivalent (the campaign would reach other leads)', () => {
    expect(audienceFromLeadList({ project: 'Sunrise', search: 'ravi' })).toBeNull();
    expect(audienceFromLeadList({ status: 'new', idle: 'true' })).toBeNull();
    expect(audienceFromLeadList({ followUpFrom: '2026-11-01' })).toBeNull();
  });
});
