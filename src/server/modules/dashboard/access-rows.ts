import type { AccessRow } from '../../test/access-rows';

// The dashboard is the administrators' (role 1 has no Dashboard; role 2 no web screens).
const names = [
  'getDashboardCardsData',
  'getTodayFollowups',
  'getTomorrowFollowups',
  'getPendingFollowups',
  'getLeadsCountBySource',
  'getFreshLeadsCountBySource',
  'getLeadsCountByIndustry',
  'getPipelineByStatus',
  'getLeadsPerDay',
  'getSiteVisitsPerWeek',
  'getTeamPerformance',
  'getFreshLeadsData',
  'getAllMembersFreshLeadsBySource',
  'getInventoryByProject',
];
export const rows: AccessRow[] = names.map((name) => ({ route: `GET /api/dashboard/${name}/:period`, allow: [0] }));
