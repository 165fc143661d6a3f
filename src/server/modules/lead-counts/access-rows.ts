import type { AccessRow } from '../../test/access-rows';

// An executive counts their own leads; the per-member table is for those who see everyone's.
export const rows: AccessRow[] = [
  { route: 'GET /api/lead/getOverallLeadStatusCounts', allow: [0, 1, 2] },
  { route: 'GET /api/lead/getAllMembersLeadStatusCounts', allow: [0, 1] },
];
