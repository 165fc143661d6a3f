import type { AccessRow } from '../../test/access-rows';

// Reports are the owner's view (reports.view: administrators only): roles 1 and 2 get 403.
export const rows: AccessRow[] = [
  // Lead, status-wise and pending follow-up reports (decision 135).
  { route: 'GET /api/report/lead', allow: [0] },
  { route: 'GET /api/report/lead/export', allow: [0] },
  { route: 'GET /api/report/lead/rows', allow: [0] },
  { route: 'POST /api/report/lead/rows/export', allow: [0] },
  { route: 'GET /api/report/lead/rows/export/:id/file', allow: [0] },
  { route: 'GET /api/report/status-wise', allow: [0] },
  { route: 'GET /api/report/status-wise/export', allow: [0] },
  { route: 'GET /api/report/pending-follow-up', allow: [0] },
  { route: 'GET /api/report/pending-follow-up/export', allow: [0] },
  // Activity, task and performance reports (decisions 140–141).
  { route: 'GET /api/report/activity', allow: [0] },
  { route: 'GET /api/report/activity/export', allow: [0] },
  { route: 'GET /api/report/activity/rows', allow: [0] },
  { route: 'GET /api/report/task', allow: [0] },
  { route: 'GET /api/report/task/export', allow: [0] },
  { route: 'GET /api/report/performance', allow: [0] },
  { route: 'GET /api/report/performance/export', allow: [0] },
  // The booking report (decision 185).
  { route: 'GET /api/report/bookings', allow: [0] },
  { route: 'GET /api/report/bookings/export', allow: [0] },
];
