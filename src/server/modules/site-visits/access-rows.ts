import type { AccessRow } from '../../test/access-rows';

// Everyone who works leads works their visits; an executive only their own leads' (the service
// answers 404 for the rest).
export const rows: AccessRow[] = [
  { route: 'POST /api/siteVisit/schedule/:leadId', allow: [0, 1, 2] },
  { route: 'PUT /api/siteVisit/reschedule/:id', allow: [0, 1, 2] },
  { route: 'PUT /api/siteVisit/complete/:id', allow: [0, 1, 2] },
  { route: 'GET /api/siteVisit/getSiteVisits', allow: [0, 1, 2] },
  { route: 'GET /api/siteVisit/getByLeadId/:leadId', allow: [0, 1, 2] },
  // The phone app's check-in and its photo (decision 209).
  { route: 'POST /api/siteVisit/checkIn/:id', allow: [0, 1, 2] },
  { route: 'POST /api/siteVisit/:id/photo', allow: [0, 1, 2] },
  // The Schedules report: administrators only, as every report.
  { route: 'GET /api/siteVisit/getScheduleReport', allow: [0] },
  { route: 'GET /api/siteVisit/getScheduleReport/export', allow: [0] },
];
