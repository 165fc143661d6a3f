// The list, search, filter and sort cases bench:import times after a million leads: each is a
// getLeads query string (an administrator's, or an executive's own list).
import type { LeadRefs } from './lead-data';

export interface ListCase {
  label: string;
  query: string;
  /** Asked as the executive who holds these leads (own-leads scope). */
  asExecutive?: boolean;
}

export function listCases(refs: LeadRefs): ListCase[] {
  return [
    { label: 'first page (newest)', query: '' },
    { label: 'page 5,000', query: 'page=5000' },
    { label: 'search name "deshmukh"', query: 'search=deshmukh' },
    { label: 'search rare name "vivaan iyer"', query: 'search=vivaan%20iyer' },
    { label: 'search Devanagari "प्रिया"', query: `search=${encodeURIComponent('प्रिया')}` },
    { label: 'search mobile "98765"', query: 'search=98765' },
    { label: 'search whole mobile', query: 'search=%2B91%2090000%2012345' },
    { label: 'search email "lead12345@"', query: 'search=lead12345%40' },
    { label: 'status = booked', query: 'status=booked' },
    { label: 'source', query: `sourceId=${refs.sourceIds[2]}` },
    { label: 'branch', query: `branchId=${refs.branchIds[1]}` },
    { label: 'assignee', query: `assignedTo=${refs.userIds[3]}` },
    { label: 'unassigned', query: 'assignedTo=unassigned' },
    { label: 'project', query: 'project=Palm%20Grove' },
    { label: 'created in October 2026', query: 'from=2026-10-01&to=2026-10-31' },
    { label: 'follow-up next week', query: 'followUpFrom=2026-11-02&followUpTo=2026-11-08' },
    {
      label: 'status + branch + created',
      query: `status=new&branchId=${refs.branchIds[0]}&from=2026-01-01&to=2026-06-30`,
    },
    { label: 'sort name A–Z', query: 'sort=name' },
    { label: 'sort name, page 5,000', query: 'sort=name&page=5000' },
    { label: 'sort next follow-up', query: 'sort=nextFollowUp' },
    { label: 'sort follow-up desc', query: 'sort=nextFollowUp&order=desc' },
    { label: 'sort status', query: 'sort=status' },
    { label: 'sort status, page 5,000', query: 'sort=status&page=5000' },
    { label: 'sort created oldest first', query: 'sort=created&order=asc' },
    { label: "executive's own leads", query: '', asExecutive: true },
    { label: "executive's own, page 1,000", query: 'page=1000', asExecutive: true },
  ];
}
